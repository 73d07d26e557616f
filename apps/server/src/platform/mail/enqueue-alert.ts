import type { AlertType } from '@portal/contract/email-configuration';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { localeOfLanguage } from '../i18n/locale.ts';
import { ALERT_AUDIENCE } from './alert-audience.ts';
import type { AlertData } from './alert-data.ts';
import { partiesOfActiveAlert, recipientsOf } from './alert-recipients.ts';
import { renderAlert } from './render-alert.ts';

export interface AlertEvent<T extends AlertType> {
  alertType: T;
  buyerCompanyId: number;
  supplierCompanyId: number;
  /**
   * Names the event, e.g. `release:R20261123-01` or `asn:ASN202611230001:failed`. The same alert for the
   * same event reaches each address once, however often it is enqueued (retried requests, ERP resends).
   */
  eventKey: string;
  data: AlertData[T];
}

/**
 * Queues an email alert for its recipients, each in the user's own language. Call it inside the
 * transaction that records the event: the mails exist exactly when the event does, and the worker sends
 * them after the commit. Nothing is queued when the buyer's configuration of the alert is Inactive, does not
 * list the supplier, or the supplier no longer actively supplies the buyer. Answers how many mails were
 * queued (0 for repeats).
 */
export async function enqueueAlert<T extends AlertType>(
  db: Queryable,
  event: AlertEvent<T>,
): Promise<number> {
  const { alertType, buyerCompanyId, supplierCompanyId } = event;
  const parties = await partiesOfActiveAlert(db, alertType, buyerCompanyId, supplierCompanyId);
  if (!parties) return 0;
  const recipients = await recipientsOf(db, ALERT_AUDIENCE[alertType], { buyerCompanyId, supplierCompanyId });
  if (recipients.length === 0) return 0;
  const rows = recipients.map((recipient) => {
    const locale = localeOfLanguage(recipient.language);
    const mail = renderAlert(alertType, locale, event.data, parties, recipient.userName);
    return {
      kind: alertType,
      buyerCompanyId,
      supplierCompanyId,
      dedupeKey: [
        alertType,
        buyerCompanyId,
        supplierCompanyId,
        event.eventKey,
        recipient.email.toLowerCase(),
      ].join('|'),
      recipient: recipient.email,
      locale,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    };
  });
  // two users sharing an address get one mail
  const unique = [...new Map(rows.map((row) => [row.dedupeKey, row])).values()];
  const queued = await db
    .insert(mailOutbox)
    .values(unique)
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return queued.length;
}
