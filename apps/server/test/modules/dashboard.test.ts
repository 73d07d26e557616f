import { dashboardEndpoints } from '@portal/contract/dashboard';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import {
  asnHeaders,
  type RELEASE_STATUSES,
  roles,
  scheduleDetails,
  scheduleHeaders,
} from '../../src/db/schema/index.ts';
import {
  companyIdOf,
  createCompany,
  createUser,
  databaseToday,
  daysBefore,
  relate,
} from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { dashboardList } = dashboardEndpoints;

type ReleaseStatus = (typeof RELEASE_STATUSES)[number];
type AsnStatus = (typeof asnHeaders.status.enumValues)[number];

let sequence = 0;

/** One release (header) with one detail line per status given. */
async function release(
  db: Database,
  header: { buyerCompanyId: number; supplierCompanyId: number; releaseDate: string; isLatest: 'Y' | 'N' },
  statuses: ReleaseStatus[],
): Promise<void> {
  sequence += 1;
  const [row] = await db
    .insert(scheduleHeaders)
    .values({
      releaseNo: `RT${String(sequence).padStart(4, '0')}`,
      orderNo: `PO-T-${sequence}`,
      lineNo: '10',
      partNo: `PART-${sequence}`,
      shipToPlant: 'T01',
      ...header,
    })
    .returning({ id: scheduleHeaders.id });
  if (!row) throw new Error('header not created');
  await db.insert(scheduleDetails).values(
    statuses.map((releaseStatus, week) => ({
      headerId: row.id,
      deliveryDate: daysBefore(header.releaseDate, -7 * (week + 1)),
      releaseStatus,
      requestQty: '100',
    })),
  );
}

async function asn(db: Database, buyerCompanyId: number, supplierCompanyId: number, status: AsnStatus) {
  sequence += 1;
  await db.insert(asnHeaders).values({
    asnNo: `ASN-T-${sequence}`,
    buyerCompanyId,
    supplierCompanyId,
    shipToPlantCode: 'T01',
    status,
  });
}

/**
 * The counts the dashboard should show, read straight from the tables in plain SQL (the seeded demo data is
 * generated, so the tests ask the database instead of spelling numbers out). `where` filters on the
 * supplier `s` and buyer `b` companies.
 */
async function seededCounts(where: SQL) {
  const result = await t().db.execute<{
    newLines: number;
    overdueLines: number;
    waitingLines: number;
    overdueDay: number;
  }>(sql`
    select count(*) filter (where d.release_status = 'New')::int as "newLines",
           count(*) filter (where d.release_status = 'New'
                              and h.release_date <= current_date - coalesce(s.overdue_day, 0))::int as "overdueLines",
           count(*) filter (where d.release_status = 'Wait for Approval')::int as "waitingLines",
           coalesce(max(s.overdue_day), 0)::int as "overdueDay"
      from delivery_schedule_details d
      join delivery_schedule_headers h on h.id = d.header_id and h.is_latest = 'Y'
      join companies s on s.id = h.supplier_company_id
      join companies b on b.id = h.buyer_company_id
     where ${where}`);
  const row = result.rows[0];
  if (!row) throw new Error('no counts');
  const failed = await t().db.execute<{ failedAsns: number }>(sql`
    select count(*)::int as "failedAsns"
      from asn_headers a
      join companies s on s.id = a.supplier_company_id
      join companies b on b.id = a.buyer_company_id
     where a.status = 'Failed' and ${where}`);
  return { ...row, failedAsns: failed.rows[0]?.failedAsns ?? 0 };
}

const ids: Record<string, number> = {};
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const { db } = t();
  const today = await databaseToday(db);
  ids.ADCN = await companyIdOf(db, 'ADCN');
  ids.S100105 = await companyIdOf(db, 'S100105');
  ids.B900 = await createCompany(db, { code: 'B900', type: 'B' });
  ids.S900001 = await createCompany(db, { code: 'S900001', type: 'S', overdueDay: 3 });
  ids.S900002 = await createCompany(db, { code: 'S900002', type: 'S', overdueDay: null });
  await relate(db, ids.B900, ids.S900001);
  await relate(db, ids.B900, ids.S900002);
  await relate(db, ids.ADCN, ids.S900001);

  const s1 = { buyerCompanyId: ids.B900, supplierCompanyId: ids.S900001 };
  // S900001 (overdueDay 3): New lines of latest releases 2 + 1 + 3 + 1 = 7; of them released 3+ days ago 2 + 1 = 3
  await release(db, { ...s1, releaseDate: daysBefore(today, 5), isLatest: 'Y' }, [
    'New',
    'New',
    'Confirmed',
    'Wait for Approval',
    'Rejected',
  ]);
  await release(db, { ...s1, releaseDate: daysBefore(today, 3), isLatest: 'Y' }, ['New']);
  await release(db, { ...s1, releaseDate: daysBefore(today, 2), isLatest: 'Y' }, ['New', 'New', 'New']);
  await release(db, { ...s1, releaseDate: today, isLatest: 'Y' }, ['New']);
  // a superseded release counts for nobody
  await release(db, { ...s1, releaseDate: daysBefore(today, 10), isLatest: 'N' }, [
    'New',
    'New',
    'New',
    'New',
    'Wait for Approval',
  ]);
  // S900001 delivers to ADCN too: waiting lines there count for ADCN's buyers, not for B900's
  await release(
    db,
    {
      buyerCompanyId: ids.ADCN,
      supplierCompanyId: ids.S900001,
      releaseDate: daysBefore(today, 1),
      isLatest: 'Y',
    },
    ['Wait for Approval'],
  );

  const s2 = { buyerCompanyId: ids.B900, supplierCompanyId: ids.S900002 };
  // S900002 (no overdueDay, so 0): New 2 + 1 = 3, all released by today, so all overdue
  await release(db, { ...s2, releaseDate: daysBefore(today, 20), isLatest: 'Y' }, [
    'New',
    'New',
    'Wait for Approval',
    'Wait for Approval',
  ]);
  await release(db, { ...s2, releaseDate: today, isLatest: 'Y' }, ['New', 'Confirmed']);
  await release(db, { ...s2, releaseDate: daysBefore(today, 30), isLatest: 'N' }, [
    'Wait for Approval',
    'New',
  ]);

  // B900: failed ASNs 2 (Draft, Success, Cancelled are not counted); one more failed for ADCN
  await asn(db, ids.B900, ids.S900001, 'Failed');
  await asn(db, ids.B900, ids.S900002, 'Failed');
  await asn(db, ids.B900, ids.S900001, 'Draft');
  await asn(db, ids.B900, ids.S900001, 'Success');
  await asn(db, ids.B900, ids.S900002, 'Cancelled');
  await asn(db, ids.ADCN, ids.S900001, 'Failed');

  await createUser(db, { userCode: 'dash.s1', userType: 'S', companyIds: [ids.S900001], role: 'Supplier' });
  await createUser(db, { userCode: 'dash.s2', userType: 'S', companyIds: [ids.S900002], role: 'Supplier' });
  await createUser(db, { userCode: 'dash.nocompany', userType: 'S', companyIds: [], role: 'Supplier' });
  await createUser(db, { userCode: 'dash.b900', userType: 'B', companyIds: [ids.B900], role: 'Adient-SCM' });
  await db.insert(roles).values({ roleName: 'No Dashboard', roleDescription: 'holds no menu' });
  await createUser(db, {
    userCode: 'dash.nomenu',
    userType: 'B',
    companyIds: [ids.B900],
    role: 'No Dashboard',
  });

  for (const user of ['dash.s1', 'dash.s2', 'dash.nocompany', 'dash.b900', 'dash.nomenu', 'scm', 'admin']) {
    tokens[user] = await t().login(user);
  }
  tokens['supplier.a'] = await t().login('supplier.a');
  tokens['supplier.b'] = await t().login('supplier.b');
});

describe('GET /dashboard/dashboardList for supplier users', () => {
  it('answers exactly the supplier items, counted over the latest releases of its own supplier', async () => {
    const reply = await t().call(dashboardList, { token: tokens['dash.s1'] });
    expect(reply.code).toBe(200);
    expect(Object.keys(reply.data).sort()).toEqual(['newSchedule', 'overdueDay', 'overdueSchedule']);
    expect(reply.data).toEqual({ newSchedule: 7, overdueSchedule: 3, overdueDay: 3 });
  });

  it('treats an unset overdueDay as 0: every New line released by today is overdue', async () => {
    const reply = await t().call(dashboardList, { token: tokens['dash.s2'] });
    expect(reply.data).toEqual({ newSchedule: 3, overdueSchedule: 3, overdueDay: 0 });
  });

  it("counts the demo suppliers' lines as the seeded database holds them", async () => {
    for (const [account, code] of [
      ['supplier.a', 'S100101'],
      ['supplier.b', 'S100105'],
    ] as const) {
      const expected = await seededCounts(sql`s.company_code = ${code}`);
      const reply = await t().call(dashboardList, { token: tokens[account] });
      expect(reply.data).toEqual({
        newSchedule: expected.newLines,
        overdueSchedule: expected.overdueLines,
        overdueDay: expected.overdueDay,
      });
      // the demo dashboard is alive: new lines, some of them overdue
      expect(expected.newLines).toBeGreaterThan(expected.overdueLines);
      expect(expected.overdueLines).toBeGreaterThan(0);
    }
  });

  it('ignores any supplier or company the request names', async () => {
    const forged = await t().call(dashboardList, {
      token: tokens['dash.s1'],
      query: {
        supplierCode: 'S100105',
        companyId: String(ids.S100105),
        supplierCompanyId: String(ids.S100105),
        buyerCompanyId: String(ids.ADCN),
      },
    });
    expect(forged).toMatchObject({ code: 200, data: { newSchedule: 7, overdueSchedule: 3, overdueDay: 3 } });
    const forgedB = await t().call(dashboardList, {
      token: tokens['supplier.b'],
      query: { supplierCode: 'S900001', companyId: String(ids.S900001) },
    });
    const own = await seededCounts(sql`s.company_code = 'S100105'`);
    expect(forgedB.data).toEqual({
      newSchedule: own.newLines,
      overdueSchedule: own.overdueLines,
      overdueDay: own.overdueDay,
    });
  });

  it('gives a supplier user without a supplier company nothing rather than everything', async () => {
    const reply = await t().call(dashboardList, { token: tokens['dash.nocompany'] });
    expect(reply.data).toEqual({ newSchedule: 0, overdueSchedule: 0, overdueDay: 0 });
  });
});

describe('GET /dashboard/dashboardList for buyer users', () => {
  it("answers exactly the buyer items, counted over its own buyer company's latest releases and ASNs", async () => {
    const reply = await t().call(dashboardList, { token: tokens['dash.b900'] });
    expect(reply.code).toBe(200);
    expect(Object.keys(reply.data).sort()).toEqual(['failedAsn', 'feedbackSchedule']);
    expect(reply.data).toEqual({ feedbackSchedule: 3, failedAsn: 2 });
  });

  it("does not count another buyer company's lines and ASNs", async () => {
    // arranged here: ADCN +1 waiting line, +1 failed ASN (counted from the database with the seed's);
    // B900's lines and ASNs are nobody's but its own
    const adcn = await seededCounts(sql`b.company_code = 'ADCN'`);
    const both = await seededCounts(sql`b.company_code in ('ADCN', 'ADTH')`);
    expect(adcn.waitingLines).toBeGreaterThan(0);
    const scm = await t().call(dashboardList, { token: tokens.scm });
    expect(adcn.failedAsns).toBeGreaterThan(0);
    expect(scm.data).toEqual({ feedbackSchedule: adcn.waitingLines, failedAsn: adcn.failedAsns });
    const admin = await t().call(dashboardList, { token: tokens.admin });
    expect(admin.data).toEqual({ feedbackSchedule: both.waitingLines, failedAsn: both.failedAsns });
  });

  it('ignores a buyer company the request names', async () => {
    const reply = await t().call(dashboardList, {
      token: tokens.scm,
      query: { buyerCompanyId: String(ids.B900), companyId: String(ids.B900) },
    });
    const adcn = await seededCounts(sql`b.company_code = 'ADCN'`);
    expect(reply.data).toEqual({ feedbackSchedule: adcn.waitingLines, failedAsn: adcn.failedAsns });
  });

  it('refuses a user whose role lacks the dashboard menu, and answers 999 without a token', async () => {
    const refused = await t().call(dashboardList, { token: tokens['dash.nomenu'], locale: 'en' });
    expect(refused).toEqual({ code: 403, msg: 'You do not have permission for this action', data: null });
    const anonymous = await t().call(dashboardList, {});
    expect(anonymous).toMatchObject({ code: 999, data: '/login' });
  });
});
