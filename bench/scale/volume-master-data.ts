// Master data at plant volumes: for every active buyer-supplier pair, PARTS_PER_PAIR parts at every plant of
// the buyer (the bench schedules' part numbers among them) and a price list of the supplier with five periods
// per part. Set-based; the price periods never overlap (part_prices_no_overlap).
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../apps/server/src/db/client.ts';
import {
  benchUnitPrice,
  homeCurrency,
  PRICE_BASE_DAYS,
  PRICE_PERIOD_DAYS,
  PRICE_PERIODS,
} from './volume-prices.ts';

export const PARTS_PER_PAIR = 1000;

export async function generateParts(db: Queryable): Promise<number> {
  const result = await db.execute(sql`
    insert into parts
      (buyer_company_id, plant_id, supplier_company_id, part_no, part_description, uom, version_no, lot_size_qty,
       model, planner, created_by, updated_by)
    select rel.buyer_company_id, pl.id, rel.supplier_company_id,
           'BP-' || s.company_code || '-' || lpad(n::text, 5, '0'), 'Bench part ' || n, 'PC', 'A',
           (20 * (1 + n % 10))::numeric, 'Model ' || (n % 7), 'Planner ' || (n % 5), 'bench', 'bench'
      from buyer_supplier_relationships rel
      join companies s on s.id = rel.supplier_company_id
      join plants pl on pl.company_id = rel.buyer_company_id
     cross join generate_series(1, ${PARTS_PER_PAIR}::int) n
     where rel.status = 'A'
    on conflict do nothing`);
  await db.execute(sql`analyze parts`);
  return result.rowCount ?? 0;
}

export async function generatePrices(db: Queryable): Promise<number> {
  const n = sql.raw('n');
  const period = sql.raw('p');
  const result = await db.execute(sql`
    insert into part_prices
      (buyer_company_id, supplier_company_id, part_no, part_desc, price_list_code, unit_price, currency, uom,
       effective_from, effective_to, created_by, updated_by)
    select rel.buyer_company_id, rel.supplier_company_id, 'BP-' || s.company_code || '-' || lpad(n::text, 5, '0'),
           'Bench part ' || n, 'PL' || s.company_code, ${benchUnitPrice(n, period)}, ${homeCurrency(sql.raw('b.company_code'))},
           'PC', current_date - ${PRICE_BASE_DAYS}::int + p * ${PRICE_PERIOD_DAYS}::int,
           case when p < ${PRICE_PERIODS - 1} then current_date - ${PRICE_BASE_DAYS}::int + (p + 1) * ${PRICE_PERIOD_DAYS}::int - 1 end,
           'bench', 'bench'
      from buyer_supplier_relationships rel
      join companies s on s.id = rel.supplier_company_id
      join companies b on b.id = rel.buyer_company_id
     cross join generate_series(1, ${PARTS_PER_PAIR}::int) n
     cross join generate_series(0, ${PRICE_PERIODS - 1}::int) p
     where rel.status = 'A'`);
  await db.execute(sql`analyze part_prices`);
  return result.rowCount ?? 0;
}
