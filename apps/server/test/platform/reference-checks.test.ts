import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

// The uploaded master data checks its references to companies and plants once per statement (migration 0020)
// instead of with foreign keys; a wrong id is refused as the foreign key refused it.
const t = useTestApp();

/** The PostgreSQL error a statement raised (Drizzle wraps the driver's error as `cause`). */
async function refusal(statement: ReturnType<typeof sql>) {
  const error = await t()
    .db.execute(statement)
    .then(
      () => undefined,
      (failed: unknown) => failed,
    );
  const cause = (error as { cause?: { code?: string; constraint?: string } } | undefined)?.cause;
  return cause && { code: cause.code, constraint: cause.constraint };
}

/** A stored part's ids, and ids no company or plant has. */
async function storedPart() {
  const result = await t().db.execute<{ id: number; buyer: number; plant: number; supplier: number }>(
    sql`select id::int, buyer_company_id::int as buyer, plant_id::int as plant, supplier_company_id::int as supplier
        from parts order by id limit 1`,
  );
  const part = result.rows[0];
  if (!part) throw new Error('the demo data has no part');
  return part;
}
const UNKNOWN = 987_654;

describe('references of parts, prices and packagings', () => {
  it('refuses a part naming an unknown plant, buyer or supplier, alone or among good rows', async () => {
    const part = await storedPart();
    const insert = (buyer: number, plant: number, supplier: number, partNo: string) => sql`
      insert into parts (buyer_company_id, plant_id, supplier_company_id, part_no, uom)
      select ${part.buyer}, ${part.plant}, ${part.supplier}, 'REF-GOOD-' || g, 'EA' from generate_series(1, 50) g
      union all select ${buyer}::bigint, ${plant}::bigint, ${supplier}::bigint, ${partNo}, 'EA'`;
    expect(await refusal(insert(part.buyer, UNKNOWN, part.supplier, 'REF-1'))).toEqual({
      code: '23503',
      constraint: 'parts_plant_id_plants_id_fk',
    });
    expect(await refusal(insert(UNKNOWN, part.plant, part.supplier, 'REF-2'))).toEqual({
      code: '23503',
      constraint: 'parts_buyer_company_id_companies_id_fk',
    });
    expect(await refusal(insert(part.buyer, part.plant, UNKNOWN, 'REF-3'))).toEqual({
      code: '23503',
      constraint: 'parts_supplier_company_id_companies_id_fk',
    });
    const kept = await t().db.execute<{ n: number }>(
      sql`select count(*)::int as n from parts where part_no like 'REF-%'`,
    );
    expect(kept.rows[0]?.n).toBe(0);
    expect(await refusal(insert(part.buyer, part.plant, part.supplier, 'REF-4'))).toBeUndefined();
  });

  it('refuses an update or an upsert to an unknown company', async () => {
    const part = await storedPart();
    expect(
      await refusal(sql`update parts set supplier_company_id = ${UNKNOWN} where id = ${part.id}`),
    ).toEqual({
      code: '23503',
      constraint: 'parts_supplier_company_id_companies_id_fk',
    });
    expect(
      await refusal(sql`
        insert into part_prices (buyer_company_id, supplier_company_id, part_no, price_list_code, unit_price,
          currency, uom, effective_from)
        values (${UNKNOWN}, ${part.supplier}, 'REF-P', 'REF-LIST', 1, 'USD', 'EA', '2030-01-01')`),
    ).toEqual({ code: '23503', constraint: 'part_prices_buyer_company_id_companies_id_fk' });
    expect(
      await refusal(sql`
        insert into packagings (buyer_company_id, supplier_company_id, packaging_no, part_no, qty_per_package)
        values (${part.buyer}, ${UNKNOWN}, 'REF-K', 'REF-P', 1)`),
    ).toEqual({ code: '23503', constraint: 'packagings_supplier_company_id_companies_id_fk' });
  });

  it('refuses deleting a company or a plant that parts still name', async () => {
    const part = await storedPart();
    expect(await refusal(sql`delete from plants where id = ${part.plant}`)).toEqual({
      code: '23503',
      constraint: 'parts_plant_id_plants_id_fk',
    });
    // other tables' foreign keys may refuse it first: any foreign key violation keeps the company
    expect((await refusal(sql`delete from companies where id = ${part.supplier}`))?.code).toBe('23503');
    const left = await t().db.execute<{ n: number }>(
      sql`select count(*)::int as n from plants where id = ${part.plant}`,
    );
    expect(left.rows[0]?.n).toBe(1);
  });
});
