import { asnEndpoints } from '@portal/contract/asn';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectColdPagesAsOffset, offsetIdsOf } from '../helpers/cold-pages.ts';
import { arrangeCountedPairs, expectKeptAsCounted, type KeptCountTables } from '../helpers/kept-counts.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * The ASN history's kept counts (asn_counts, asn_day_counts by UTC day of creation) against the ASNs
 * themselves after every kind of write; the unfiltered total read from them; deep pages jumped to cold read
 * from the day holding them, answering what OFFSET does.
 */
const t = useTestApp();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const SIZE = 20;

/** ASNs of a pair, `perDay` a day for `days` days back from 2026-03-31 (UTC), numbered by `prefix`. */
async function insertAsns(buyer: string, supplier: string, prefix: string, days: number, perDay: number) {
  await t().db.execute(sql`
    insert into asn_headers (asn_no, buyer_company_id, ship_to_plant_code, supplier_company_id, status, created_at)
    select ${prefix} || '-' || day || '-' || n, ${ids[buyer]}, 'AP1', ${ids[supplier]}, 'Submitted',
           timestamptz '2026-03-31 23:30:00+00' - day * interval '1 day' - n * interval '7 minutes'
      from generate_series(0, ${days - 1}) as day, generate_series(1, ${perDay}) as n`);
}

/** The kept counts of this file's companies against the ASNs counted, per pair and per pair and day. */
const ASN_COUNTS: KeptCountTables = {
  counts: { table: 'asn_counts', column: 'asns' },
  dayCounts: { table: 'asn_day_counts', column: 'asns', day: 'created_on' },
  rows: { table: 'asn_headers', day: sql`(created_at at time zone 'UTC')::date` },
};
const expectExact = () => expectKeptAsCounted(t().db, ASN_COUNTS, [ids.AB1 ?? 0, ids.AB2 ?? 0]);

async function page(userCode: string, body: Record<string, unknown>) {
  const reply = await t().call(asnEndpoints.queryAsnList, { token: tokens[userCode], body });
  if (reply.code !== 200 || !reply.data) throw new Error(`queryAsnList: ${reply.code} ${reply.msg}`);
  return reply.data;
}

beforeAll(async () => {
  const pairs = await arrangeCountedPairs(t(), 'A', { buyer: 'ac.b1', supplier: 'ac.s1' });
  Object.assign(ids, pairs.ids);
  Object.assign(tokens, pairs.tokens);
});

describe('kept ASN counts', () => {
  it('follow every insert, update and delete of ASNs, per pair and per day of creation', async () => {
    const { db } = t();
    await insertAsns('AB1', 'AS1', 'K1', 3, 2);
    await insertAsns('AB2', 'AS1', 'K2', 2, 1);
    await expectExact();
    // a status change moves nothing; a supplier or a creation instant corrected moves the ASN
    await db.execute(sql`update asn_headers set status = 'Success' where asn_no like 'K1-%'`);
    await db.execute(sql`update asn_headers set supplier_company_id = ${ids.AS2} where asn_no = 'K1-0-1'`);
    await db.execute(
      sql`update asn_headers set created_at = created_at - interval '3 days' where asn_no = 'K1-1-1'`,
    );
    await db.execute(sql`delete from asn_headers where asn_no like 'K2-%'`);
    await expectExact();
    expect((await page('ac.b1', { pageNo: 1, size: 5 })).total).toBe(6);
    expect((await page('ac.s1', { pageNo: 1, size: 5 })).total).toBe(5);
    expect((await page('ac.b1', { pageNo: 1, size: 5, asnNo: 'K1-0-1' })).total).toBe(1);
  });

  it('are where the unfiltered total comes from: no ASN is counted for it', async () => {
    const { db } = t();
    const pair = sql`buyer_company_id = ${ids.AB1} and supplier_company_id = ${ids.AS1}`;
    // a kept count off by 100 shows in the unfiltered total (once a write makes the list count again)
    await db.execute(sql`update asn_counts set asns = asns + 100 where ${pair}`);
    try {
      await insertAsns('AB1', 'AS1', 'K3', 1, 1);
      expect((await page('ac.s1', { pageNo: 1, size: 5 })).total).toBe(106);
      expect((await page('ac.s1', { pageNo: 1, size: 5, status: 'Submitted' })).total).toBe(1);
    } finally {
      await db.execute(sql`update asn_counts set asns = asns - 100 where ${pair}`);
    }
    await db.execute(sql`delete from asn_headers where asn_no like 'K%'`);
    await expectExact();
  });
});

describe('deep pages of the ASN history jumped to cold', () => {
  const scopes = () => ({
    'ac.b1': sql`buyer_company_id = ${ids.AB1}`,
    'ac.s1': sql`supplier_company_id = ${ids.AS1}`,
  });

  /** the history's default order, and sorted by ASN number (no counts of its own: a key seek) */
  const newest = { name: 'newest first', sort: {}, order: sql`created_at desc, id desc` };
  const byAsnNo = {
    name: 'by ASN number',
    sort: { sortName: 'asnNo', sort: 'DESC' as const },
    order: sql`asn_no desc, created_at desc, id desc`,
  };

  beforeAll(async () => {
    // 150 days of 20 ASNs a pair (the last of a day 23:30 UTC, a day boundary in every time zone's evening)
    await insertAsns('AB1', 'AS1', 'D1', 150, 20);
    await insertAsns('AB1', 'AS2', 'D2', 150, 20);
    await insertAsns('AB2', 'AS1', 'D3', 150, 20);
    await expectExact();
  });

  for (const [userCode, { name, sort, order }] of [
    ['ac.b1', newest],
    ['ac.s1', newest],
    ['ac.b1', byAsnNo],
  ] as const) {
    it(`answer what OFFSET does on pages far from both ends, ${name}, as ${userCode}`, async () => {
      const scope = scopes()[userCode];
      await expectColdPagesAsOffset({
        rows: 2 * 150 * 20,
        size: SIZE,
        write: () => t().db.execute(sql`update asn_headers set status = status where asn_no = 'D1-0-1'`),
        page: async (pageNo) => {
          const reply = await page(userCode, { pageNo, size: SIZE, ...sort });
          return { ids: reply.records.map((row) => row.asnHeaderId), total: reply.total };
        },
        byOffset: offsetIdsOf(t().db, 'asn_headers', scope, order, SIZE),
        step: 3,
      });
    });
  }
});
