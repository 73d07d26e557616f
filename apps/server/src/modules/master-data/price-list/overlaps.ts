import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';

/** A period an uploaded row asks for, with the row it comes from. */
export interface UploadedPeriod {
  rowNumber: number;
  buyerCompanyId: number;
  partNo: string;
  priceListCode: string;
  /** yyyy-MM-dd */
  effectiveFrom: string;
  /** yyyy-MM-dd, null when open-ended */
  effectiveTo: string | null;
}

/** An uploaded row's period overlapping another one: a stored period (otherRow null) or an earlier row's. */
export interface Overlap {
  rowNumber: number;
  otherRow: number | null;
  otherFrom: string;
  otherTo: string | null;
}

const column = <T>(periods: UploadedPeriod[], pick: (period: UploadedPeriod) => T) =>
  sql.param(periods.map(pick));

/**
 * Every overlap the upload would leave (asked once the database's trigger has refused the write and it is
 * rolled back, to name the rows), in one query with one array parameter per column: the file's periods against each other and against the stored periods of the same
 * company, part and price list code that the file does not replace (a row with a stored start date updates
 * that period, e.g. closes it). An overlap between two rows is answered once, on the later row.
 */
export async function overlapsOf(tx: Queryable, periods: UploadedPeriod[]): Promise<Overlap[]> {
  if (periods.length === 0) return [];
  const result = await tx.execute<{
    row_number: number;
    other_row: number | null;
    other_from: string;
    other_to: string | null;
  }>(sql`
    with file as materialized (
      select * from unnest(${column(periods, (period) => period.rowNumber)}::int[],
                           ${column(periods, (period) => period.buyerCompanyId)}::bigint[],
                           ${column(periods, (period) => period.partNo)}::text[],
                           ${column(periods, (period) => period.priceListCode)}::text[],
                           ${column(periods, (period) => period.effectiveFrom)}::date[],
                           ${column(periods, (period) => period.effectiveTo)}::date[])
        as f(row_number, buyer_company_id, part_no, price_list_code, effective_from, effective_to)),
    stored as (
      select null::int as row_number, p.buyer_company_id, p.part_no, p.price_list_code, p.effective_from,
             p.effective_to
      from (select distinct buyer_company_id, part_no, price_list_code from file) touched
      cross join lateral (
        select * from part_prices p
        where p.buyer_company_id = touched.buyer_company_id and p.part_no = touched.part_no
          and p.price_list_code = touched.price_list_code) p
      left join file replaced
        on replaced.buyer_company_id = p.buyer_company_id and replaced.part_no = p.part_no
       and replaced.price_list_code = p.price_list_code and replaced.effective_from = p.effective_from
      where replaced.row_number is null),
    after_upload as (select * from file union all select * from stored)
    select a.row_number, b.row_number as other_row, b.effective_from::text as other_from,
           b.effective_to::text as other_to
    from file a
    join after_upload b
      on b.buyer_company_id = a.buyer_company_id and b.part_no = a.part_no
     and b.price_list_code = a.price_list_code
     and b.effective_from <= coalesce(a.effective_to, 'infinity')
     and a.effective_from <= coalesce(b.effective_to, 'infinity')
     and (b.row_number is null or b.row_number < a.row_number)
    order by a.row_number, b.effective_from`);
  return result.rows.map((row) => ({
    rowNumber: row.row_number,
    otherRow: row.other_row,
    otherFrom: row.other_from,
    otherTo: row.other_to,
  }));
}
