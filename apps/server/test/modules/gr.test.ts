import { GoodsReceipt, type GoodsReceiptInput } from '@portal/contract/erp-inbound';
import { type GrRow, grEndpoints } from '@portal/contract/gr';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { goodsReceipts, roles } from '../../src/db/schema/index.ts';
import { receiveGoodsReceipt } from '../../src/integration/erp-inbound/receive-goods-receipt.ts';
import { createCompany, createUser, relate } from '../helpers/arrange.ts';
import { createPart, createPlant } from '../helpers/arrange-schedules.ts';
import { sheetRows, workbookOf } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { queryGr, download } = grEndpoints;
const tokens: Record<string, string> = {};

type Line = GoodsReceiptInput['lines'][number];
const line = (
  grLineNo: string,
  orderNo: string,
  poLineNo: string,
  partNo: string,
  qty: string,
  price: string,
): Line => ({
  grLineNo,
  orderNo,
  poLineNo,
  partNo,
  qty,
  currency: 'CNY',
  grUnitPrice: price,
  priceListCode: 'PL-1',
});

async function receive(db: Database, receipt: GoodsReceiptInput) {
  await receiveGoodsReceipt(db, GoodsReceipt.parse(receipt), 'en');
}

/**
 * The GR tests' own world: buyer GRB1 (plants GP1, GP2) receives from GRS1 and GRS2, buyer GRB2 (plant GQ1)
 * from GRS1. Five receipt lines; GR-C is invoiced. Nothing else in the database uses these companies.
 */
async function buildWorld(db: Database) {
  const ids = {
    GRB1: await createCompany(db, { code: 'GRB1', type: 'B' }),
    GRB2: await createCompany(db, { code: 'GRB2', type: 'B' }),
    GRS1: await createCompany(db, { code: 'GRS1', name: 'Gamma Metal', type: 'S' }),
    GRS2: await createCompany(db, { code: 'GRS2', name: 'Delta Foam', type: 'S' }),
  };
  await relate(db, ids.GRB1, ids.GRS1);
  await relate(db, ids.GRB1, ids.GRS2);
  await relate(db, ids.GRB2, ids.GRS1);
  const plants = {
    GP1: await createPlant(db, ids.GRB1, 'GP1'),
    GP2: await createPlant(db, ids.GRB1, 'GP2'),
    GQ1: await createPlant(db, ids.GRB2, 'GQ1'),
  };
  const part = (plant: keyof typeof plants, buyer: number, supplier: number, partNo: string) =>
    createPart(db, { plantId: plants[plant], buyerCompanyId: buyer, supplierCompanyId: supplier, partNo });
  await part('GP1', ids.GRB1, ids.GRS1, 'A-1');
  await part('GP1', ids.GRB1, ids.GRS1, 'A-2');
  await part('GP2', ids.GRB1, ids.GRS1, 'A-1');
  await part('GP2', ids.GRB1, ids.GRS2, 'B-1');
  await part('GQ1', ids.GRB2, ids.GRS1, 'A-9');
  const head = { buyerCompanyCode: 'GRB1', shipToPlant: 'GP1', supplierCode: 'GRS1' };
  await receive(db, {
    ...head,
    grNo: 'GR-A',
    grDate: '2026-03-01',
    asnNo: 'ASN-A',
    lines: [line('1', 'PO-1', '10', 'A-1', '10', '2.5'), line('2', 'PO-1', '20', 'A-2', '5', '100')],
  });
  await receive(db, {
    ...head,
    grNo: 'GR-B',
    grDate: '2026-03-05',
    shipToPlant: 'GP2',
    supplierCode: 'GRS2',
    asnNo: 'ASN-B',
    lines: [line('1', 'PO-2', '10', 'B-1', '7', '1.25')],
  });
  await receive(db, {
    ...head,
    grNo: 'GR-C',
    grDate: '2026-03-10',
    shipToPlant: 'GP2',
    lines: [line('1', 'PO-3', '10', 'A-1', '3', '2.5')],
  });
  await receive(db, {
    buyerCompanyCode: 'GRB2',
    shipToPlant: 'GQ1',
    supplierCode: 'GRS1',
    grNo: 'GR-D',
    grDate: '2026-03-02',
    asnNo: 'ASN-D',
    lines: [line('1', 'PO-9', '10', 'A-9', '1', '9')],
  });
  // what the invoice module will do when an invoice takes GR-C
  await db
    .update(goodsReceipts)
    .set({ isInvoiced: 'Y', invoiceNo: 'INV-1', invoiceDate: '2026-03-20' })
    .where(and(eq(goodsReceipts.grNo, 'GR-C'), eq(goodsReceipts.buyerCompanyId, ids.GRB1)));
  const users = [
    { userCode: 'gr.s1', userType: 'S', companyIds: [ids.GRS1], role: 'Supplier' },
    { userCode: 'gr.s2', userType: 'S', companyIds: [ids.GRS2], role: 'Supplier' },
    { userCode: 'gr.scm1', userType: 'B', companyIds: [ids.GRB1], role: 'Adient-SCM' },
    { userCode: 'gr.ap2', userType: 'B', companyIds: [ids.GRB2], role: 'Adient-AP' },
    { userCode: 'gr.nomenu', userType: 'B', companyIds: [ids.GRB1], role: 'No GR' },
  ] as const;
  await db.insert(roles).values({ roleName: 'No GR', roleDescription: 'holds no menu' });
  for (const user of users) await createUser(db, { ...user, companyIds: [...user.companyIds] });
  for (const user of users) tokens[user.userCode] = await t().login(user.userCode);
}

beforeAll(() => buildWorld(t().db));

async function list(token: string | undefined, body: Record<string, unknown> = {}) {
  const reply = await t().call(queryGr, { token, body });
  if (reply.code !== 200 || !reply.data) throw new Error(`queryGr: ${reply.code} ${reply.msg}`);
  return reply.data;
}

const keysOf = (rows: GrRow[]) => rows.map((row) => `${row.grNo}/${row.poLineNo}`);

describe('POST /gr/queryGr', () => {
  it("answers a buyer its own companies' receipts, newest first, with prices", async () => {
    const page = await list(tokens['gr.scm1']);
    expect(page.total).toBe(4);
    expect(page.pages).toBe(1);
    expect(keysOf(page.records)).toEqual(['GR-C/10', 'GR-B/10', 'GR-A/10', 'GR-A/20']);
    expect(page.records[2]).toEqual({
      grId: expect.any(Number),
      companyCode: 'GRB1',
      shipToPlantCode: 'GP1',
      supplierCode: 'GRS1',
      supplierName: 'Gamma Metal',
      grNo: 'GR-A',
      partNo: 'A-1',
      qty: '10.00000',
      poUom: 'PC',
      currency: 'CNY',
      grUnitPrice: '2.500000',
      amount: '25.00',
      orderNo: 'PO-1',
      poLineNo: '10',
      priceListCode: 'PL-1',
      asnNo: 'ASN-A',
      grDateStr: '2026-03-01',
      isInvoiced: 'N',
      invoiceNo: null,
      invoiceDateStr: null,
    });
    expect(page.records[0]).toMatchObject({
      isInvoiced: 'Y',
      invoiceNo: 'INV-1',
      invoiceDateStr: '2026-03-20',
    });
    expect(keysOf((await list(tokens['gr.ap2'])).records)).toEqual(['GR-D/10']);
  });

  it('confines a supplier to its own receipts whatever it asks, and never sends it the prices', async () => {
    const own = await list(tokens['gr.s1']);
    expect(keysOf(own.records)).toEqual(['GR-C/10', 'GR-D/10', 'GR-A/10', 'GR-A/20']);
    for (const row of own.records) {
      expect(Object.keys(row)).not.toContain('currency');
      expect(Object.keys(row)).not.toContain('grUnitPrice');
      expect(Object.keys(row)).not.toContain('amount');
    }
    const foreign = await list(tokens['gr.s1'], { supplierCode: ['GRS2'], grNo: ['GR-B'] });
    expect(foreign.total).toBe(0);
    expect(keysOf((await list(tokens['gr.s2'], { supplierCode: ['GRS1'] })).records)).toEqual(['GR-B/10']);
  });

  it('filters by every field of the spec, lists matching any of their values', async () => {
    const token = tokens['gr.scm1'];
    const cases: [Record<string, unknown>, string[]][] = [
      [{ asnNo: ['ASN-A', 'ASN-B'] }, ['GR-B/10', 'GR-A/10', 'GR-A/20']],
      [{ orderNo: ['PO-3', 'PO-2'] }, ['GR-C/10', 'GR-B/10']],
      [{ partNo: ['A-1'] }, ['GR-C/10', 'GR-A/10']],
      [{ grNo: ['GR-A'] }, ['GR-A/10', 'GR-A/20']],
      [{ invoiceNo: ['INV-1', 'INV-X'] }, ['GR-C/10']],
      [{ supplierCode: ['GRS2'] }, ['GR-B/10']],
      [{ grDateFromStr: '20260302', grDateToStr: '20260305' }, ['GR-B/10']],
      [{ grDateFromStr: '20260305' }, ['GR-C/10', 'GR-B/10']],
      [{ invoiceDateFromStr: '20260320', invoiceDateToStr: '20260320' }, ['GR-C/10']],
      [{ invoiceDateToStr: '20260319' }, []],
      [{ companyCode: 'GRB1', shipToPlantCode: 'GP2' }, ['GR-C/10', 'GR-B/10']],
      [{ companyCode: 'GRB2' }, []],
      [{ isInvoiced: 'Y' }, ['GR-C/10']],
      [{ isInvoiced: 'N', shipToPlantCode: 'GP1' }, ['GR-A/10', 'GR-A/20']],
    ];
    for (const [filter, expected] of cases) {
      expect(keysOf((await list(token, filter)).records), JSON.stringify(filter)).toEqual(expected);
    }
  });

  it('sorts by the whitelisted fields, dates by the stored dates, prices for buyers only', async () => {
    const token = tokens['gr.scm1'];
    expect(keysOf((await list(token, { sortName: 'grDateStr', sort: 'ASC' })).records)).toEqual([
      'GR-A/10',
      'GR-A/20',
      'GR-B/10',
      'GR-C/10',
    ]);
    expect(keysOf((await list(token, { sortName: 'amount', sort: 'DESC' })).records)).toEqual([
      'GR-A/20',
      'GR-A/10',
      'GR-B/10',
      'GR-C/10',
    ]);
    expect((await list(token, { sortName: 'invoiceDateStr', sort: 'ASC' })).records[0]?.grNo).toBe('GR-C');
    expect(keysOf((await list(token, { sortName: 'supplierName', sort: 'ASC' })).records)[0]).toBe('GR-B/10');
    for (const [who, sortName] of [
      ['gr.s1', 'grUnitPrice'],
      ['gr.s1', 'amount'],
      ['gr.scm1', 'grDate; drop table x'],
    ] as const) {
      const reply = await t().call(queryGr, { token: tokens[who], body: { sortName, sort: 'ASC' } });
      expect(reply.code, sortName).toBe(400);
    }
  });

  it('pages on the server', async () => {
    const page = await list(tokens['gr.scm1'], { size: 3, pageNo: 2 });
    expect(page).toMatchObject({ total: 4, pages: 2 });
    expect(keysOf(page.records)).toEqual(['GR-A/20']);
    expect(keysOf((await list(tokens['gr.scm1'], { size: 3 })).records)).toEqual([
      'GR-C/10',
      'GR-B/10',
      'GR-A/10',
    ]);
    expect((await t().call(queryGr, { token: tokens['gr.scm1'], body: { size: 501 } })).code).toBe(400);
  });

  it('refuses a role without the GR screen and a caller without a session', async () => {
    expect((await t().call(queryGr, { token: tokens['gr.nomenu'], body: {} })).code).toBe(403);
    expect((await t().call(queryGr, { body: {} })).code).toBe(999);
  });
});

describe('GET /gr/download', () => {
  it("gives a buyer the filtered receipts with prices, in the list's order", async () => {
    const response = await t().request(download, {
      token: tokens['gr.scm1'],
      query: { supplierCode: 'GRS1', sortName: 'grDateStr', sort: 'ASC' },
    });
    expect(response.headers['content-disposition']).toContain('GR.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]).toEqual([
      'Company Code',
      'Ship-to Plant',
      'Supplier Code',
      'Supplier Name',
      'GR No',
      'Part No',
      'Qty',
      'PO UOM',
      'Currency',
      'GR Unit Price',
      'Amount',
      'Order No',
      'PO Line No',
      'Price List Code',
      'ASN No',
      'GR Date',
      'Invoiced',
      'Invoice No',
      'Invoice Date',
    ]);
    const head = ['GRB1', 'GP1', 'GRS1', 'Gamma Metal'];
    const open = ['N', null, null];
    expect(rows.slice(1)).toEqual([
      [
        ...head,
        'GR-A',
        'A-1',
        10,
        'PC',
        'CNY',
        2.5,
        25,
        'PO-1',
        '10',
        'PL-1',
        'ASN-A',
        '2026-03-01',
        ...open,
      ],
      [
        ...head,
        'GR-A',
        'A-2',
        5,
        'PC',
        'CNY',
        100,
        500,
        'PO-1',
        '20',
        'PL-1',
        'ASN-A',
        '2026-03-01',
        ...open,
      ],
      [
        'GRB1',
        'GP2',
        ...head.slice(2),
        'GR-C',
        'A-1',
        3,
        'PC',
        'CNY',
        2.5,
        7.5,
        'PO-3',
        '10',
        'PL-1',
        null,
      ].concat(['2026-03-10', 'Y', 'INV-1', '2026-03-20']),
    ]);
  });

  it('gives a supplier its own receipts without currency, unit price and amount', async () => {
    const response = await t().request(download, {
      token: tokens['gr.s1'],
      query: { supplierCode: 'GRS2', isInvoiced: 'N' },
      locale: 'cn',
    });
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]).not.toContain('币种');
    expect(rows[0]).not.toContain('收货单价');
    expect(rows[0]).not.toContain('金额');
    expect(rows[0]).toHaveLength(16);
    const listed = await list(tokens['gr.s1'], { isInvoiced: 'N' });
    expect(rows.slice(1).map((row) => `${row[4]}/${row[9]}`)).toEqual(keysOf(listed.records));
    expect(rows.flat()).not.toContain('CNY');
  });

  it('answers a message when nothing matches, and refuses a role without the GR screen', async () => {
    const empty = await t().call(download, { token: tokens['gr.scm1'], query: { grNo: 'NONE' } });
    expect(empty).toMatchObject({ code: 200, data: null, msg: 'There is no data to download' });
    expect((await t().call(download, { token: tokens['gr.nomenu'], query: {} })).code).toBe(403);
  });
});

describe('demo goods receipts', () => {
  it('gives the demo suppliers many receipts without prices, buyers with prices from the price list', async () => {
    const supplier = await list(await t().login('supplier.a'), { size: 5 });
    expect(supplier.total).toBeGreaterThan(500);
    expect(new Set(supplier.records.map((row) => row.supplierCode))).toEqual(new Set(['S100101']));
    expect(supplier.records[0]).not.toHaveProperty('grUnitPrice');
    const ap = await t().login('ap');
    const invoiced = await list(ap, { isInvoiced: 'Y', size: 1 });
    const open = await list(ap, { isInvoiced: 'N', size: 500 });
    expect(invoiced.total).toBeGreaterThan(open.total);
    for (const row of open.records) {
      expect(row.priceListCode).toMatch(/^S\d{6}-[A-Z]{3}$/);
      // qty x price rounded half up to cents
      const exact = Number(row.qty) * Number(row.grUnitPrice);
      expect(Math.abs(Number(row.amount) - exact)).toBeLessThanOrEqual(0.005 + 1e-9);
    }
  });
});
