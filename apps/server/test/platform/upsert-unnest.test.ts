import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type PriceValues, upsertPrices } from '../../src/modules/master-data/price-list/repo.ts';
import { useTestApp } from '../helpers/test-app.ts';

// upsertUnnest sends a column as an array literal built from its JSON when that reads alike, else as JSON
// taken apart by the statement: either way every value must arrive as it was sent.
const t = useTestApp();

/** Texts an array literal quotes, escapes or reads as NULL when written carelessly. */
const TRICKY = [
  'a "quoted" word',
  'back\\slash and \\" both',
  'NULL',
  'null',
  '',
  '  spaced  ',
  '{braces}, commas',
  "it's",
  'ราคา 価格 😀',
  null,
];

async function buyerAndSupplier() {
  const result = await t().db.execute<{ buyer: number; supplier: number }>(
    sql`select buyer_company_id::int as buyer, supplier_company_id::int as supplier
        from buyer_supplier_relationships order by buyer_company_id, supplier_company_id limit 1`,
  );
  const pair = result.rows[0];
  if (!pair) throw new Error('the demo data has no buyer and supplier');
  return pair;
}

/** The descriptions stored by one upsert of a price per text, read back in the order sent. */
async function roundTrip(descriptions: Array<string | null>): Promise<Array<string | null>> {
  const { buyer, supplier } = await buyerAndSupplier();
  const values: PriceValues[] = descriptions.map((partDesc, index) => ({
    buyerCompanyId: buyer,
    supplierCompanyId: supplier,
    partNo: `UNNEST-${String(index).padStart(3, '0')}`,
    partDesc,
    priceListCode: 'UNNEST',
    unitPrice: '1.250000',
    currency: 'USD',
    uom: 'EA',
    effectiveFrom: '2025-01-01',
    effectiveTo: null,
    createdBy: 'test',
    updatedBy: 'test',
  }));
  expect(await upsertPrices(t().db, values)).toEqual({ inserted: descriptions.length, updated: 0 });
  const stored = await t().db.execute<{ part_desc: string | null; unit_price: string }>(
    sql`select part_desc, unit_price from part_prices where price_list_code = 'UNNEST' order by part_no`,
  );
  await t().db.execute(sql`delete from part_prices where price_list_code = 'UNNEST'`);
  expect(stored.rows.every((row) => row.unit_price === '1.250000')).toBe(true);
  return stored.rows.map((row) => row.part_desc);
}

describe('upsertUnnest', () => {
  it('stores texts with quotes, backslashes, braces and the word NULL as sent, sent as an array literal', async () => {
    expect(await roundTrip(TRICKY)).toEqual(TRICKY);
  });

  it('stores them as sent beside a text that only JSON carries (a line break)', async () => {
    const withLineBreak = [...TRICKY, 'two\nlines\ttabbed'];
    expect(await roundTrip(withLineBreak)).toEqual(withLineBreak);
  });
});
