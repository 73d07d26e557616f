import { securityCheckEndpoints } from '@portal/contract/security-check';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectColdPagesAsOffset, offsetIdsOf } from '../helpers/cold-pages.ts';
import { arrangeCountedPairs, expectKeptAsCounted, type KeptCountTables } from '../helpers/kept-counts.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * The gate list's kept counts (security_check_counts, security_check_day_counts by gate date) against the
 * entries themselves after every kind of write; the unfiltered total read from them; deep pages jumped to cold
 * read from the day holding them, answering what OFFSET does.
 */
const t = useTestApp();
const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};
const SIZE = 20;

/** Gate entries of a pair, `perDay` a day for `days` days back from 2026-03-31, numbered by `prefix`. */
async function insertChecks(buyer: string, supplier: string, prefix: string, days: number, perDay: number) {
  await t().db.execute(sql`
    insert into security_checks (gate_entry_sr_no, asn_no, buyer_company_id, ship_to_plant_code, supplier_company_id,
                                 sc_date, time_in)
    select ${prefix} || '-' || day || '-' || n, 'ASN-' || ${prefix} || '-' || day || '-' || n, ${ids[buyer]}, 'GP1',
           ${ids[supplier]}, date '2026-03-31' - day, timestamptz '2026-03-31 08:00:00+00' - day * interval '1 day'
      from generate_series(0, ${days - 1}) as day, generate_series(1, ${perDay}) as n`);
}

/** The kept counts of this file's companies against the entries counted, per pair and per pair and day. */
const GATE_COUNTS: KeptCountTables = {
  counts: { table: 'security_check_counts', column: 'checks' },
  dayCounts: { table: 'security_check_day_counts', column: 'checks', day: 'sc_date' },
  rows: { table: 'security_checks', day: sql`sc_date` },
};
const expectExact = () => expectKeptAsCounted(t().db, GATE_COUNTS, [ids.GB1 ?? 0, ids.GB2 ?? 0]);

async function page(userCode: string, body: Record<string, unknown>) {
  const reply = await t().call(securityCheckEndpoints.query, { token: tokens[userCode], body });
  if (reply.code !== 200 || !reply.data) throw new Error(`gate query: ${reply.code} ${reply.msg}`);
  return reply.data;
}

beforeAll(async () => {
  const pairs = await arrangeCountedPairs(t(), 'G', { buyer: 'gc.b1', supplier: 'gc.s1' });
  Object.assign(ids, pairs.ids);
  Object.assign(tokens, pairs.tokens);
});

describe('kept gate entry counts', () => {
  it('follow every insert, update and delete of entries, per pair and per gate date', async () => {
    const { db } = t();
    await insertChecks('GB1', 'GS1', 'K1', 3, 2);
    await insertChecks('GB2', 'GS1', 'K2', 2, 1);
    await expectExact();
    // linking an invoice moves nothing; a supplier or a gate date corrected moves the entry
    await db.execute(sql`update security_checks set linked_to_inv = 'Y' where gate_entry_sr_no like 'K1-%'`);
    await db.execute(
      sql`update security_checks set supplier_company_id = ${ids.GS2} where gate_entry_sr_no = 'K1-0-1'`,
    );
    await db.execute(sql`update security_checks set sc_date = sc_date - 3 where gate_entry_sr_no = 'K1-1-1'`);
    await db.execute(sql`delete from security_checks where gate_entry_sr_no like 'K2-%'`);
    await expectExact();
    expect((await page('gc.b1', { pageNo: 1, size: 5 })).total).toBe(6);
    expect((await page('gc.s1', { pageNo: 1, size: 5 })).total).toBe(5);
    expect((await page('gc.b1', { pageNo: 1, size: 5, gateEntrySrNo: 'K1-0-1' })).total).toBe(1);
  });

  it('are where the unfiltered total comes from: no entry is counted for it', async () => {
    const { db } = t();
    const pair = sql`buyer_company_id = ${ids.GB1} and supplier_company_id = ${ids.GS1}`;
    // a kept count off by 100 shows in the unfiltered total (once a write makes the list count again)
    await db.execute(sql`update security_check_counts set checks = checks + 100 where ${pair}`);
    try {
      await insertChecks('GB1', 'GS1', 'K3', 1, 1);
      expect((await page('gc.s1', { pageNo: 1, size: 5 })).total).toBe(106);
      expect((await page('gc.s1', { pageNo: 1, size: 5, linkedToInv: 'N' })).total).toBe(1);
    } finally {
      await db.execute(sql`update security_check_counts set checks = checks - 100 where ${pair}`);
    }
    await db.execute(sql`delete from security_checks where gate_entry_sr_no like 'K%'`);
    await expectExact();
  });
});

describe('deep pages of the gate list jumped to cold', () => {
  const scopes = () => ({
    'gc.b1': sql`buyer_company_id = ${ids.GB1}`,
    'gc.s1': sql`supplier_company_id = ${ids.GS1}`,
  });

  /** the list's default order, and sorted by ASN number (no counts of its own: a key seek) */
  const newest = { name: 'newest first', sort: {}, order: sql`sc_date desc, id desc` };
  const byAsnNo = {
    name: 'by ASN number',
    sort: { sortName: 'asnNo', sort: 'ASC' as const },
    order: sql`asn_no, sc_date desc, id desc`,
  };

  beforeAll(async () => {
    // 150 days of 20 entries a pair
    await insertChecks('GB1', 'GS1', 'D1', 150, 20);
    await insertChecks('GB1', 'GS2', 'D2', 150, 20);
    await insertChecks('GB2', 'GS1', 'D3', 150, 20);
    await expectExact();
  });

  for (const [userCode, { name, sort, order }] of [
    ['gc.b1', newest],
    ['gc.s1', newest],
    ['gc.s1', byAsnNo],
  ] as const) {
    it(`answer what OFFSET does on pages far from both ends, ${name}, as ${userCode}`, async () => {
      const scope = scopes()[userCode];
      await expectColdPagesAsOffset({
        rows: 2 * 150 * 20,
        size: SIZE,
        write: () =>
          t().db.execute(sql`update security_checks set remarks = remarks where gate_entry_sr_no = 'D1-0-1'`),
        page: async (pageNo) => {
          const reply = await page(userCode, { pageNo, size: SIZE, ...sort });
          return { ids: reply.records.map((row) => row.id), total: reply.total };
        },
        byOffset: offsetIdsOf(t().db, 'security_checks', scope, order, SIZE),
        step: 3,
      });
    });
  }
});
