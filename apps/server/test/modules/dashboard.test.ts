import { dashboardEndpoints } from '@portal/contract/dashboard';
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

  it('counts the demo suppliers from the seed (S100101: released today and 5 days ago; S100105: 6 days ago)', async () => {
    // seed: 2 lines x 8 weeks per active relationship (index i among the active ones, released i days ago);
    // weeks 0-1 Confirmed, week 2 waits for approval on even indexes else New, weeks 3-7 New.
    // S100101 is index 0 (ADCN: 10 New, not overdue) and 5 (ADTH: 12 New, overdue); S100105 is index 6 (10 New)
    const a = await t().call(dashboardList, { token: tokens['supplier.a'] });
    expect(a.data).toEqual({ newSchedule: 22, overdueSchedule: 12, overdueDay: 3 });
    const b = await t().call(dashboardList, { token: tokens['supplier.b'] });
    expect(b.data).toEqual({ newSchedule: 10, overdueSchedule: 10, overdueDay: 3 });
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
    expect(forgedB.data).toEqual({ newSchedule: 10, overdueSchedule: 10, overdueDay: 3 });
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
    // seed: waiting lines on even active-relationship indexes, 2 each: ADCN 0, 2, 4 -> 6; ADTH 6, 8 -> 4.
    // failed ASNs: ADCN 2, ADTH 1. Arranged here: ADCN +1 waiting line, +1 failed ASN; B900's are nobody's but its own.
    const scm = await t().call(dashboardList, { token: tokens.scm });
    expect(scm.data).toEqual({ feedbackSchedule: 7, failedAsn: 3 });
    const admin = await t().call(dashboardList, { token: tokens.admin });
    expect(admin.data).toEqual({ feedbackSchedule: 11, failedAsn: 4 });
  });

  it('ignores a buyer company the request names', async () => {
    const reply = await t().call(dashboardList, {
      token: tokens.scm,
      query: { buyerCompanyId: String(ids.B900), companyId: String(ids.B900) },
    });
    expect(reply.data).toEqual({ feedbackSchedule: 7, failedAsn: 3 });
  });

  it('refuses a user whose role lacks the dashboard menu, and answers 999 without a token', async () => {
    const refused = await t().call(dashboardList, { token: tokens['dash.nomenu'], locale: 'en' });
    expect(refused).toEqual({ code: 403, msg: 'You do not have permission for this action', data: null });
    const anonymous = await t().call(dashboardList, {});
    expect(anonymous).toMatchObject({ code: 999, data: '/login' });
  });
});
