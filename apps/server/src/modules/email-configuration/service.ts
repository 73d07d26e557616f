import type { DataPage } from '@portal/contract/common';
import {
  ALERT_TEXTS,
  AlertType,
  type EmailConfigurationQuery,
  type EmailConfigurationRow,
  type EmailConfigurationStatusBody,
  type EmailConfigurationSuppliersBody,
} from '@portal/contract/email-configuration';
import type { CompanyOption } from '@portal/contract/lookup';
import type { Database, Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict, invalid, notFound } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import { emailConfigurationMessages as messages } from './messages.ts';
import {
  type ConfigurationHead,
  changeStatus,
  configurationById,
  countConfigurations,
  ensureConfigurations,
  linkedActiveSuppliers,
  pageOfConfigurations,
  replaceSuppliers,
  suppliersAmong,
} from './repo.ts';

/**
 * The email alerts the caller may see: a buyer, those of its buyer companies; a supplier, those that list
 * it (of buyers it actively supplies), Active or Inactive. The alert text is in the caller's language.
 */
export async function configurationPage(
  db: Queryable,
  scope: DataScope,
  locale: Locale,
  query: EmailConfigurationQuery,
): Promise<DataPage<EmailConfigurationRow>> {
  if (scope.kind === 'buyer') await ensureConfigurations(db, scope.buyerCompanyIds);
  const [total, rows] = await Promise.all([
    countConfigurations(db, query, scope),
    pageOfConfigurations(db, query, scope, locale),
  ]);
  return {
    data: rows.map((row) => {
      const alertType = AlertType.parse(row.alertType);
      return { ...row, alertType, emailAlertContent: ALERT_TEXTS[alertType][locale] };
    }),
    total,
    pages: pageCount(total, query.size),
  };
}

/**
 * The configuration, which must exist and belong to a buyer company the caller works for. Another buyer's
 * is answered as missing: the reply neither names that buyer nor tells that its configuration exists.
 */
export async function ownConfiguration(
  db: Queryable,
  user: SessionUser,
  id: number,
  lock = false,
): Promise<ConfigurationHead> {
  const head = await configurationById(db, id, lock);
  if (!head || !user.companyIds.includes(head.buyerCompanyId)) throw notFound(messages.configurationMissing);
  return head;
}

/** Active -> Inactive or back. Asking for the status the row already has is refused (someone was first). */
export async function setConfigurationStatus(
  db: Queryable,
  user: SessionUser,
  body: EmailConfigurationStatusBody,
): Promise<void> {
  await ownConfiguration(db, user, body.emailConfigurationId);
  if (await changeStatus(db, body.emailConfigurationId, body.configStatus, user)) return;
  throw conflict(body.configStatus === 'Active' ? messages.alreadyActive : messages.alreadyInactive);
}

/** The suppliers the alert concerns now (those that still actively supply the buyer). */
export async function configuredSuppliers(
  db: Queryable,
  user: SessionUser,
  id: number,
): Promise<CompanyOption[]> {
  return linkedActiveSuppliers(db, await ownConfiguration(db, user, id));
}

/**
 * Refuses ids that are no supplier of the buyer (by id: a company the buyer has nothing to do with is not
 * named), and suppliers of the buyer that no longer actively supply it (by code, as its lists show them).
 */
async function checkSuppliers(db: Queryable, head: ConfigurationHead, ids: number[]): Promise<void> {
  const found = await suppliersAmong(db, head.buyerCompanyId, ids);
  const unknown = ids.filter((id) => !found.some((company) => company.companyId === id));
  if (unknown.length > 0)
    throw invalid(messages.unknownSuppliers, { buyerCode: head.buyerCompanyCode, ids: unknown.join(', ') });
  const inactive = found.filter((company) => !company.activeSupplier).map((company) => company.companyCode);
  if (inactive.length > 0) {
    throw invalid(messages.notActiveSuppliers, {
      buyerCode: head.buyerCompanyCode,
      codes: inactive.join(', '),
    });
  }
}

/**
 * Replaces the suppliers of an Active alert. The row is locked while it is checked and saved, so a
 * concurrent deactivation or save waits and sees the result.
 */
export async function saveConfiguredSuppliers(
  db: Database,
  user: SessionUser,
  body: EmailConfigurationSuppliersBody,
): Promise<void> {
  const ids = [...new Set(body.supplierCompanyIds)];
  await db.transaction(async (tx) => {
    const head = await ownConfiguration(tx, user, body.emailConfigurationId, true);
    if (head.configStatus !== 'Active') throw conflict(messages.notActive);
    await checkSuppliers(tx, head, ids);
    await replaceSuppliers(tx, head.id, ids, user);
  });
}
