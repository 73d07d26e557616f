import type { SaveSecurityCheck } from '@portal/contract/security-check';
import { securityCheckEndpoints } from '@portal/contract/security-check';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { securityCheckItems, securityChecks } from '../../src/db/schema/index.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildGateWorld, GATE_ACCOUNTS, GATE_ADDRESS } from './security-check-world.ts';

const t = useTestApp();
const { queryCompany, querySupplier, queryAsn, createOrUpdate, get } = securityCheckEndpoints;
const remove = securityCheckEndpoints.delete;

const tokens: Partial<Record<keyof typeof GATE_ACCOUNTS, string>> = {};
const token = (name: keyof typeof GATE_ACCOUNTS) => tokens[name] ?? '';

beforeAll(async () => {
  await buildGateWorld(t().db);
  for (const [name, account] of Object.entries(GATE_ACCOUNTS))
    tokens[name as keyof typeof GATE_ACCOUNTS] = await t().login(account);
});

/** The form as the create screen sends it for ASNG0001 (GB01, GS01, plant GP01). */
function form(overrides: Partial<SaveSecurityCheck> = {}): SaveSecurityCheck {
  return {
    asnNo: 'ASNG0001',
    buyerCompanyCode: 'GB01',
    shipToPlantCode: 'GP01',
    supplierCode: 'GS01',
    nameOfDriver: '  Wang Wei  ',
    vehicleNo: ' HU-A1234 ',
    scDateStr: '2026-11-09',
    timeInStr: '2026-11-09 08:30',
    timeOutStr: '2026-11-09 09:05',
    securityGrNo: ' GR-7001 ',
    pollutionControlCrt: 'Y',
    driverLicense: 'N',
    remarks: 'Two pallets, seals intact',
    addressOfCompany: GATE_ADDRESS,
    itemList: [],
    ...overrides,
  };
}

async function checksOfAsn(asnNo: string) {
  const [row] = await t()
    .db.select({ value: count() })
    .from(securityChecks)
    .where(eq(securityChecks.asnNo, asnNo));
  return row?.value ?? 0;
}

const notSent = (asnNo: string) =>
  `ASN No: the ASN ${asnNo} does not exist or has not been sent, so no gate entry can be recorded`;

describe('create lookups (ASN -> company -> supplier -> ASN data)', () => {
  it('answers the company, the supplier and the data of a sent ASN of the guard’s buyer', async () => {
    const asnNo = 'ASNG0001';
    expect(await t().call(queryCompany, { token: token('guard1'), query: { asnNo } })).toMatchObject({
      code: 200,
      data: [{ companyCode: 'GB01' }],
    });
    const suppliers = await t().call(querySupplier, {
      token: token('guard1'),
      query: { asnNo, buyerCompanyCode: 'GB01' },
    });
    expect(suppliers.data).toEqual([{ value: 'GS01' }]);
    const asn = await t().call(queryAsn, {
      token: token('guard1'),
      query: { asnNo, buyerCompanyCode: 'GB01', supplierCode: 'GS01' },
    });
    expect(asn).toEqual({
      code: 200,
      msg: expect.any(String),
      data: {
        supplierName: 'Gamma Metal',
        shipToPlantCode: 'GP01',
        vehicleNo: 'HU-A1234',
        nameOfDriver: null,
        addressOfCompany: GATE_ADDRESS,
        itemList: [
          { orderNo: 'PO-G1', partNo: 'GA-100', partDesc: 'Description of GA-100', qty: '60.00000' },
          { orderNo: 'PO-G1', partNo: 'GA-100', partDesc: 'Description of GA-100', qty: '40.50000' },
        ],
      },
    });
  });

  it('takes Submitted and Success ASNs only; drafts, failed, cancelled and unknown ones are refused by name', async () => {
    for (const asnNo of ['ASNG0003', 'ASNG0004', 'ASNG0005', 'NO-SUCH-ASN']) {
      const reply = await t().call(queryCompany, { token: token('guard1'), query: { asnNo } });
      expect(reply).toEqual({ code: 404, msg: notSent(asnNo), data: null });
    }
    const success = await t().call(queryCompany, { token: token('guard1'), query: { asnNo: 'ASNG0002' } });
    expect(success.data).toEqual([{ companyCode: 'GB01' }]);
  });

  it("confines the guard to its own buyer companies and answers in the caller's language", async () => {
    const foreign = await t().call(queryCompany, { token: token('guard1'), query: { asnNo: 'ASNG0006' } });
    expect(foreign.code).toBe(404);
    const own = await t().call(queryCompany, { token: token('guard2'), query: { asnNo: 'ASNG0006' } });
    expect(own.data).toEqual([{ companyCode: 'GB02' }]);
    const wrongBuyer = await t().call(querySupplier, {
      token: token('guard1'),
      query: { asnNo: 'ASNG0001', buyerCompanyCode: 'GB02' },
    });
    expect(wrongBuyer.code).toBe(404);
    const cn = await t().call(queryCompany, {
      token: token('guard1'),
      query: { asnNo: 'ASNG0003' },
      locale: 'cn',
    });
    expect(cn.msg).toBe('ASN 号：ASN ASNG0003 不存在或尚未发送，不能登记门卫检查');
  });

  it('is refused to roles without the create screen (suppliers, accounts payable)', async () => {
    for (const name of ['supplier1', 'ap1'] as const) {
      const reply = await t().call(queryCompany, { token: token(name), query: { asnNo: 'ASNG0001' } });
      expect(reply.code).toBe(403);
    }
  });
});

describe('create', () => {
  let created: number;

  it('records the gate entry with a GE number, trimmed texts, the plant’s times and the ASN’s own items', async () => {
    const reply = await t().call(createOrUpdate, {
      token: token('guard1'),
      body: form({ itemList: [{ orderNo: 'FAKE', partNo: 'X', partDesc: null, qty: '999' }] }),
    });
    expect(reply.code).toBe(200);
    expect(reply.msg).toBe('Saved successfully');
    created = reply.data.id;
    expect(reply.data.gateEntrySrNo).toMatch(/^GE\d{8}\d{6,}$/);
    expect(reply.data).toMatchObject({
      asnNo: 'ASNG0001',
      challanNo: 'ASNG0001',
      buyerCompanyCode: 'GB01',
      shipToPlantCode: 'GP01',
      supplierCode: 'GS01',
      supplierName: 'Gamma Metal',
      nameOfDriver: 'Wang Wei',
      vehicleNo: 'HU-A1234',
      scDateStr: '2026-11-09',
      timeInStr: '2026-11-09 08:30',
      timeOutStr: '2026-11-09 09:05',
      securityGrNo: 'GR-7001',
      pollutionControlCrt: 'Y',
      driverLicense: 'N',
      linkedToInv: 'N',
      invoiceNo: null,
      editable: true,
      remarks: 'Two pallets, seals intact',
      addressOfCompany: GATE_ADDRESS,
    });
    expect(reply.data.itemList.map((item) => `${item.orderNo} ${item.partNo} ${item.qty}`)).toEqual([
      'PO-G1 GA-100 60.00000',
      'PO-G1 GA-100 40.50000',
    ]);
    // the buyer's clock is Shanghai (UTC+8): 08:30 there is 00:30 UTC
    const [stored] = await t()
      .db.select({ timeIn: sql<string>`to_char(${securityChecks.timeIn} at time zone 'UTC', 'HH24:MI')` })
      .from(securityChecks)
      .where(eq(securityChecks.id, created));
    expect(stored?.timeIn).toBe('00:30');
  });

  it('allows one gate entry per ASN and names the existing one', async () => {
    const first = await t().call(get, { token: token('guard1'), query: { id: created } });
    const again = await t().call(createOrUpdate, { token: token('guard1'), body: form() });
    expect(again).toEqual({
      code: 409,
      msg: `ASN No: the ASN ASNG0001 already has the gate entry ${first.data.gateEntrySrNo}`,
      data: null,
    });
    expect(await checksOfAsn('ASNG0001')).toBe(1);
    const lookup = await t().call(queryCompany, { token: token('guard1'), query: { asnNo: 'ASNG0001' } });
    expect(lookup.code).toBe(409);
  });

  it('refuses bad input by field, in the caller’s language, and stores nothing', async () => {
    const missing = await t().call(createOrUpdate, {
      token: token('guard1'),
      body: { ...form({ asnNo: 'ASNG0002', supplierCode: 'GS02' }), timeInStr: undefined },
    });
    expect(missing).toMatchObject({ code: 400, msg: expect.stringContaining('Time In: is required') });
    const cn = await t().call(createOrUpdate, {
      token: token('guard1'),
      body: { ...form({ asnNo: 'ASNG0002', supplierCode: 'GS02' }), scDateStr: undefined },
      locale: 'cn',
    });
    expect(cn.msg).toContain('日期：不能为空');
    const timeOut = await t().call(createOrUpdate, {
      token: token('guard1'),
      body: form({ asnNo: 'ASNG0002', supplierCode: 'GS02', timeOutStr: '2026-11-09 08:29' }),
    });
    expect(timeOut).toEqual({
      code: 400,
      msg: 'Time Out: the time out cannot be before the time in',
      data: null,
    });
    const th = await t().call(createOrUpdate, {
      token: token('guard1'),
      body: form({ asnNo: 'ASNG0002', supplierCode: 'GS02', timeOutStr: '2026-11-09 08:29' }),
      locale: 'th',
    });
    expect(th.msg).toBe('เวลาออก: เวลาออกต้องไม่ก่อนเวลาเข้า');
    const remarks = await t().call(createOrUpdate, {
      token: token('guard1'),
      body: form({ asnNo: 'ASNG0002', supplierCode: 'GS02', remarks: 'x'.repeat(301) }),
    });
    expect(remarks.msg).toMatch(/^Remarks: /);
    const plant = await t().call(createOrUpdate, {
      token: token('guard1'),
      body: form({ asnNo: 'ASNG0002', supplierCode: 'GS02', shipToPlantCode: 'GQ01' }),
    });
    expect(plant.msg).toBe('Ship-to Plant Code: the ship-to plant of the ASN ASNG0002 is GP01');
    const supplier = await t().call(createOrUpdate, {
      token: token('guard1'),
      body: form({ asnNo: 'ASNG0002', supplierCode: 'GS01' }),
    });
    expect(supplier.msg).toBe(notSent('ASNG0002'));
    expect(await checksOfAsn('ASNG0002')).toBe(0);
  });

  it('is buyer-side: suppliers, accounts payable and another buyer’s guard are refused', async () => {
    const supplier = await t().call(createOrUpdate, {
      token: token('supplier2'),
      body: form({ asnNo: 'ASNG0002', supplierCode: 'GS02' }),
    });
    expect(supplier).toEqual({
      code: 403,
      msg: "Gate entries are recorded by the buyer's gate staff; suppliers cannot record or change them",
      data: null,
    });
    const ap = await t().call(createOrUpdate, {
      token: token('ap1'),
      body: form({ asnNo: 'ASNG0002', supplierCode: 'GS02' }),
    });
    expect(ap.code).toBe(403);
    const otherBuyer = await t().call(createOrUpdate, {
      token: token('guard2'),
      body: form({ asnNo: 'ASNG0002', supplierCode: 'GS02' }),
    });
    expect(otherBuyer.code).toBe(404);
    expect(await checksOfAsn('ASNG0002')).toBe(0);
  });

  it('of two simultaneous gate entries for one ASN, one is recorded', async () => {
    const body = form({ asnNo: 'ASNG0002', supplierCode: 'GS02' });
    const replies = await Promise.all([
      t().call(createOrUpdate, { token: token('guard1'), body }),
      t().call(createOrUpdate, { token: token('admin'), body }),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 409]);
    expect(await checksOfAsn('ASNG0002')).toBe(1);
  });
});

describe('read, edit and delete', () => {
  let id: number;
  let serial: string;

  beforeAll(async () => {
    const reply = await t().call(createOrUpdate, {
      token: token('guard1'),
      body: form({ asnNo: 'ASNG0007', timeOutStr: undefined, remarks: undefined }),
    });
    id = reply.data.id;
    serial = reply.data.gateEntrySrNo;
  });

  it('shows a gate entry to its buyer and its supplier only', async () => {
    const own = await t().call(get, { token: token('guard1'), query: { id } });
    expect(own.data).toMatchObject({
      id,
      asnNo: 'ASNG0007',
      timeOutStr: null,
      remarks: null,
      editable: true,
    });
    expect(own.data.itemList).toEqual([
      { orderNo: 'PO-G1', partNo: 'GA-100', partDesc: 'Description of GA-100', qty: '10.00000' },
    ]);
    expect((await t().call(get, { token: token('supplier1'), query: { id } })).code).toBe(200);
    for (const name of ['supplier2', 'guard2'] as const) {
      const reply = await t().call(get, { token: token(name), query: { id } });
      expect(reply).toEqual({ code: 404, msg: 'The gate entry does not exist', data: null });
    }
  });

  it('changes the gate’s fields with editSecurityCheck and keeps number, ASN and items', async () => {
    const reply = await t().call(createOrUpdate, {
      token: token('guard1'),
      body: form({
        id,
        asnNo: 'ASNG0007',
        nameOfDriver: 'Li Lei',
        timeOutStr: '2026-11-09 10:00',
        driverLicense: 'Y',
      }),
    });
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject({
      id,
      gateEntrySrNo: serial,
      nameOfDriver: 'Li Lei',
      timeOutStr: '2026-11-09 10:00',
      driverLicense: 'Y',
    });
    expect(reply.data.itemList).toHaveLength(1);
  });

  it('refuses a change of the ASN, an edit without the button, a supplier and another buyer', async () => {
    const moved = await t().call(createOrUpdate, {
      token: token('guard1'),
      body: form({ id, asnNo: 'ASNG0001' }),
    });
    expect(moved.msg).toBe('ASN No: the ASN, company, plant and supplier of a gate entry cannot be changed');
    const clerk = await t().call(createOrUpdate, {
      token: token('clerk'),
      body: form({ id, asnNo: 'ASNG0007' }),
    });
    expect(clerk.code).toBe(403);
    const supplier = await t().call(createOrUpdate, {
      token: token('supplier1'),
      body: form({ id, asnNo: 'ASNG0007' }),
    });
    expect(supplier.code).toBe(403);
    const foreign = await t().call(createOrUpdate, {
      token: token('guard2'),
      body: form({ id, asnNo: 'ASNG0007' }),
    });
    expect(foreign.code).toBe(404);
    const after = await t().call(get, { token: token('guard1'), query: { id } });
    expect(after.data.nameOfDriver).toBe('Li Lei');
  });

  it('refuses delete without the button, to suppliers and to another buyer', async () => {
    for (const name of ['clerk', 'supplier1', 'guard2'] as const) {
      const reply = await t().call(remove, { token: token(name), query: { id } });
      expect(reply.code, name).toBe(name === 'guard2' ? 404 : 403);
    }
    expect(await checksOfAsn('ASNG0007')).toBe(1);
  });

  it('stops edit and delete once an invoice takes the ASN', async () => {
    await t()
      .db.update(securityChecks)
      .set({ linkedToInv: 'Y', invoiceNo: 'INV-G1' })
      .where(eq(securityChecks.id, id));
    const row = await t().call(get, { token: token('guard1'), query: { id } });
    expect(row.data).toMatchObject({ editable: false, linkedToInv: 'Y', invoiceNo: 'INV-G1' });
    const edit = await t().call(createOrUpdate, {
      token: token('guard1'),
      body: form({ id, asnNo: 'ASNG0007' }),
    });
    const message = `The gate entry ${serial} is linked to an invoice and can no longer be changed or deleted`;
    expect(edit).toEqual({ code: 409, msg: message, data: null });
    expect(await t().call(remove, { token: token('guard1'), query: { id } })).toEqual({
      code: 409,
      msg: message,
      data: null,
    });
    await t()
      .db.update(securityChecks)
      .set({ linkedToInv: 'N', invoiceNo: null })
      .where(eq(securityChecks.id, id));
  });

  it('deletes an editable gate entry with its items; the ASN can then be checked in again', async () => {
    const reply = await t().call(remove, { token: token('guard1'), query: { id } });
    expect(reply).toEqual({ code: 200, msg: 'Deleted successfully', data: null });
    expect(await checksOfAsn('ASNG0007')).toBe(0);
    const [items] = await t()
      .db.select({ value: count() })
      .from(securityCheckItems)
      .where(eq(securityCheckItems.securityCheckId, id));
    expect(items?.value).toBe(0);
    expect((await t().call(remove, { token: token('guard1'), query: { id } })).code).toBe(404);
    const lookup = await t().call(queryCompany, { token: token('guard1'), query: { asnNo: 'ASNG0007' } });
    expect(lookup.data).toEqual([{ companyCode: 'GB01' }]);
  });
});
