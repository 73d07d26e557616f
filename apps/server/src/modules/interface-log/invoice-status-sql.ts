import { sql } from 'drizzle-orm';
import type { Locale } from '../../platform/i18n/locale.ts';

const LABEL_COLUMN: Record<Locale, string> = { cn: 'p.name_cn', en: 'p.name_en', th: 'p.name_th' };

/**
 * The invoiceStatus of a logged call: for an invoice posting (INVOICE_POST, outbound) the current status of
 * the invoice it posted, in the caller's language; null for every other call. The log row names its outbox
 * message (actionHistoryId), whose payload names the invoice: two primary-key lookups per row of the page.
 * Written out with aliases: drizzle leaves columns unqualified in a one-table select, and this subquery
 * has three tables with an id.
 */
export function invoiceStatusSql(locale: Locale) {
  return sql<
    string | null
  >`case when interface_logs.ws_type = 'INVOICE_POST' and interface_logs.direction = 'OUT'
    then (select coalesce(${sql.raw(LABEL_COLUMN[locale])}, h.status)
            from erp_outbox o
            join invoice_headers h on h.id = (o.payload ->> 'invoiceHeaderId')::bigint
            left join properties p on p.prop_type = 'invoiceStatus' and p.prop_key = h.status
           where o.id = interface_logs.action_history_id) end`;
}
