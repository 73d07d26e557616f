import type { ReconciliationDownloadQuery, ReconciliationQuery } from '@portal/contract/reconciliation';
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { asnDiscrepancies, asnHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { narrowsPlants } from '../../platform/access/scope-condition.ts';
import { offsetOf, orderBy, type SortWhitelist } from '../../platform/lists/paging.ts';
import {
  buyerCompany,
  buyerTimeZone,
  reconciliationCondition,
  supplierCompany,
} from './reconciliation-filter.ts';

/** A time as the buyer reads it, yyyy-MM-dd HH:mm (text already, so the export's cursor needs no formatting). */
const inBuyerZone = <T extends string | null = string>(column: SQLWrapper) =>
  sql<T>`to_char(${column} at time zone ${buyerTimeZone}, 'YYYY-MM-DD HH24:MI')`;

const SORT: SortWhitelist = {
  asnNo: asnHeaders.asnNo,
  companyCode: buyerCompany.companyCode,
  supplierCode: supplierCompany.companyCode,
  kind: asnDiscrepancies.kind,
  planArrivalTime: asnHeaders.planArrivalTime,
  foundAt: asnDiscrepancies.foundAt,
  resolvedAt: asnDiscrepancies.resolvedAt,
};

/**
 * Newest findings first; the id (ascending, as the found_at indexes hold it) keeps pages apart: a batch's
 * findings share one found_at, and an id order against the index's would sort them all for each page.
 */
const TIE_BREAKERS: SQL[] = [desc(asnDiscrepancies.foundAt), asc(asnDiscrepancies.id)];

export const reconciliationFields = {
  discrepancyId: asnDiscrepancies.id,
  asnHeaderId: asnDiscrepancies.asnHeaderId,
  asnNo: asnHeaders.asnNo,
  companyCode: buyerCompany.companyCode,
  shipToPlantCode: asnHeaders.shipToPlantCode,
  supplierCode: supplierCompany.companyCode,
  supplierName: supplierCompany.companyName,
  asnStatus: asnHeaders.status,
  kind: asnDiscrepancies.kind,
  shippedQty: sql<string>`${asnDiscrepancies.shippedQty}::text`,
  receivedQty: sql<string>`${asnDiscrepancies.receivedQty}::text`,
  lineCount: asnDiscrepancies.lineCount,
  lateDays: asnDiscrepancies.lateDays,
  planArrivalTime: inBuyerZone<string | null>(asnHeaders.planArrivalTime),
  firstGrDateStr: sql<
    string | null
  >`(select min(g.gr_date)::text from goods_receipts g where g.asn_header_id = ${asnDiscrepancies.asnHeaderId} and g.is_write_off = 'N')`,
  foundAt: inBuyerZone(asnDiscrepancies.foundAt),
  resolvedAt: inBuyerZone<string | null>(asnDiscrepancies.resolvedAt),
};

/** The ASN and both companies a discrepancy row is shown and filtered with. */
function withParties<Q extends PgSelect>(query: Q) {
  return query
    .innerJoin(asnHeaders, eq(asnHeaders.id, asnDiscrepancies.asnHeaderId))
    .innerJoin(supplierCompany, eq(supplierCompany.id, asnDiscrepancies.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, asnDiscrepancies.buyerCompanyId));
}

/** The filters need nothing but the discrepancy row (kind, state) and the scope names no plants. */
function countsAlone(query: ReconciliationQuery, scope: DataScope): boolean {
  const joined =
    query.asnNo?.length || query.companyCode || query.planArrivalFromStr || query.planArrivalToStr;
  const codes = scope.kind === 'buyer' && query.supplierCode?.length;
  return !joined && !codes && !narrowsPlants(scope);
}

/**
 * The list's total. Kind and state are on the discrepancy row itself, so the screen's usual totals count
 * its scope index without joining ASNs and companies for every row (a supplier's own code is its scope).
 */
export async function countDiscrepancies(db: Queryable, query: ReconciliationQuery, scope: DataScope) {
  if (countsAlone(query, scope)) {
    const [alone] = await db
      .select({ value: count() })
      .from(asnDiscrepancies)
      .where(
        and(
          scope.kind === 'supplier'
            ? eq(asnDiscrepancies.supplierCompanyId, scope.supplierCompanyId)
            : inArray(
                asnDiscrepancies.buyerCompanyId,
                scope.buyerCompanyIds.length > 0 ? scope.buyerCompanyIds : [-1],
              ),
          query.kind ? eq(asnDiscrepancies.kind, query.kind) : undefined,
          query.state === 'open' ? isNull(asnDiscrepancies.resolvedAt) : undefined,
          query.state === 'resolved' ? isNotNull(asnDiscrepancies.resolvedAt) : undefined,
        ),
      );
    return alone?.value ?? 0;
  }
  const [row] = await withParties(db.select({ value: count() }).from(asnDiscrepancies).$dynamic()).where(
    reconciliationCondition(query, scope),
  );
  return row?.value ?? 0;
}

/** Every discrepancy the filters match, in the list's order (the download reads it through a cursor). */
export function allDiscrepancies(db: Queryable, query: ReconciliationDownloadQuery, scope: DataScope) {
  return withParties(db.select(reconciliationFields).from(asnDiscrepancies).$dynamic())
    .where(reconciliationCondition(query, scope))
    .orderBy(...orderBy(SORT, query, TIE_BREAKERS));
}

/**
 * One page, ids first: the rows an OFFSET skips are read narrow (no ASN fields, no first-receipt lookup for
 * each of them), then the page's own rows are read whole, in the same order.
 */
export async function pageOfDiscrepancies(db: Queryable, query: ReconciliationQuery, scope: DataScope) {
  const order = orderBy(SORT, query, TIE_BREAKERS);
  const page = await withParties(db.select({ id: asnDiscrepancies.id }).from(asnDiscrepancies).$dynamic())
    .where(reconciliationCondition(query, scope))
    .orderBy(...order)
    .limit(query.size)
    .offset(offsetOf(query));
  if (page.length === 0) return [];
  return withParties(db.select(reconciliationFields).from(asnDiscrepancies).$dynamic())
    .where(
      inArray(
        asnDiscrepancies.id,
        page.map((row) => row.id),
      ),
    )
    .orderBy(...order);
}
