import type { InvoiceDownloadQuery, InvoiceQuery } from '@portal/contract/invoice';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { goodsReceipts, invoiceHeaders, invoiceLines, properties } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { labelIn } from '../../platform/i18n/property-label.ts';
import { countKey, rememberedCount } from '../../platform/lists/count-memo.ts';
import { type PageWindow, readPage } from '../../platform/lists/page-window.ts';
import type { SortWhitelist } from '../../platform/lists/paging.ts';
import { descending, orderSql, sortKeys } from '../../platform/lists/sort-keys.ts';
import { scopeCondition } from './invoice-scope.ts';
import { buyerCompany, invoiceCondition, supplierCompany, uploadDocFlagOf } from './list-filter.ts';

const SORT: SortWhitelist = {
  invoiceNo: invoiceHeaders.invoiceNo,
  type: invoiceHeaders.type,
  i18nStatus: invoiceHeaders.status,
  companyCode: buyerCompany.companyCode,
  shipToPlantCode: invoiceHeaders.shipToPlantCode,
  supplierCode: supplierCompany.companyCode,
  supplierName: supplierCompany.companyName,
  invoiceAmount: invoiceHeaders.invoiceAmount,
  currency: invoiceHeaders.currency,
  invoiceDate: invoiceHeaders.invoiceDate,
  invoiceReceiveDate: invoiceHeaders.receiveDate,
  submitDate: invoiceHeaders.submittedAt,
  approvedDate: invoiceHeaders.approvedAt,
  invoiceCheckedDate: invoiceHeaders.checkedAt,
  postingDate: invoiceHeaders.postingAt,
  paymentDate: invoiceHeaders.paymentDate,
};

/** Newest invoices first when the user has not sorted; the id keeps pages apart. */
const TIE_BREAKERS = [descending(invoiceHeaders.id)];

function statusLabel(locale: Locale) {
  return sql<string | null>`(select ${labelIn(properties, locale)} from ${properties}
    where ${properties.propType} = 'invoiceStatus' and ${properties.propKey} = ${invoiceHeaders.status})`;
}

const asnNosOf = sql<string>`coalesce((select string_agg(distinct ${goodsReceipts.asnNo}, ',' order by ${goodsReceipts.asnNo})
  from ${invoiceLines} join ${goodsReceipts} on ${goodsReceipts.id} = ${invoiceLines.grId}
  where ${invoiceLines.invoiceHeaderId} = ${invoiceHeaders.id}), '')`;

/** A list row as stored (dates as text, instants as Date for the display time zone). */
export function rowFields(locale: Locale) {
  return {
    invoiceHeaderId: invoiceHeaders.id,
    invoiceNo: invoiceHeaders.invoiceNo,
    type: invoiceHeaders.type,
    status: invoiceHeaders.status,
    statusLabel: statusLabel(locale),
    needApprove: invoiceHeaders.needApprove,
    matchStatus: invoiceHeaders.matchStatus,
    rejectType: invoiceHeaders.rejectType,
    rejectReason: invoiceHeaders.rejectReason,
    companyCode: buyerCompany.companyCode,
    shipToPlantCode: invoiceHeaders.shipToPlantCode,
    supplierCode: supplierCompany.companyCode,
    supplierName: supplierCompany.companyName,
    asnNosStr: asnNosOf,
    invoiceAmount: invoiceHeaders.invoiceAmount,
    taxAmount: invoiceHeaders.taxAmount,
    baseAmount: invoiceHeaders.baseAmount,
    currency: invoiceHeaders.currency,
    invoiceDate: sql<string | null>`${invoiceHeaders.invoiceDate}::text`,
    invoiceReceiveDate: sql<string | null>`${invoiceHeaders.receiveDate}::text`,
    submittedAt: invoiceHeaders.submittedAt,
    submitName: invoiceHeaders.submittedBy,
    rejectedAt: invoiceHeaders.rejectedAt,
    rejectedName: invoiceHeaders.rejectedBy,
    approvedAt: invoiceHeaders.approvedAt,
    approvedName: invoiceHeaders.approvedBy,
    checkedAt: invoiceHeaders.checkedAt,
    invoiceCheckedName: invoiceHeaders.checkedBy,
    postingAt: invoiceHeaders.postingAt,
    postingName: invoiceHeaders.postingBy,
    paymentDate: sql<string | null>`${invoiceHeaders.paymentDate}::text`,
    branchNo: invoiceHeaders.branchNo,
    covisintUniqueId: invoiceHeaders.covisintUniqueId,
    certificationNo: invoiceHeaders.certificationNo,
    supplierBranchNo: invoiceHeaders.supplierBranchNo,
    sendStatus: invoiceHeaders.sendStatus,
    uploadDocFlag: uploadDocFlagOf,
    qadYear: invoiceHeaders.qadYear,
    qadDaybook: invoiceHeaders.qadDaybook,
    qadVoucherNo: invoiceHeaders.qadVoucherNo,
    incoTerm: invoiceHeaders.incoTerm,
    creditTerms: invoiceHeaders.creditTerms,
    voucherNo: invoiceHeaders.voucherNo,
  };
}

export type StoredInvoiceRow = NonNullable<Awaited<ReturnType<typeof invoiceById>>>;

function fromInvoices(db: Queryable, locale: Locale) {
  return db
    .select(rowFields(locale))
    .from(invoiceHeaders)
    .innerJoin(supplierCompany, eq(supplierCompany.id, invoiceHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, invoiceHeaders.buyerCompanyId));
}

export async function countInvoices(db: Queryable, query: InvoiceQuery, scope: DataScope, timeZone: string) {
  const [row] = await db
    .select({ value: count() })
    .from(invoiceHeaders)
    .innerJoin(supplierCompany, eq(supplierCompany.id, invoiceHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, invoiceHeaders.buyerCompanyId))
    .where(invoiceCondition(query, scope, timeZone));
  return row?.value ?? 0;
}

/** Every invoice the filters match, in the list's order (the download reads it through a cursor). */
export function allInvoices(
  db: Queryable,
  query: InvoiceDownloadQuery,
  scope: DataScope,
  locale: Locale,
  timeZone: string,
) {
  return fromInvoices(db, locale)
    .where(invoiceCondition(query, scope, timeZone))
    .orderBy(...orderSql(sortKeys(SORT, query, TIE_BREAKERS)));
}

/**
 * The ids of a page's invoices: only what the filters and the order read, so the per-row subqueries of the
 * list (status label, ASN numbers, gate flag) run for the page's rows, not for every row OFFSET skips.
 */
function idsIn(db: Queryable, query: InvoiceQuery, scope: DataScope, timeZone: string, window: PageWindow) {
  return db
    .select({ id: invoiceHeaders.id })
    .from(invoiceHeaders)
    .innerJoin(supplierCompany, eq(supplierCompany.id, invoiceHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, invoiceHeaders.buyerCompanyId))
    .where(invoiceCondition(query, scope, timeZone))
    .orderBy(...orderSql(sortKeys(SORT, query, TIE_BREAKERS), window.reversed))
    .limit(window.limit)
    .offset(window.offset);
}

/** A page of the list with the total (read from the nearer end, ids first). */
export function pageOfInvoices(
  db: Queryable,
  query: InvoiceQuery,
  scope: DataScope,
  locale: Locale,
  timeZone: string,
) {
  const keys = sortKeys(SORT, query, TIE_BREAKERS);
  return readPage(
    query,
    () =>
      rememberedCount(
        db,
        countKey('invoices', { ...query, timeZone }, scope),
        ['invoice_headers', 'invoice_lines', 'goods_receipts', 'security_checks', 'companies'],
        (snapshot) => countInvoices(snapshot, query, scope, timeZone),
      ),
    (window) =>
      fromInvoices(db, locale)
        .where(inArray(invoiceHeaders.id, idsIn(db, query, scope, timeZone, window)))
        .orderBy(...orderSql(keys, window.reversed)),
  );
}

export async function invoiceById(db: Queryable, id: number, scope: DataScope, locale: Locale) {
  const [row] = await fromInvoices(db, locale).where(
    and(eq(invoiceHeaders.id, id), scopeCondition(scope, invoiceHeaders)),
  );
  return row;
}
