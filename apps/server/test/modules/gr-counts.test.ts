import { grEndpoints } from '@portal/contract/gr';
import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsReceipts } from '../../src/db/schema/index.ts';
import { NEAR_START_ROWS } from '../../src/platform/lists/page-window.ts';
import { expectColdPagesAsOffset, offsetIdsOf } from '../helpers/cold-pages.ts';
import {
  arrangeCountedPairs,
  type KeptCountTables,
  keptAndCounted as keptAndCountedIn,
} from '../helpers/kept-counts.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

/** Receipt lines of one buyer from one supplier, written directly as the ERP intake would. */
function receipts(buyer: string, supplier: string, grNo: string, lines: number) {
  return Array.from({ length: lines }, (_, index) => ({
    buyerCompanyId: ids[buyer] ?? 0,
    supplierCompanyId: ids[supplier] ?? 0,
    shipToPlantCode: 'CP1',
    grNo,
    grLineNo: String(index + 1),
    orderNo: `PO-${grNo}`,
    poLineNo: String(index + 1),
    partNo: `P-${index}`,
    qty: '1',
    poUom: 'PCS',
    currency: 'CNY',
    grUnitPrice: '1',
    amount: '1',
    grDate: '2026-04-01',
    contentHash: `${grNo}-${index}`,
  }));
}

const RECEIPT_COUNTS: KeptCountTables = {
  counts: { table: 'goods_receipt_counts', column: 'receipts' },
  dayCounts: { table: 'goods_receipt_day_counts', column: 'receipts', day: 'gr_date' },
  rows: { table: 'goods_receipts', day: sql`gr_date` },
};

/** The kept counts of this file's companies against the receipts themselves (the day counts must agree too). */
async function keptAndCounted() {
  const state = await keptAndCountedIn(t().db, RECEIPT_COUNTS, [ids.CB1 ?? 0, ids.CB2 ?? 0]);
  expect(state.keptByDay).toEqual(state.countedByDay);
  return state;
}

async function total(userCode: string, body: Record<string, unknown> = {}) {
  const reply = await t().call(grEndpoints.queryGr, {
    token: tokens[userCode],
    body: { pageNo: 1, size: 5, ...body },
  });
  if (reply.code !== 200 || !reply.data) throw new Error(`queryGr: ${reply.code} ${reply.msg}`);
  return reply.data.total;
}

beforeAll(async () => {
  const pairs = await arrangeCountedPairs(t(), 'C', { buyer: 'cnt.b1', supplier: 'cnt.s1' });
  Object.assign(ids, pairs.ids);
  Object.assign(tokens, pairs.tokens);
});

describe('kept receipt counts (the GR list total without filters)', () => {
  it('follow every insert, update, delete and upsert of receipts, statement by statement', async () => {
    const { db } = t();
    await db
      .insert(goodsReceipts)
      .values([...receipts('CB1', 'CS1', 'C-1', 3), ...receipts('CB1', 'CS2', 'C-2', 2)]);
    await db.insert(goodsReceipts).values(receipts('CB2', 'CS1', 'C-3', 4));
    let state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);
    expect(state.counted.map((row) => row.n)).toEqual([3, 2, 4]);

    // invoicing moves no receipt between pairs; a correction moving one to another supplier does
    await db.update(goodsReceipts).set({ isInvoiced: 'Y' }).where(eq(goodsReceipts.grNo, 'C-1'));
    await db
      .update(goodsReceipts)
      .set({ supplierCompanyId: ids.CS2 })
      .where(sql`${goodsReceipts.grNo} = 'C-1' and ${goodsReceipts.grLineNo} = '1'`);
    // a receipt date corrected moves the receipts to that day
    await db.update(goodsReceipts).set({ grDate: '2026-04-02' }).where(eq(goodsReceipts.grNo, 'C-2'));
    await db.delete(goodsReceipts).where(eq(goodsReceipts.grNo, 'C-3'));
    // a redelivery: one line again (updated), one new
    await db
      .insert(goodsReceipts)
      .values(receipts('CB1', 'CS1', 'C-1', 4).slice(2))
      .onConflictDoUpdate({
        target: [goodsReceipts.buyerCompanyId, goodsReceipts.grNo, goodsReceipts.grLineNo],
        set: { qty: '2' },
      });
    state = await keptAndCounted();
    expect(state.kept).toEqual(state.counted);
    expect(state.counted.map((row) => row.n)).toEqual([3, 3]);
  });

  it('give the unfiltered list its total, and a filtered list counts', async () => {
    const { db } = t();
    expect(await total('cnt.b1')).toBe(6);
    expect(await total('cnt.s1')).toBe(3);
    expect(await total('cnt.b1', { grNo: ['C-2'] })).toBe(2);
    await db.insert(goodsReceipts).values(receipts('CB1', 'CS1', 'C-4', 2));
    expect(await total('cnt.b1')).toBe(8);
    expect(await total('cnt.s1')).toBe(5);
    await db.delete(goodsReceipts).where(inArray(goodsReceipts.grNo, ['C-4', 'C-2']));
    expect(await total('cnt.b1')).toBe(4);
    expect(await total('cnt.b1', { grNo: ['C-2'] })).toBe(0);
  });

  it('are where the unfiltered total comes from: no receipt is counted for it', async () => {
    const { db } = t();
    const pair = sql`buyer_company_id = ${ids.CB1} and supplier_company_id = ${ids.CS1}`;
    // a kept count off by 100 shows in the unfiltered total (once a write makes the list count again)
    await db.execute(sql`update goods_receipt_counts set receipts = receipts + 100 where ${pair}`);
    try {
      await db.insert(goodsReceipts).values(receipts('CB1', 'CS1', 'C-5', 1));
      expect(await total('cnt.s1')).toBe(104);
      expect(await total('cnt.s1', { grNo: ['C-5'] })).toBe(1);
    } finally {
      await db.execute(sql`update goods_receipt_counts set receipts = receipts - 100 where ${pair}`);
    }
  });
});

describe('deep pages of the GR list jumped to cold', () => {
  const SIZE = 20;
  const scopes = () => ({
    'cnt.b1': sql`buyer_company_id = ${ids.CB1}`,
    'cnt.s1': sql`supplier_company_id = ${ids.CS1}`,
  });

  /** the list's default order, and sorted by part number (a list with no counts of its own: a key seek) */
  const newest = { name: 'newest first', sort: {}, order: sql`gr_date desc, gr_no, id` };
  const byPart = {
    name: 'by part number',
    sort: { sortName: 'partNo', sort: 'DESC' as const },
    order: sql`part_no desc, gr_date desc, gr_no, id`,
  };

  beforeAll(async () => {
    // 200 receipt dates, 1 to 3 receipts a day per pair, 5 to 9 lines each
    await t().db.execute(sql`
      insert into goods_receipts (buyer_company_id, supplier_company_id, ship_to_plant_code, gr_no, gr_line_no,
                                  order_no, po_line_no, part_no, qty, po_uom, currency, gr_unit_price, amount,
                                  gr_date, content_hash)
      select pair.buyer, pair.supplier, 'CP1', 'D-' || pair.supplier || '-' || day || '-' || n, line::text,
             'PO-D', line::text, 'P-D', 1, 'PCS', 'CNY', 1, 1, date '2025-01-01' + day, 'd' || day || n || line
        from (values (${ids.CB1}::bigint, ${ids.CS1}::bigint), (${ids.CB1}, ${ids.CS2}),
                     (${ids.CB2}, ${ids.CS1})) as pair(buyer, supplier),
             generate_series(0, 199) as day, generate_series(1, 3) as n, generate_series(1, 9) as line
       where n <= 1 + (day + pair.supplier::int) % 3 and line <= 5 + (day + n) % 5`);
  });

  for (const [userCode, { name, sort, order }] of [
    ['cnt.b1', newest],
    ['cnt.s1', newest],
    ['cnt.b1', byPart],
  ] as const) {
    it(`answer what OFFSET does on every page far from both ends, ${name}, as ${userCode}`, async () => {
      const scope = scopes()[userCode];
      const total = await t().db.execute<{ n: number }>(
        sql`select count(*)::int as n from goods_receipts where ${scope}`,
      );
      const rows = total.rows[0]?.n ?? 0;
      expect(rows).toBeGreaterThan(2 * NEAR_START_ROWS + 50 * SIZE);
      await expectColdPagesAsOffset({
        rows,
        size: SIZE,
        write: () =>
          t().db.execute(
            sql`update goods_receipts set qty = qty where id = (select min(id) from goods_receipts)`,
          ),
        page: async (pageNo) => {
          const reply = await t().call(grEndpoints.queryGr, {
            token: tokens[userCode],
            body: { pageNo, size: SIZE, ...sort },
          });
          return { ids: reply.data?.records.map((row) => row.grId), total: reply.data?.total };
        },
        byOffset: offsetIdsOf(t().db, 'goods_receipts', scope, order, SIZE),
        step: 3,
      });
    });
  }
});
