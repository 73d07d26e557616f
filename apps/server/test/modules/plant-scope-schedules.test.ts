import { asnEndpoints } from '@portal/contract/asn';
import { dashboardEndpoints } from '@portal/contract/dashboard';
import { lookupEndpoints } from '@portal/contract/lookup';
import { masterDataEndpoints } from '@portal/contract/master-data';
import { scheduleEndpoints } from '@portal/contract/schedule';
import { usersEndpoints } from '@portal/contract/users';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { plants, scheduleDetails } from '../../src/db/schema/index.ts';
import { createUser } from '../helpers/arrange.ts';
import { createAsn } from '../helpers/arrange-asns.ts';
import { statusesOf } from '../helpers/arrange-schedules.ts';
import { sheetRows, uploadFile, workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildAsnWorld } from './asn-world.ts';

/**
 * A buyer user's plants narrow its schedules, ASNs and dashboard counts (issue 15). The world: buyer SB01
 * with plants SP01 (PO-1, PO-3) and SP02 (PO-2), buyer SB02 (SQ01, PO-9); planner1 of SB01 has no plants
 * assigned, `sp01` is a planner of SB01 its administrator gave plant SP01.
 */
const t = useTestApp();
const e = scheduleEndpoints;
const a = asnEndpoints;

let world: Awaited<ReturnType<typeof buildAsnWorld>>;
const tokens: Record<string, string> = {};
const asns: Record<string, number> = {};
let sp01UserId = 0;

const line = (key: string, index: number) => world.lines[key]?.[index] ?? 0;
const byId = (asnHeaderId: number) => ({ asnHeaderId: String(asnHeaderId) });

async function plantId(companyId: number, plantCode: string): Promise<number> {
  const [row] = await t()
    .db.select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.companyId, companyId), eq(plants.plantCode, plantCode)));
  if (!row) throw new Error(`no plant ${plantCode}`);
  return row.id;
}

beforeAll(async () => {
  world = await buildAsnWorld(t().db);
  sp01UserId = await createUser(t().db, {
    userCode: 'ps.sp01',
    userType: 'B',
    companyIds: [world.ids.SB01],
    role: 'Adient-Admin',
  });
  for (const [name, account] of Object.entries({ ...world.accounts, sp01: 'ps.sp01' }))
    tokens[name] = await t().login(account);
  // assigned through the user screen's call, after the session began: the next call already sees it
  const assigned = await t().call(usersEndpoints.userAndPlant, {
    token: tokens.admin,
    body: { userId: sp01UserId, plantType: 'B', plantIds: [await plantId(world.ids.SB01, 'SP01')] },
  });
  expect(assigned.code, assigned.msg).toBe(200);
  // feedback waiting for approval on PO-1 (SP01, two lines) and PO-2 (SP02, one line)
  await t()
    .db.update(scheduleDetails)
    .set({ releaseStatus: 'Wait for Approval' })
    .where(inArray(scheduleDetails.id, [line('R2:PO-1', 0), line('R2:PO-1', 1), line('R1:PO-2', 0)]));
  const asn = (asnNo: string, plant: string, status: 'Submitted' | 'Failed') =>
    createAsn(t().db, {
      asnNo,
      buyerCompanyId: world.ids.SB01,
      supplierCompanyId: world.ids.SS01,
      shipToPlantCode: plant,
      status,
    });
  asns.sp01 = await asn('PSASN-1', 'SP01', 'Submitted');
  asns.sp02 = await asn('PSASN-2', 'SP02', 'Submitted');
  asns.failed1 = await asn('PSASN-3', 'SP01', 'Failed');
  asns.failed2 = await asn('PSASN-4', 'SP02', 'Failed');
});

async function headerKeys(token: string | undefined, body: Record<string, unknown> = {}) {
  const reply = await t().call(e.queryList, { token, body });
  expect(reply.code, reply.msg).toBe(200);
  const keys = reply.data.records.map((row) => `${row.releaseNo}:${row.orderNo}`).sort();
  expect(reply.data.total).toBe(keys.length);
  return keys;
}

/** Every text cell of a download, so a plant code anywhere in it is found. */
async function downloadCells(endpoint: typeof e.download | typeof a.download, token: string | undefined) {
  const response = await t().request(endpoint, { token, query: {} });
  expect(response.headers['content-type']).toContain('spreadsheetml');
  return sheetRows(await workbookOf(response)).flat();
}

describe('schedules of a buyer with plants', () => {
  it("lists only its plants' releases and lines, with totals to match", async () => {
    expect(await headerKeys(tokens.sp01)).toEqual(['R1:PO-3', 'R2:PO-1']);
    expect(await headerKeys(tokens.sp01, { isLatest: 'N' })).toEqual(['R1:PO-1']);
    const lines = await t().call(e.queryDetailList, { token: tokens.sp01, body: { size: 100 } });
    expect([...new Set(lines.data.records.map((row) => row.orderNo))].sort()).toEqual(['PO-1', 'PO-3']);
    expect(lines.data.total).toBe(8);
    expect(lines.data.records).toHaveLength(8);
  });

  it("does not show another plant's release, even asked for by its id or plant", async () => {
    const header = (await t().call(e.queryList, { token: tokens.planner1, body: { orderNo: ['PO-2'] } })).data
      .records[0]?.deliveryScheduleHeaderId;
    const lines = await t().call(e.queryDetailList, {
      token: tokens.sp01,
      body: { deliveryScheduleHeaderId: header },
    });
    expect(lines.data?.total ?? 0).toBe(0);
    expect(await headerKeys(tokens.sp01, { shipToPlant: 'SP02' })).toEqual([]);
  });

  it("downloads only its plants' lines", async () => {
    const cells = await downloadCells(e.download, tokens.sp01);
    expect(cells).toContain('SP01');
    expect(cells).not.toContain('SP02');
    expect(await downloadCells(e.download, tokens.planner1)).toContain('SP02');
  });

  it("refuses approving or rejecting another plant's feedback as not found, and changes nothing", async () => {
    const other = line('R1:PO-2', 0);
    const approve = await t().call(e.approveByIds, {
      token: tokens.sp01,
      body: { deliveryScheduleDetailIds: [other] },
    });
    expect(approve.code).toBe(404);
    const reject = await t().call(e.rejectByIds, {
      token: tokens.sp01,
      body: { deliveryScheduleDetailIds: [other, line('R2:PO-1', 0)] },
    });
    expect(reject.code).toBe(404);
    expect(await statusesOf(t().db, [other, line('R2:PO-1', 0)])).toEqual([
      'Wait for Approval',
      'Wait for Approval',
    ]);
  });

  it('shows a buyer without plants every plant of its company, and a supplier all its own', async () => {
    expect(await headerKeys(tokens.planner1)).toEqual(['R1:PO-2', 'R1:PO-3', 'R2:PO-1']);
    expect(await headerKeys(tokens.supplier1)).toEqual(['R1:PO-2', 'R2:PO-1', 'R3:PO-9']);
  });
});

describe('ASNs of a buyer with plants', () => {
  it("lists and downloads only its plants' ASNs", async () => {
    const list = await t().call(a.queryAsnList, { token: tokens.sp01, body: { size: 50 } });
    const numbers = list.data.records.map((row) => row.asnNo).sort();
    expect(numbers).toEqual(['PSASN-1', 'PSASN-3']);
    expect(list.data.total).toBe(2);
    const cells = await downloadCells(a.download, tokens.sp01);
    expect(cells).toContain('PSASN-1');
    expect(cells).not.toContain('PSASN-2');
    const all = await t().call(a.queryAsnList, { token: tokens.planner1, body: { size: 50 } });
    expect(all.data.total).toBe(4);
  });

  it("answers not found for another plant's ASN: detail, label, delivery note, cancel", async () => {
    const other = asns.sp02 ?? 0;
    expect((await t().call(a.queryAsnDetail, { token: tokens.sp01, query: byId(other) })).code).toBe(404);
    expect((await t().call(a.queryAsnDetail, { token: tokens.sp01, query: byId(asns.sp01 ?? 0) })).code).toBe(
      200,
    );
    const label = await t().request(a.downloadLabel, {
      token: tokens.sp01,
      params: { asnHeaderId: other },
      query: {},
    });
    expect(label.json()).toMatchObject({ code: 404 });
    const note = await t().request(a.downloadDeliveryNote, {
      token: tokens.sp01,
      params: { asnHeaderId: other },
    });
    expect(note.json()).toMatchObject({ code: 404 });
    expect((await t().call(a.cancelledAsn, { token: tokens.sp01, query: byId(other) })).code).toBe(404);
    const still = await t().call(a.queryAsnDetail, { token: tokens.planner1, query: byId(other) });
    expect(still.data.asnHeader.status).toBe('Submitted');
  });
});

describe('part info of a buyer with plants', () => {
  const HEADER = ['Buyer Company Code', 'Ship-to Plant Code', 'Supplier Code', 'Part No', 'Part Description'];
  const MORE = ['UOM', 'Version No', 'Lot Size Qty', 'Model', 'Planner'];

  it("lists only its plants' parts", async () => {
    const narrowed = await t().call(masterDataEndpoints.materialsQuery, {
      token: tokens.sp01,
      body: { size: 50 },
    });
    expect(narrowed.data.data.map((row) => `${row.buyerPlantCode}/${row.partNo}`).sort()).toEqual([
      'SP01/A-100',
      'SP01/B-100',
    ]);
    expect(narrowed.data.total).toBe(2);
    const whole = await t().call(masterDataEndpoints.materialsQuery, {
      token: tokens.admin,
      body: { size: 50 },
    });
    expect(whole.data.data.map((row) => row.buyerPlantCode).sort()).toEqual(['SP01', 'SP01', 'SP02']);
  });

  it('refuses a part upload naming another plant as an unknown plant, and changes nothing', async () => {
    const file = await xlsxFile(
      [...HEADER, ...MORE],
      [
        ['SB01', 'SP01', 'SS01', 'A-101', 'ours', 'PC', null, null, null, null],
        ['SB01', 'SP02', 'SS01', 'A-201', 'another plant', 'PC', null, null, null, null],
      ],
    );
    const reply = await uploadFile(t(), masterDataEndpoints.materialsUpload, tokens.sp01, file);
    expect(reply.code, reply.msg).toBe(400);
    expect(reply.data).toEqual([
      {
        row: 3,
        field: 'buyerPlantCode',
        column: 'Ship-to Plant Code',
        message: 'Ship-to Plant Code: SP02 is not a plant of SB01',
      },
    ]);
    const whole = await t().call(masterDataEndpoints.materialsQuery, {
      token: tokens.admin,
      body: { size: 50 },
    });
    expect(whole.data.total).toBe(3);
  });
});

describe('dashboard and plant choices of a buyer with plants', () => {
  it("counts only its plants' waiting feedback and failed ASNs", async () => {
    const narrowed = await t().call(dashboardEndpoints.dashboardList, { token: tokens.sp01 });
    expect(narrowed.data).toEqual({ feedbackSchedule: 2, failedAsn: 1 });
    const whole = await t().call(dashboardEndpoints.dashboardList, { token: tokens.planner1 });
    expect(whole.data).toEqual({ feedbackSchedule: 3, failedAsn: 2 });
  });

  it('offers only its plants in the plant lookup', async () => {
    const narrowed = await t().call(lookupEndpoints.plantQuery, { token: tokens.sp01, query: {} });
    expect(narrowed.data.map((plant) => plant.plantCode)).toEqual(['SP01']);
    const whole = await t().call(lookupEndpoints.plantQuery, { token: tokens.planner1, query: {} });
    expect(whole.data.map((plant) => plant.plantCode)).toEqual(['SP01', 'SP02']);
  });

  it('widens again when its plants are taken away', async () => {
    const cleared = await t().call(usersEndpoints.userAndPlant, {
      token: tokens.admin,
      body: { userId: sp01UserId, plantType: 'B', plantIds: [] },
    });
    expect(cleared.code).toBe(200);
    expect(await headerKeys(tokens.sp01)).toEqual(['R1:PO-2', 'R1:PO-3', 'R2:PO-1']);
  });
});
