import type { SaveSecurityCheck, SecurityCheckQuery } from '@portal/contract/security-check';
import { securityCheckEndpoints } from '@portal/contract/security-check';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, securityChecks } from '../../src/db/schema/index.ts';
import { sheetRows, workbookOf } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildGateWorld, GATE_ACCOUNTS } from './security-check-world.ts';

const t = useTestApp();
const { query, download, createOrUpdate } = securityCheckEndpoints;

const tokens: Partial<Record<keyof typeof GATE_ACCOUNTS, string>> = {};
const token = (name: keyof typeof GATE_ACCOUNTS) => tokens[name] ?? '';
/** gate entry numbers by ASN */
const serials: Record<string, string> = {};

async function record(account: 'guard1' | 'guard2', body: Partial<SaveSecurityCheck>) {
  const reply = await t().call(createOrUpdate, {
    token: token(account),
    body: {
      buyerCompanyCode: 'GB01',
      shipToPlantCode: 'GP01',
      supplierCode: 'GS01',
      pollutionControlCrt: 'N',
      driverLicense: 'N',
      itemList: [],
      ...body,
    },
  });
  if (reply.code !== 200) throw new Error(reply.msg);
  serials[reply.data.asnNo] = reply.data.gateEntrySrNo;
}

/**
 * Four gate entries: three at GB01 (GS01 on the 9th and 11th, GS02 on the 10th) and one at GB02 (GS01 on
 * the 12th); the one of ASNG0007 is on invoice INV-G7.
 */
beforeAll(async () => {
  await buildGateWorld(t().db);
  for (const [name, account] of Object.entries(GATE_ACCOUNTS))
    tokens[name as keyof typeof GATE_ACCOUNTS] = await t().login(account);
  await record('guard1', {
    asnNo: 'ASNG0001',
    scDateStr: '2026-11-09',
    timeInStr: '2026-11-09 08:30',
    securityGrNo: 'GR-7001',
    pollutionControlCrt: 'Y',
    nameOfDriver: 'Zhang',
  });
  await record('guard1', {
    asnNo: 'ASNG0002',
    supplierCode: 'GS02',
    scDateStr: '2026-11-10',
    timeInStr: '2026-11-10 14:00',
    securityGrNo: 'GR-7002',
    driverLicense: 'Y',
    nameOfDriver: 'Adams',
  });
  await record('guard1', {
    asnNo: 'ASNG0007',
    scDateStr: '2026-11-11',
    timeInStr: '2026-11-11 07:15',
    timeOutStr: '2026-11-11 07:45',
    pollutionControlCrt: 'Y',
    driverLicense: 'Y',
  });
  await record('guard2', {
    asnNo: 'ASNG0006',
    buyerCompanyCode: 'GB02',
    shipToPlantCode: 'GQ01',
    scDateStr: '2026-11-12',
    timeInStr: '2026-11-12 09:00',
  });
  await t()
    .db.update(securityChecks)
    .set({ linkedToInv: 'Y', invoiceNo: 'INV-G7' })
    .where(eq(securityChecks.asnNo, 'ASNG0007'));
});

async function asnsOf(account: keyof typeof GATE_ACCOUNTS, body: Partial<SecurityCheckQuery> = {}) {
  const reply = await t().call(query, { token: token(account), body });
  if (reply.code !== 200) throw new Error(reply.msg);
  return reply.data.records.map((row) => row.asnNo);
}

describe('gate entry list', () => {
  it('lists the buyer’s gate entries newest gate date first, with display strings and the editable flag', async () => {
    const reply = await t().call(query, { token: token('guard1'), body: {} });
    expect(reply.data.total).toBe(3);
    expect(reply.data.pages).toBe(1);
    expect(reply.data.records.map((row) => row.asnNo)).toEqual(['ASNG0007', 'ASNG0002', 'ASNG0001']);
    expect(reply.data.records[0]).toEqual({
      id: expect.any(Number),
      gateEntrySrNo: serials.ASNG0007,
      asnNo: 'ASNG0007',
      challanNo: 'ASNG0007',
      buyerCompanyCode: 'GB01',
      shipToPlantCode: 'GP01',
      supplierCode: 'GS01',
      supplierName: 'Gamma Metal',
      nameOfDriver: null,
      vehicleNo: null,
      scDateStr: '2026-11-11',
      timeInStr: '2026-11-11 07:15',
      timeOutStr: '2026-11-11 07:45',
      timeZone: 'Asia/Shanghai',
      securityGrNo: null,
      pollutionControlCrt: 'Y',
      driverLicense: 'Y',
      linkedToInv: 'Y',
      invoiceNo: 'INV-G7',
      editable: false,
    });
    expect(reply.data.records[1]?.editable).toBe(true);
  });

  it("names the zone its times are on: the buyer's, so a moved zone moves the digits, not the instant", async () => {
    const moved = await t()
      .db.update(companies)
      .set({ timeZone: 'Asia/Bangkok' })
      .where(eq(companies.companyCode, 'GB02'))
      .returning({ id: companies.id });
    expect(moved).toHaveLength(1);
    try {
      const reply = await t().call(query, { token: token('admin'), body: { buyerCompanyCode: 'GB02' } });
      // typed as 09:00 on Shanghai's clock: the same instant is 08:00 in Bangkok
      expect(reply.data.records[0]).toMatchObject({
        timeInStr: '2026-11-12 08:00',
        timeZone: 'Asia/Bangkok',
      });
    } finally {
      await t()
        .db.update(companies)
        .set({ timeZone: 'Asia/Shanghai' })
        .where(eq(companies.companyCode, 'GB02'));
    }
  });

  it('filters by numbers (any part), flags, company, plant, suppliers and gate dates', async () => {
    expect(await asnsOf('guard1', { asnNo: 'g0002' })).toEqual(['ASNG0002']);
    expect(await asnsOf('guard1', { challanNo: 'ASNG0001' })).toEqual(['ASNG0001']);
    expect(await asnsOf('guard1', { gateEntrySrNo: serials.ASNG0001?.slice(-6) })).toEqual(['ASNG0001']);
    expect(await asnsOf('guard1', { securityGrNo: 'GR-70' })).toEqual(['ASNG0002', 'ASNG0001']);
    expect(await asnsOf('guard1', { pollutionControlCrt: 'Y' })).toEqual(['ASNG0007', 'ASNG0001']);
    expect(await asnsOf('guard1', { pollutionControlCrt: 'N', driverLicense: 'Y' })).toEqual(['ASNG0002']);
    expect(await asnsOf('guard1', { linkedToInv: 'N' })).toEqual(['ASNG0002', 'ASNG0001']);
    expect(await asnsOf('guard1', { linkedToInv: 'Y' })).toEqual(['ASNG0007']);
    expect(await asnsOf('guard1', { supplierCodeList: ['GS02'] })).toEqual(['ASNG0002']);
    expect(await asnsOf('guard1', { supplierCodeStr: 'GS02，GS01' })).toHaveLength(3);
    expect(await asnsOf('guard1', { scDateFrom: '20261110', scDateTo: '20261110' })).toEqual(['ASNG0002']);
    expect(await asnsOf('admin', { buyerCompanyCode: 'GB02' })).toEqual(['ASNG0006']);
    expect(await asnsOf('admin', { shipToPlantCode: 'GP01' })).toHaveLength(3);
    expect(await asnsOf('guard1', { buyerCompanyCode: 'GB02' })).toEqual([]);
  });

  it('sorts by whitelisted display fields, pages, and refuses an unknown sort', async () => {
    expect(await asnsOf('guard1', { sortName: 'nameOfDriver', sort: 'ASC' })).toEqual([
      'ASNG0002',
      'ASNG0001',
      'ASNG0007',
    ]);
    expect(await asnsOf('guard1', { sortName: 'timeInStr', sort: 'DESC' })).toEqual([
      'ASNG0007',
      'ASNG0002',
      'ASNG0001',
    ]);
    const page = await t().call(query, { token: token('guard1'), body: { size: 2, pageNo: 2 } });
    expect(page.data).toMatchObject({ total: 3, pages: 2 });
    expect(page.data.records.map((row) => row.asnNo)).toEqual(['ASNG0001']);
    const bad = await t().call(query, {
      token: token('guard1'),
      body: { sortName: 'time_in; drop table x' },
    });
    expect(bad.code).toBe(400);
  });

  it('confines a supplier to its own gate entries whatever it asks for', async () => {
    expect(await asnsOf('supplier1')).toEqual(['ASNG0006', 'ASNG0007', 'ASNG0001']);
    expect(await asnsOf('supplier1', { supplierCodeList: ['GS02'], supplierCodeStr: 'GS02' })).toEqual([
      'ASNG0006',
      'ASNG0007',
      'ASNG0001',
    ]);
    expect(await asnsOf('supplier2')).toEqual(['ASNG0002']);
  });

  it('is refused to a role without the gate screens', async () => {
    expect((await t().call(query, { token: token('ap1'), body: {} })).code).toBe(403);
    expect((await t().call(download, { token: token('ap1'), body: {} })).code).toBe(403);
  });
});

describe('download (SecurityCheckInfo.xlsx)', () => {
  it('streams the filtered list in its order with headers in the caller’s language', async () => {
    const response = await t().request(download, { token: token('guard1'), body: { linkedToInv: 'N' } });
    expect(response.headers['content-disposition']).toContain('SecurityCheckInfo.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]?.slice(0, 3)).toEqual(['Gate Entry Sr No', 'ASN No', 'Company Code']);
    expect(rows.slice(1).map((row) => row[1])).toEqual(['ASNG0002', 'ASNG0001']);
    expect(rows[2]).toEqual([
      serials.ASNG0001,
      'ASNG0001',
      'GB01',
      'GP01',
      'GS01',
      'Gamma Metal',
      'ASNG0001',
      'Zhang',
      null,
      '2026-11-09',
      '2026-11-09 08:30',
      null,
      'GR-7001',
      'Y',
      'N',
      'N',
      null,
      null,
    ]);
    const cn = await t().request(download, { token: token('guard1'), body: {}, locale: 'cn' });
    expect(sheetRows(await workbookOf(cn))[0]?.[0]).toBe('门卫登记号');
  });

  it('holds only the supplier’s own rows, and answers a message when nothing matches', async () => {
    const response = await t().request(download, {
      token: token('supplier2'),
      body: { supplierCodeList: ['GS01'] },
    });
    expect(
      sheetRows(await workbookOf(response))
        .slice(1)
        .map((row) => row[1]),
    ).toEqual(['ASNG0002']);
    const nothing = await t().call(download, { token: token('guard1'), body: { asnNo: 'NOTHING' } });
    expect(nothing).toMatchObject({ code: 200, data: null, msg: 'There is no data to download' });
  });
});
