import type { AsnFilter } from '@portal/contract/asn';
import { and, eq, gte, inArray, lt, not, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import {
  asnDetails,
  asnHeaders,
  companies,
  plants,
  scheduleDetails,
  scheduleHeaders,
} from '../../db/schema/index.ts';
import { confineSupplierCodes, type DataScope } from '../../platform/access/data-scope.ts';
import { ownerCondition } from '../../platform/access/scope-condition.ts';
import { filterDateToIso } from '../../platform/dates.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { labelIn, propertyNames, propertyOf } from '../../platform/i18n/property-label.ts';
import type { SortWhitelist } from '../../platform/lists/paging.ts';
import { descending, orderSql } from '../../platform/lists/sort-keys.ts';
import { gateChecked, gateCheckedFlag } from '../security-check/gate-flag.ts';

export const asnSupplier = alias(companies, 'asn_supplier');
export const asnBuyer = alias(companies, 'asn_buyer');
export const asnPlant = alias(plants, 'asn_plant');
const statusNames = propertyNames('asn_status_names');

/** ASN times are shown and entered in the buyer company's time zone. */
export const asnTimeZone = sql<string>`coalesce(${asnBuyer.timeZone}, 'Asia/Shanghai')`;
const shown = (column: SQLWrapper) =>
  sql<string | null>`to_char(${column} at time zone ${asnTimeZone}, 'YYYY-MM-DD HH24:MI')`;

/** The header as the contract's AsnHeader, with labels in the caller's language. */
export function headerFields(locale: Locale) {
  return {
    asnHeaderId: asnHeaders.id,
    asnNo: asnHeaders.asnNo,
    invoiceNo: asnHeaders.invoiceNo,
    buyerCompanyCode: asnBuyer.companyCode,
    buyerCompanyName: asnBuyer.companyName,
    buyerCompanyAddress: asnBuyer.address,
    shipToPlantCode: asnHeaders.shipToPlantCode,
    buyerPlantAddress: asnPlant.address,
    supplierCode: asnSupplier.companyCode,
    supplierName: asnSupplier.companyName,
    supplierAddress: asnSupplier.address,
    status: asnHeaders.status,
    i18nStatus: sql<string>`coalesce(${labelIn(statusNames, locale)}, ${asnHeaders.status})`,
    createTime: sql<string>`to_char(${asnHeaders.createdAt} at time zone ${asnTimeZone}, 'YYYY-MM-DD HH24:MI')`,
    dispatchTimeStr: shown(asnHeaders.dispatchTime),
    planArrivalTimeStr: shown(asnHeaders.planArrivalTime),
    timeZone: asnTimeZone,
    carrierCode: asnHeaders.carrierCode,
    carrierName: asnHeaders.carrierName,
    carrierAddress: asnHeaders.carrierAddress,
    plateNo: asnHeaders.plateNo,
    netWeight: asnHeaders.netWeight,
    grossWeight: asnHeaders.grossWeight,
    noOfPallet: asnHeaders.noOfPallet,
    volume: asnHeaders.volume,
    shipMethod: asnHeaders.shipMethod,
    isCreateInvoice: asnHeaders.isCreateInvoice,
    isCreateLabel: asnHeaders.isCreateLabel,
    ackRemarks: asnHeaders.ackRemarks,
    uploadDocFlag: gateCheckedFlag(asnHeaders.id),
  };
}

/** Headers joined with what their fields and filters read. */
export function selectHeaders(db: Queryable, locale: Locale) {
  return db
    .select(headerFields(locale))
    .from(asnHeaders)
    .innerJoin(asnSupplier, eq(asnSupplier.id, asnHeaders.supplierCompanyId))
    .innerJoin(asnBuyer, eq(asnBuyer.id, asnHeaders.buyerCompanyId))
    .leftJoin(
      asnPlant,
      and(
        eq(asnPlant.companyId, asnHeaders.buyerCompanyId),
        eq(asnPlant.plantCode, asnHeaders.shipToPlantCode),
      ),
    )
    .leftJoin(statusNames, propertyOf(statusNames, 'asnStatus', asnHeaders.status))
    .$dynamic();
}

/** Whose ASNs the caller may touch: a supplier its own, a buyer those of its buyer companies and plants. */
export function asnScope(scope: DataScope): SQL {
  return ownerCondition(scope, {
    buyerCompanyId: asnHeaders.buyerCompanyId,
    supplierCompanyId: asnHeaders.supplierCompanyId,
    plantCode: asnHeaders.shipToPlantCode,
  });
}

/** A day range (yyyyMMdd, both ends inclusive) on an instant, in the buyer company's time zone. */
function dayRange(column: SQLWrapper, from?: string, to?: string): SQL | undefined {
  return and(
    from
      ? gte(column, sql`(${filterDateToIso(from)}::date)::timestamp at time zone ${asnTimeZone}`)
      : undefined,
    to
      ? lt(column, sql`(${filterDateToIso(to)}::date + 1)::timestamp at time zone ${asnTimeZone}`)
      : undefined,
  );
}

/** Conditions of the ASN history and its download; needs the joins of `selectHeaders`. */
export function asnCondition(filter: AsnFilter, scope: DataScope): SQL | undefined {
  const supplierCodes = confineSupplierCodes(scope, filter.supplierCode ? [filter.supplierCode] : undefined);
  return and(
    asnScope(scope),
    supplierCodes ? inArray(asnSupplier.companyCode, supplierCodes) : undefined,
    filter.asnNo ? eq(asnHeaders.asnNo, filter.asnNo) : undefined,
    filter.companyCode ? eq(asnBuyer.companyCode, filter.companyCode) : undefined,
    filter.status ? eq(asnHeaders.status, filter.status) : undefined,
    filter.shipToPlantCode ? eq(asnHeaders.shipToPlantCode, filter.shipToPlantCode) : undefined,
    filter.uploadDocFlag === 'Y' ? gateChecked(asnHeaders.id) : undefined,
    filter.uploadDocFlag === 'N' ? not(gateChecked(asnHeaders.id)) : undefined,
    dayRange(asnHeaders.dispatchTime, filter.dispatchDateFrom, filter.dispatchDateTo),
    dayRange(asnHeaders.createdAt, filter.createDateFrom, filter.createDateTo),
    dayRange(asnHeaders.planArrivalTime, filter.planArrivalDateFrom, filter.planArrivalDateTo),
    filter.partNo
      ? sql`exists (select 1 from ${asnDetails}
          join ${scheduleDetails} on ${scheduleDetails.id} = ${asnDetails.scheduleDetailId}
          join ${scheduleHeaders} on ${scheduleHeaders.id} = ${scheduleDetails.headerId}
          where ${asnDetails.asnHeaderId} = ${asnHeaders.id} and ${scheduleHeaders.partNo} = ${filter.partNo})`
      : undefined,
  );
}

/** Display fields of the history and the columns they sort by (i18nStatus sorts by status). */
export const ASN_SORT: SortWhitelist = {
  asnNo: asnHeaders.asnNo,
  invoiceNo: asnHeaders.invoiceNo,
  buyerCompanyCode: asnBuyer.companyCode,
  shipToPlantCode: asnHeaders.shipToPlantCode,
  supplierCode: asnSupplier.companyCode,
  supplierName: asnSupplier.companyName,
  i18nStatus: asnHeaders.status,
  createTime: asnHeaders.createdAt,
  dispatchTimeStr: asnHeaders.dispatchTime,
  planArrivalTimeStr: asnHeaders.planArrivalTime,
};

/** Newest first unless sorted; the id keeps pages apart. */
export const ASN_ORDER_KEYS = [descending(asnHeaders.createdAt), descending(asnHeaders.id)];
export const ASN_TIE_BREAKERS = orderSql(ASN_ORDER_KEYS);
