import { sql } from 'drizzle-orm';
import { properties } from '../../db/schema/index.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { labelIn } from '../../platform/i18n/property-label.ts';

/**
 * The invoiceStatus of a logged call: for an invoice posting (INVOICE_POST, outbound) the current status of
 * the invoice it posted, in the caller's language; null for every other call. The log row names its outbox
 * message (actionHistoryId), whose payload names the invoice: two primary-key lookups per row of the page.
 * The outbox and invoice tables go by aliases: drizzle leaves columns unqualified in a one-table select,
 * and both have an id.
 */
export function invoiceStatusSql(locale: Locale) {
  return sql<
    string | null
  >`case when interface_logs.ws_type = 'INVOICE_POST' and interface_logs.direction = 'OUT'
    then (select coalesce(${labelIn(properties, locale)}, h.status)
            from erp_outbox o
            join invoice_headers h on h.id = (o.payload ->> 'invoiceHeaderId')::bigint
            left join ${properties} on ${properties.propType} = 'invoiceStatus' and ${properties.propKey} = h.status
           where o.id = interface_logs.action_history_id) end`;
}
