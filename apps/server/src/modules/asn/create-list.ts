import type { AsnCreateQuery, AsnCreateRow } from '@portal/contract/asn';
import type { RecordsPage } from '@portal/contract/common';
import { and, count, eq, gt, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scheduleDetails, scheduleHeaders } from '../../db/schema/index.ts';
import { confineSupplierCodes, type DataScope } from '../../platform/access/data-scope.ts';
import { filterDateToIso } from '../../platform/dates.ts';
import { countKey, rememberedCount } from '../../platform/lists/count-memo.ts';
import { containsPattern } from '../../platform/lists/like.ts';
import { readPage } from '../../platform/lists/page-window.ts';
import { pageCount, type SortWhitelist } from '../../platform/lists/paging.ts';
import { ascending, orderSql, sortKeys } from '../../platform/lists/sort-keys.ts';
import { buyerCompany, scopeCondition, supplierCompany } from '../schedule/schedule-filter.ts';

const CREATE_SORT: SortWhitelist = {
  orderNo: scheduleHeaders.orderNo,
  lineNo: scheduleHeaders.lineNo,
  partNo: scheduleHeaders.partNo,
  partDesc: scheduleHeaders.partDesc,
  deliveryDateStr: scheduleDetails.deliveryDate,
  requestQty: scheduleDetails.requestQty,
  asnQty: scheduleDetails.asnQty,
  unshippedQty: scheduleDetails.unshippedQty,
  supplierCode: supplierCompany.companyCode,
  shipToPlant: scheduleHeaders.shipToPlant,
  model: scheduleHeaders.model,
};

/** Earliest delivery first: what is due ships first. */
const TIE_BREAKERS = [
  ascending(scheduleDetails.deliveryDate),
  ascending(scheduleDetails.deliveryTime),
  ascending(scheduleDetails.id),
];

const fields = {
  deliveryScheduleDetailId: scheduleDetails.id,
  buyerCompanyCode: buyerCompany.companyCode,
  shipToPlant: scheduleHeaders.shipToPlant,
  supplierCode: supplierCompany.companyCode,
  orderNo: scheduleHeaders.orderNo,
  lineNo: scheduleHeaders.lineNo,
  partNo: scheduleHeaders.partNo,
  partDesc: scheduleHeaders.partDesc,
  model: scheduleHeaders.model,
  deliveryDateStr: sql<string>`${scheduleDetails.deliveryDate}::text`,
  deliveryTimeStr: scheduleDetails.deliveryTime,
  timeZone: buyerCompany.timeZone,
  requestQty: scheduleDetails.requestQty,
  reference: scheduleDetails.reference,
  asnQty: scheduleDetails.asnQty,
  unshippedQty: sql<string>`${scheduleDetails.unshippedQty}`,
  unit: sql<string>`coalesce(${scheduleHeaders.unit}, '')`,
  priorSchedule: sql<string | null>`null`,
};

/** Lines of latest releases with quantity left to ship, inside the caller's scope and the filters. */
function createCondition(query: AsnCreateQuery, scope: DataScope): SQL | undefined {
  const supplierCodes = confineSupplierCodes(scope, query.supplierCode ? [query.supplierCode] : undefined);
  return and(
    scopeCondition(scope),
    eq(scheduleHeaders.isLatest, 'Y'),
    gt(scheduleDetails.unshippedQty, '0'),
    query.demandDateFrom
      ? gte(scheduleDetails.deliveryDate, filterDateToIso(query.demandDateFrom))
      : undefined,
    query.demandDateTo ? lte(scheduleDetails.deliveryDate, filterDateToIso(query.demandDateTo)) : undefined,
    query.orderNo ? eq(scheduleHeaders.orderNo, query.orderNo) : undefined,
    query.partNo ? eq(scheduleHeaders.partNo, query.partNo) : undefined,
    query.partDesc ? ilike(scheduleHeaders.partDesc, containsPattern(query.partDesc)) : undefined,
    query.type ? sql`${scheduleDetails.scheduleType} = ${query.type}` : undefined,
    query.model ? ilike(scheduleHeaders.model, containsPattern(query.model)) : undefined,
    query.companyCode ? eq(buyerCompany.companyCode, query.companyCode) : undefined,
    query.shipToPlant ? eq(scheduleHeaders.shipToPlant, query.shipToPlant) : undefined,
    supplierCodes ? inArray(supplierCompany.companyCode, supplierCodes) : undefined,
  );
}

/** queryCreateList: a page of the schedule lines an ASN can be created from. */
export async function createListPage(
  db: Queryable,
  query: AsnCreateQuery,
  scope: DataScope,
): Promise<RecordsPage<AsnCreateRow>> {
  const condition = createCondition(query, scope);
  const keys = sortKeys(CREATE_SORT, query, TIE_BREAKERS);
  const { rows, total } = await readPage(
    query,
    () =>
      rememberedCount(
        db,
        countKey('asn creation lines', query, scope),
        ['delivery_schedule_headers', 'delivery_schedule_details', 'companies'],
        async (snapshot) => {
          const [row] = await snapshot
            .select({ value: count() })
            .from(scheduleDetails)
            .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
            .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
            .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
            .where(condition);
          return row?.value ?? 0;
        },
      ),
    // the page's ids first, then their rows
    (window) => {
      const ids = db
        .select({ id: scheduleDetails.id })
        .from(scheduleDetails)
        .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
        .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
        .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
        .where(condition)
        .orderBy(...orderSql(keys, window.reversed))
        .limit(window.limit)
        .offset(window.offset);
      return db
        .select(fields)
        .from(scheduleDetails)
        .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
        .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
        .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
        .where(inArray(scheduleDetails.id, ids))
        .orderBy(...orderSql(keys, window.reversed));
    },
  );
  return { records: rows, total, pages: pageCount(total, query.size) };
}
