import { ALERT_TEXTS, ALERT_TYPES } from '@portal/contract/email-configuration';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Locale } from '../../platform/i18n/locale.ts';

/** The alert's text in the caller's language as SQL, so the list sorts by what the user reads. */
export function alertTextSql(alertType: SQLWrapper, locale: Locale): SQL {
  const cases = ALERT_TYPES.map((type) => sql`when ${type} then ${ALERT_TEXTS[type][locale]}`);
  return sql`(case ${alertType} ${sql.join(cases, sql` `)} end)`;
}

/** The contract's order of the alert types (the order the screen lists a buyer's alerts in). */
export function alertOrderSql(alertType: SQLWrapper): SQL {
  const cases = ALERT_TYPES.map((type, index) => sql`when ${type} then ${sql.raw(String(index))}`);
  return sql`(case ${alertType} ${sql.join(cases, sql` `)} end)`;
}
