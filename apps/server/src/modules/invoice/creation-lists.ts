import type { RecordsPage } from '@portal/contract/common';
import type {
  InvoiceAsnQuery,
  InvoiceAsnRow,
  InvoiceGrQuery,
  InvoiceItem,
  InvoiceType,
} from '@portal/contract/invoice';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { formatDateTime } from '../../platform/dates.ts';
import { invalid } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import { pageOfAsnGroups } from './asn-groups-repo.ts';
import { TYPE_RULES } from './invoice-types.ts';
import { openReceiptItem } from './items.ts';
import { countOpenReceipts, pageOfOpenReceipts } from './items-repo.ts';
import { invoiceMessages as messages } from './messages.ts';

/** The create lists (/createApInvoice ...): ASNs with receipts the caller's supplier has not invoiced yet. */
export async function asnGroupPage(
  db: Queryable,
  query: InvoiceAsnQuery,
  scope: DataScope,
  locale: Locale,
  timeZone: string,
): Promise<RecordsPage<InvoiceAsnRow>> {
  const { rows, total } = await pageOfAsnGroups(db, query, scope, locale);
  const records = rows.map(({ submittedAt, status, statusLabel, ...row }) => ({
    ...row,
    releaseTimeStr: submittedAt ? formatDateTime(submittedAt, timeZone) : null,
    statusView: statusLabel ?? status,
  }));
  return { records, total, pages: pageCount(total, query.size) };
}

/**
 * Receipts of the chosen ASNs for a new invoice of a type: write-off receipts for a write-off invoice, the
 * others for the other types. India and write-off invoices take one ASN (spec 3 §5: exactly one row).
 */
export async function receiptsForNewInvoice(
  db: Queryable,
  type: InvoiceType,
  query: InvoiceGrQuery,
  scope: DataScope,
): Promise<RecordsPage<InvoiceItem>> {
  if (TYPE_RULES[type].oneAsn && new Set(query.asnNoList).size !== 1) throw invalid(messages.selectOneAsn);
  const writeOff = type === 'WRITEOFF' ? 'Y' : 'N';
  const [total, rows] = await Promise.all([
    countOpenReceipts(db, query, scope, writeOff),
    pageOfOpenReceipts(db, query, scope, writeOff),
  ]);
  return { records: rows.map(openReceiptItem), total, pages: pageCount(total, query.size) };
}
