import { securityCheckEndpoints } from '@portal/contract/security-check';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createUser, relate } from '../helpers/arrange.ts';
import { expectColdPagesAsOffset, offsetIdsOf } from '../helpers/cold-pages.ts';
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
async function expectExact() {
  const buyers = sql`${`{${[ids.GB1, ids.GB2].join(',')}}`}::bigint[]`;
  const read = async (query: SQL) => (await t().db.execute<{ key: string; n: number }>(query)).rows;
  expect(
    await read(sql`select buyer_company_id || '/' || supplier_company_id as key, checks::int as n from security_check_counts
                    where buyer_company_id = any(${buyers}) and checks <> 0 order by 1`),
  ).toEqual(
    await read(sql`select buyer_company_id || '/' || supplier_company_id as key, count(*)::int as n
                     from security_checks where buyer_company_id = any(${buyers}) group by 1 order by 1`),
  );
  expect(
    await read(sql`select buyer_company_id || '/' || supplier_company_id || '/' || sc_date as key, checks::int as n
                     from security_check_day_counts where buyer_company_id = any(${buyers}) and checks <> 0 order by 1`),
  ).toEqual(
    await read(sql`select buyer_company_id || '/' || supplier_company_id || '/' || sc_date
                          as key, count(*)::int as n
                     from security_checks where buyer_company_id = any(${buyers}) group by 1 order by 1`),
  );
}

async function page(userCode: string, body: Record<string, unknown>) {
  const reply = await t().call(securityCheckEndpoints.query, { token: tokens[userCode], body });
  if (reply.code !== 200 || !reply.data) throw new Error(`gate query: ${reply.code} ${reply.msg}`);
  return reply.data;
}

beforeAll(async () => {
  const { db } = t();
  for (const [code, type] of [
    ['GB1', 'B'],
    ['GB2', 'B'],
    ['GS1', 'S'],
    ['GS2', 'S'],
  ] as const)
    ids[code] = await createCompany(db, { code, type });
  for (const [buyer, supplier] of [
    ['GB1', 'GS1'],
    ['GB1', 'GS2'],
    ['GB2', 'GS1'],
  ] as const)
    await relate(db, ids[buyer] ?? 0, ids[supplier] ?? 0);
  await createUser(db, { userCode: 'gc.b1', userType: 'B', companyIds: [ids.GB1 ?? 0], role: 'Adient-SCM' });
  await createUser(db, { userCode: 'gc.s1', userType: 'S', companyIds: [ids.GS1 ?? 0], role: 'Supplier' });
  for (const userCode of ['gc.b1', 'gc.s1']) tokens[userCode] = await t().login(userCode);
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
