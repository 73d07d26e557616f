import type { RecordsPage } from '@portal/contract/common';
import type { InvoiceDetail, InvoiceQuery, InvoiceRow } from '@portal/contract/invoice';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { formatDateTime } from '../../platform/dates.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import { invoiceLineItem } from './items.ts';
import { linesOfInvoice } from './items-repo.ts';
import { invoiceById, pageOfInvoices, type StoredInvoiceRow } from './list-repo.ts';
import { invoiceMessages as messages } from './messages.ts';

const shown = (instant: Date | null, timeZone: string) =>
  instant ? formatDateTime(instant, timeZone) : null;

/** A stored invoice as the list shows it: instants as yyyy-MM-dd HH:mm in the display time zone. */
export function toInvoiceRow(row: StoredInvoiceRow, timeZone: string): InvoiceRow {
  const {
    statusLabel,
    submittedAt,
    rejectedAt,
    approvedAt,
    checkedAt,
    postingAt,
    incoTerm: _incoTerm,
    creditTerms: _creditTerms,
    voucherNo: _voucherNo,
    ...rest
  } = row;
  return {
    ...rest,
    i18nStatus: statusLabel ?? row.status,
    submitDate: shown(submittedAt, timeZone),
    rejectedDate: shown(rejectedAt, timeZone),
    approvedDate: shown(approvedAt, timeZone),
    invoiceCheckedDate: shown(checkedAt, timeZone),
    postingDate: shown(postingAt, timeZone),
  };
}

export async function invoicePage(
  db: Queryable,
  query: InvoiceQuery,
  scope: DataScope,
  locale: Locale,
  timeZone: string,
): Promise<RecordsPage<InvoiceRow>> {
  const { total, rows } = await pageOfInvoices(db, query, scope, locale, timeZone);
  return {
    records: rows.map((row) => toInvoiceRow(row, timeZone)),
    total,
    pages: pageCount(total, query.size),
  };
}

/** One invoice with its lines (detail, view and edit screens). */
export async function invoiceDetail(
  db: Queryable,
  id: number,
  scope: DataScope,
  locale: Locale,
  timeZone: string,
): Promise<InvoiceDetail> {
  const row = await invoiceById(db, id, scope, locale);
  if (!row) throw notFound(messages.invoiceMissing);
  const lines = await linesOfInvoice(db, id);
  return {
    ...toInvoiceRow(row, timeZone),
    incoTerm: row.incoTerm,
    creditTerms: row.creditTerms,
    voucherNo: row.voucherNo,
    items: lines.map(invoiceLineItem),
  };
}
