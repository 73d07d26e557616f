import { AlertType } from '@portal/contract/email-configuration';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailOutbox, users } from '../../db/schema/index.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { invalid, notFound } from '../../platform/http/app-error.ts';
import { localeOfLanguage, render } from '../../platform/i18n/locale.ts';
import { ALERT_SAMPLES } from '../../platform/mail/alert-samples.ts';
import { renderAlert } from '../../platform/mail/render-alert.ts';
import { emailConfigurationMessages as messages } from './messages.ts';
import { linkedActiveSuppliers } from './repo.ts';
import { ownConfiguration } from './service.ts';

/** The supplier a test mail names when the alert lists none yet. */
const SAMPLE_SUPPLIER = { supplierCode: 'S000000', supplierName: 'Sample Supplier Co., Ltd.' };

/**
 * Queues the alert, with made-up facts and "[Test]" before its subject, to the caller's own address in the
 * caller's language: the administrator sees that mail reaches the users and how the alert reads, whether
 * the alert is Active or not. Answers the address.
 */
export async function sendTestMail(db: Database, user: SessionUser, id: number): Promise<string> {
  const head = await ownConfiguration(db, user, id);
  const alertType = AlertType.safeParse(head.alertType);
  if (!alertType.success) throw notFound(messages.configurationMissing);
  const [caller] = await db
    .select({ email: users.email, userName: users.userName, language: users.language })
    .from(users)
    .where(eq(users.id, user.userId));
  if (!caller?.email) throw invalid(messages.noAddressForTest);
  const [supplier] = await linkedActiveSuppliers(db, head);
  const parties = {
    buyerCompanyCode: head.buyerCompanyCode,
    buyerCompanyName: head.buyerCompanyName,
    ...(supplier
      ? { supplierCode: supplier.companyCode, supplierName: supplier.companyName }
      : SAMPLE_SUPPLIER),
  };
  const locale = localeOfLanguage(caller.language);
  const type = alertType.data;
  const mail = renderAlert(type, locale, ALERT_SAMPLES[type], parties, caller.userName);
  await db.insert(mailOutbox).values({
    kind: type,
    buyerCompanyId: head.buyerCompanyId,
    supplierCompanyId: supplier?.companyId ?? null,
    recipient: caller.email,
    locale,
    subject: render(messages.testSubject, locale, { subject: mail.subject }),
    textBody: mail.text,
    htmlBody: mail.html,
  });
  return caller.email;
}
