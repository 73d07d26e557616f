import type { PerformanceDocumentsQuery } from '@portal/contract/performance';
import { type SQL, sql } from 'drizzle-orm';
import type { DataScope } from '../../platform/access/data-scope.ts';

/** The asked days, as ISO dates (yyyy-MM-dd). */
export interface DrillDays {
  from: string;
  to: string;
}

/**
 * The buckets of a drill-down as the CTEs `buyer` and `keys(buyer, supplier, day)` that kpi-documents.ts
 * reads: the asked buyer company if it is one of the caller's, and a supplier its own whatever it sent.
 * `onlyDays` narrows the buckets to some of the days (those a page falls on, documents-window.ts).
 */
export function drillKeys(
  query: PerformanceDocumentsQuery,
  scope: DataScope,
  days: DrillDays,
  onlyDays?: readonly string[],
): SQL {
  const buyer = sql`buyer as (
    select b.id from companies b
     where b.company_code = ${query.companyCode} and b.company_type = 'B'
       ${scope.kind === 'buyer' ? sql`and b.id = any(${sql.param(scope.buyerCompanyIds.length ? scope.buyerCompanyIds : [-1])}::bigint[])` : sql``})`;
  const supplier =
    scope.kind === 'supplier'
      ? sql`s.id = ${scope.supplierCompanyId}`
      : query.supplierCode
        ? sql`s.company_code = ${query.supplierCode} and s.company_type = 'S'`
        : null;
  const asked = supplier ? oneSupplierKeys(supplier, days) : everySupplierKeys(days);
  const narrowed = onlyDays ? sql`where day = any(${sql.param([...onlyDays])}::date[])` : sql``;
  return sql`${buyer}, asked_keys as (${asked}), keys as (select * from asked_keys ${narrowed})`;
}

/** One supplier: every asked day, so a document the worker has not summed yet is listed too. */
function oneSupplierKeys(supplier: SQL, { from, to }: DrillDays): SQL {
  return sql`
    select buyer.id as buyer, s.id as supplier, d::date as day
      from buyer
      join companies s on ${supplier}
     cross join generate_series(${from}::date, ${to}::date, interval '1 day') d`;
}

/**
 * All suppliers of the buyer company: the buckets that have a daily row or wait in the queue. These are
 * exactly what the clicked figure sums (the overview sums performance_daily of every supplier, related or
 * not: a relationship made inactive keeps its history) plus what the worker has yet to sum, since every
 * write of a document queues its bucket. Buckets without documents are never probed: ~50 suppliers x 31
 * days costs only the buckets that hold something (read from the primary keys of both tables).
 */
function everySupplierKeys({ from, to }: DrillDays): SQL {
  return sql`
    select p.buyer_company_id as buyer, p.supplier_company_id as supplier, p.day
      from buyer join performance_daily p on p.buyer_company_id = buyer.id
     where p.day between ${from}::date and ${to}::date
    union
    select q.buyer_company_id, q.supplier_company_id, q.day
      from buyer join performance_dirty q on q.buyer_company_id = buyer.id
     where q.day between ${from}::date and ${to}::date`;
}
