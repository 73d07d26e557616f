import type { InvoiceFilter } from '@portal/contract/invoice';
import { and, eq, gte, inArray, isNotNull, isNull, lte, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { alias } from 'drizzle-orm/pg-core';
import { companies, goodsReceipts, invoiceHeaders, invoiceLines } from '../../db/schema/index.ts';
import { confineSupplierCodes, type DataScope } from '../../platform/access/data-scope.ts';
import { filterDateToIso } from '../../platform/dates.ts';
import { gateChecked } from '../security-check/gate-flag.ts';
import { scopeCondition } from './invoice-scope.ts';
import { parseQrCode } from './qr-code.ts';

/** The supplier and the buyer company of an invoice, joined under their own names. */
export const supplierCompany = alias(companies, 'supplier_company');
export const buyerCompany = alias(companies, 'buyer_company');

/**
 * Y when the security check (gate entry) of every ASN of the invoice's receipts is recorded: read from the
 * gate entries themselves (the ASN's own upload_doc_flag is not written by the gate module).
 */
export const uploadDocFlagOf = sql<'Y' | 'N'>`case when exists (
    select 1 from ${invoiceLines}
    join ${goodsReceipts} on ${goodsReceipts.id} = ${invoiceLines.grId}
    where ${invoiceLines.invoiceHeaderId} = ${invoiceHeaders.id}
      and not ${gateChecked(goodsReceipts.asnHeaderId)}) then 'N' else 'Y' end`;

/** An invoice with a receipt whose column is one of the values. */
function hasReceipt(column: PgColumn, values: string[] | undefined): SQL | undefined {
  if (!values?.length) return undefined;
  return sql`exists (select 1 from ${invoiceLines} join ${goodsReceipts} on ${goodsReceipts.id} = ${invoiceLines.grId}
    where ${invoiceLines.invoiceHeaderId} = ${invoiceHeaders.id} and ${inArray(column, values)})`;
}

/** Start of a day (yyyyMMdd, plus `days`) in the display time zone, for timestamp filters. */
function dayStart(yyyymmdd: string, timeZone: string, days = 0): SQL {
  return sql`((${filterDateToIso(yyyymmdd)}::date + ${days}::int)::timestamp at time zone ${timeZone})`;
}

function instantRange(column: PgColumn, from: string | undefined, to: string | undefined, timeZone: string) {
  return and(
    from ? sql`${column} >= ${dayStart(from, timeZone)}` : undefined,
    // the end day counts whole
    to ? sql`${column} < ${dayStart(to, timeZone, 1)}` : undefined,
  );
}

function dateRange(column: PgColumn, from: string | undefined, to: string | undefined) {
  return and(
    from ? gte(column, filterDateToIso(from)) : undefined,
    to ? lte(column, filterDateToIso(to)) : undefined,
  );
}

/** What only buyers filter on (spec 3 §2.2): ignored for suppliers. */
function buyerOnly(filter: InvoiceFilter, scope: DataScope): SQL | undefined {
  if (scope.kind !== 'buyer') return undefined;
  return and(
    filter.needApprove ? eq(invoiceHeaders.needApprove, filter.needApprove) : undefined,
    filter.matchStatus ? eq(invoiceHeaders.matchStatus, filter.matchStatus) : undefined,
    filter.type ? eq(invoiceHeaders.type, filter.type) : undefined,
  );
}

function statusFilters(filter: InvoiceFilter): SQL | undefined {
  return and(
    filter.status ? eq(invoiceHeaders.status, filter.status) : undefined,
    filter.rejectInvoice === 'Y' ? isNotNull(invoiceHeaders.rejectedAt) : undefined,
    filter.rejectInvoice === 'N' ? isNull(invoiceHeaders.rejectedAt) : undefined,
    filter.sendStatus === 'Blank' ? isNull(invoiceHeaders.sendStatus) : undefined,
    filter.sendStatus && filter.sendStatus !== 'Blank'
      ? eq(invoiceHeaders.sendStatus, filter.sendStatus)
      : undefined,
    filter.uploadDocFlag ? sql`${uploadDocFlagOf} = ${filter.uploadDocFlag}` : undefined,
  );
}

function qrCodeFilter(qrCode: string | undefined): SQL | undefined {
  if (!qrCode) return undefined;
  const scan = parseQrCode(qrCode);
  return and(
    eq(supplierCompany.companyCode, scan.supplierCode),
    scan.invoiceNo ? eq(invoiceHeaders.invoiceNo, scan.invoiceNo) : undefined,
    scan.shipToPlantCode ? eq(invoiceHeaders.shipToPlantCode, scan.shipToPlantCode) : undefined,
  );
}

/**
 * Conditions of the invoice list, its download and the batch send, always inside the caller's scope (a
 * supplier's own code replaces whatever supplier codes it sent). Needs the supplier and buyer joins.
 */
export function invoiceCondition(filter: InvoiceFilter, scope: DataScope, timeZone: string): SQL | undefined {
  const supplierCodes = confineSupplierCodes(scope, filter.supplierCodeList);
  return and(
    scopeCondition(scope, invoiceHeaders),
    filter.invoiceNoList?.length ? inArray(invoiceHeaders.invoiceNo, filter.invoiceNoList) : undefined,
    hasReceipt(goodsReceipts.partNo, filter.partNoList),
    hasReceipt(goodsReceipts.asnNo, filter.asnNoList),
    hasReceipt(goodsReceipts.grNo, filter.grNoList),
    hasReceipt(goodsReceipts.orderNo, filter.orderNoList),
    filter.companyCode ? eq(buyerCompany.companyCode, filter.companyCode) : undefined,
    filter.shipToPlantCode ? eq(invoiceHeaders.shipToPlantCode, filter.shipToPlantCode) : undefined,
    supplierCodes ? inArray(supplierCompany.companyCode, supplierCodes) : undefined,
    statusFilters(filter),
    buyerOnly(filter, scope),
    qrCodeFilter(filter.qrCode),
    dateRange(invoiceHeaders.invoiceDate, filter.invoiceDateFrom, filter.invoiceDateTo),
    instantRange(invoiceHeaders.submittedAt, filter.submitDateFrom, filter.submitDateTo, timeZone),
    instantRange(invoiceHeaders.postingAt, filter.postingDateFrom, filter.postingDateTo, timeZone),
    dateRange(invoiceHeaders.receiveDate, filter.receiveDateFrom, filter.receiveDateTo),
    dateRange(invoiceHeaders.paymentDate, filter.paymentDateFrom, filter.paymentDateTo),
    instantRange(invoiceHeaders.checkedAt, filter.checkedDateFrom, filter.checkedDateTo, timeZone),
  );
}
