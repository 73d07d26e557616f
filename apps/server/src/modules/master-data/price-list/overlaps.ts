import { sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';

export interface PriceKey {
  buyerCompanyId: number;
  partNo: string;
  priceListCode: string;
  effectiveFrom: string;
}

export interface Overlap extends PriceKey {
  /** the other price whose period overlaps, yyyy-MM-dd (to: null when open-ended) */
  otherFrom: string;
  otherTo: string | null;
}

/**
 * The uploaded prices whose effective period overlaps another price of the same company, part and price
 * list code, read after the upload's writes (the overlap constraint is deferred to the commit meanwhile),
 * so the check sees exactly the state the upload would leave: periods it shortened no longer overlap.
 */
export async function overlapsOf(tx: Queryable, keys: PriceKey[]): Promise<Overlap[]> {
  if (keys.length === 0) return [];
  const result = await tx.execute<{
    buyer_company_id: number;
    part_no: string;
    price_list_code: string;
    effective_from: string;
    other_from: string;
    other_to: string | null;
  }>(sql`
    select a.buyer_company_id, a.part_no, a.price_list_code, a.effective_from::text as effective_from,
           b.effective_from::text as other_from, b.effective_to::text as other_to
    from unnest(${sql.param(keys.map((key) => key.buyerCompanyId))}::bigint[],
                ${sql.param(keys.map((key) => key.partNo))}::text[],
                ${sql.param(keys.map((key) => key.priceListCode))}::text[],
                ${sql.param(keys.map((key) => key.effectiveFrom))}::date[])
         as uploaded(buyer_company_id, part_no, price_list_code, effective_from)
    join part_prices a using (buyer_company_id, part_no, price_list_code, effective_from)
    join part_prices b
      on b.buyer_company_id = a.buyer_company_id and b.part_no = a.part_no
     and b.price_list_code = a.price_list_code and b.id <> a.id
     and daterange(b.effective_from, b.effective_to, '[]') && daterange(a.effective_from, a.effective_to, '[]')
    order by a.buyer_company_id, a.part_no, a.price_list_code, a.effective_from, b.effective_from`);
  return result.rows.map((row) => ({
    buyerCompanyId: row.buyer_company_id,
    partNo: row.part_no,
    priceListCode: row.price_list_code,
    effectiveFrom: row.effective_from,
    otherFrom: row.other_from,
    otherTo: row.other_to,
  }));
}

/** Lets one transaction shorten a period and add the next: the overlap check runs at its commit. */
export async function deferOverlapCheck(tx: Queryable): Promise<void> {
  await tx.execute(sql`set constraints part_prices_no_overlap deferred`);
}
