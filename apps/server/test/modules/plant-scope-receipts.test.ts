import { grEndpoints } from '@portal/contract/gr';
import { invoiceEndpoints } from '@portal/contract/invoice';
import { securityCheckEndpoints } from '@portal/contract/security-check';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoiceHeaders, plants, userPlants } from '../../src/db/schema/index.ts';
import { createUser } from '../helpers/arrange.ts';
import { sheetRows, workbookOf } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  buildInvoiceWorld,
  type InvoiceWorld,
  passedInvoice,
  postReceipt,
  recordGateEntry,
} from './invoice-world.ts';

/**
 * A buyer user's plants narrow its goods receipts, gate entries and invoices (issue 15). The world: buyer
 * IB01 with plants IP01 (IGR-1, 2, 5, 6 on IASN-1, 2, 5, 6) and IP02 (IGR-3 on IASN-3), buyer IB02 (IQ01);
 * admin1 of IB01 has no plants assigned, `ip01` is an administrator of IB01 with plant IP01 only.
 */
const t = useTestApp();
const gate = securityCheckEndpoints;
const inv = invoiceEndpoints;

let world: InvoiceWorld;
let ip01 = '';
const entries: Record<string, number> = {};
const invoices: Record<string, number> = {};

beforeAll(async () => {
  world = await buildInvoiceWorld(t());
  const userId = await createUser(t().db, {
    userCode: 'pr.ip01',
    userType: 'B',
    companyIds: [world.ids.IB01],
    role: 'Adient-Admin',
  });
  const [plant] = await t()
    .db.select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.companyId, world.ids.IB01), eq(plants.plantCode, 'IP01')));
  await t()
    .db.insert(userPlants)
    .values({ userId, plantId: plant?.id ?? 0 });
  ip01 = await t().login('pr.ip01');
  entries.ip01 = await recordGateEntry(t(), world, 'IASN-1', 'IP01');
  entries.ip02 = await recordGateEntry(t(), world, 'IASN-3', 'IP02');
  invoices.ip01 = await passedInvoice(t(), world, 'PRINV1', [['IGR-1/1', '12.5']]);
  invoices.ip02 = await passedInvoice(t(), world, 'PRINV3', [['IGR-3/1', '12.5']]);
  // IASN-3 (IP02) has a receipt left to invoice again
  await postReceipt(t(), world.erpKey, {
    grNo: 'PRGR-9',
    grDate: '2026-03-08',
    buyerCompanyCode: 'IB01',
    shipToPlant: 'IP02',
    supplierCode: 'IS01',
    asnNo: 'IASN-3',
    lines: [
      {
        grLineNo: '1',
        orderNo: 'PO-3',
        poLineNo: '10',
        partNo: 'P-200',
        qty: '1',
        currency: 'CNY',
        grUnitPrice: '7.333333',
        priceListCode: 'IS01-CNY',
      },
    ],
  });
});

const plantsOf = (rows: Array<{ shipToPlantCode: string }> | undefined) =>
  [...new Set((rows ?? []).map((row) => row.shipToPlantCode))].sort();

async function downloadCells(response: Awaited<ReturnType<ReturnType<typeof t>['request']>>) {
  expect(response.headers['content-type']).toContain('spreadsheetml');
  return sheetRows(await workbookOf(response)).flat();
}

describe('goods receipts of a buyer with plants', () => {
  it("lists, counts and downloads only its plants' receipts", async () => {
    const narrowed = await t().call(grEndpoints.queryGr, { token: ip01, body: { size: 100 } });
    expect(plantsOf(narrowed.data.records)).toEqual(['IP01']);
    expect(narrowed.data.total).toBe(8);
    expect(narrowed.data.records).toHaveLength(8);
    const whole = await t().call(grEndpoints.queryGr, { token: world.tokens.admin1, body: { size: 100 } });
    expect(plantsOf(whole.data.records)).toEqual(['IP01', 'IP02']);
    expect(whole.data.total).toBe(10);
    const cells = await downloadCells(await t().request(grEndpoints.download, { token: ip01, query: {} }));
    expect(cells).toContain('IGR-1');
    expect(cells).not.toContain('IGR-3');
  });

  it('finds nothing when asked for another plant by name', async () => {
    const asked = await t().call(grEndpoints.queryGr, { token: ip01, body: { shipToPlantCode: 'IP02' } });
    expect(asked.data.total).toBe(0);
  });

  it('shows a supplier all its receipts, whatever buyer user is narrowed', async () => {
    const supplier = await t().call(grEndpoints.queryGr, {
      token: world.tokens.supplier1,
      body: { size: 100 },
    });
    expect(plantsOf(supplier.data.records)).toEqual(['IP01', 'IP02', 'IQ01']);
  });
});

describe('gate entries of a buyer with plants', () => {
  it("lists and downloads only its plants' gate entries", async () => {
    const narrowed = await t().call(gate.query, { token: ip01, body: {} });
    expect(narrowed.data.records.map((row) => row.asnNo)).toEqual(['IASN-1']);
    expect(narrowed.data.total).toBe(1);
    const whole = await t().call(gate.query, { token: world.tokens.admin1, body: {} });
    expect(whole.data.total).toBe(2);
    const cells = await downloadCells(await t().request(gate.download, { token: ip01, body: {} }));
    expect(cells).toContain('IASN-1');
    expect(cells).not.toContain('IASN-3');
  });

  it("answers not found for another plant's gate entry and its ASN, and deletes nothing", async () => {
    expect((await t().call(gate.get, { token: ip01, query: { id: String(entries.ip02) } })).code).toBe(404);
    expect((await t().call(gate.get, { token: ip01, query: { id: String(entries.ip01) } })).code).toBe(200);
    expect((await t().call(gate.delete, { token: ip01, query: { id: String(entries.ip02) } })).code).toBe(
      404,
    );
    const asnKey = (asnNo: string) => ({ asnNo, buyerCompanyCode: 'IB01', supplierCode: 'IS01' });
    expect((await t().call(gate.queryAsn, { token: ip01, query: asnKey('IASN-2') })).code).toBe(200);
    const otherAsn = await t().call(gate.createOrUpdate, {
      token: ip01,
      body: {
        asnNo: 'IASN-6',
        buyerCompanyCode: 'IB01',
        shipToPlantCode: 'IP01',
        supplierCode: 'IS01',
        scDateStr: '2026-03-05',
        timeInStr: '2026-03-05 08:00',
        pollutionControlCrt: 'N',
        driverLicense: 'N',
        itemList: [],
      },
    });
    expect(otherAsn.code, otherAsn.msg).toBe(200);
    const refused = await t().call(gate.queryAsn, { token: ip01, query: asnKey('IASN-3') });
    expect(refused.code).toBe(404);
    expect(
      (await t().call(gate.get, { token: world.tokens.admin1, query: { id: String(entries.ip02) } })).code,
    ).toBe(200);
  });
});

describe('invoices of a buyer with plants', () => {
  it("offers only its plants' ASNs for a new invoice", async () => {
    const groups = await t().call(inv.queryGrByAsnGroup, {
      token: ip01,
      body: { invoiceType: 'AP', size: 50 },
    });
    expect(plantsOf(groups.data.records)).toEqual(['IP01']);
    expect(groups.data.total).toBe(groups.data.records.length);
    const whole = await t().call(inv.queryGrByAsnGroup, {
      token: world.tokens.admin1,
      body: { invoiceType: 'AP', size: 50 },
    });
    expect(plantsOf(whole.data.records)).toEqual(['IP01', 'IP02']);
  });

  it("lists, downloads and opens only its plants' invoices", async () => {
    const page = await t().call(inv.queryInvoicePage, { token: ip01, body: { size: 50 } });
    expect(page.data.records.map((row) => row.invoiceNo)).toEqual(['PRINV1']);
    expect(page.data.total).toBe(1);
    const whole = await t().call(inv.queryInvoicePage, { token: world.tokens.admin1, body: { size: 50 } });
    expect(whole.data.total).toBe(2);
    const cells = await downloadCells(await t().request(inv.downloadInvoiceList, { token: ip01, query: {} }));
    expect(cells).toContain('PRINV1');
    expect(cells).not.toContain('PRINV3');
    const other = { id: invoices.ip02 ?? 0 };
    expect((await t().call(inv.getInvoiceDetail, { token: ip01, params: other })).code).toBe(404);
    expect(
      (await t().call(inv.getInvoiceDetail, { token: ip01, params: { id: invoices.ip01 ?? 0 } })).code,
    ).toBe(200);
  });

  it("refuses actions on another plant's invoice as not found, and changes nothing", async () => {
    const id = invoices.ip02 ?? 0;
    const [before] = await t().db.select().from(invoiceHeaders).where(eq(invoiceHeaders.id, id));
    const receive = await t().call(inv.receiveInvoice, {
      token: ip01,
      body: { invoiceHeaderId: id, status: 'Passed', invoiceReceiveDateStr: '2026-03-12' },
    });
    expect(receive.code).toBe(404);
    const reject = await t().call(inv.rejectInvoice, {
      token: ip01,
      body: { invoiceHeaderId: id, needApprove: 'N', rejectType: 'PRICE' },
    });
    expect(reject.code).toBe(404);
    const change = await t().call(inv.changeInvoiceStatus, { token: ip01, body: { invoiceHeaderId: id } });
    expect(change.code).toBe(404);
    const [after] = await t().db.select().from(invoiceHeaders).where(eq(invoiceHeaders.id, id));
    expect(after).toEqual(before);
  });

  it('shows a supplier all its invoices', async () => {
    const page = await t().call(inv.queryInvoicePage, { token: world.tokens.supplier1, body: { size: 50 } });
    expect(page.data.records.map((row) => row.invoiceNo).sort()).toEqual(['PRINV1', 'PRINV3']);
  });
});
