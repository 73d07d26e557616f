import { invoiceEndpoints } from '@portal/contract/invoice';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { goodsReceipts, invoiceLines } from '../../src/db/schema/index.ts';
import { sheetRows, workbookOf } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildInvoiceWorld, grId, type InvoiceWorld } from './invoice-world.ts';

const t = useTestApp();
const api = invoiceEndpoints;
let world: InvoiceWorld;

beforeAll(async () => {
  world = await buildInvoiceWorld(t());
});

const item = (key: string, unitPrice: string) => ({ grId: grId(world, key), unitPrice });
const draft = (invoiceNo: string, items: Record<string, unknown>[], extra = {}) => ({
  invoiceNo,
  invoiceDate: '2026-03-10',
  incoTerm: 'FOB',
  items,
  ...extra,
});
type SaveEndpoint = (typeof api)[
  | 'saveInvoice'
  | 'saveIndiaInvoice'
  | 'saveOverseaInvoice'
  | 'saveWriteoffInvoice'];
const save = (
  body: Record<string, unknown>,
  token = world.tokens.supplier1,
  endpoint: SaveEndpoint = api.saveInvoice,
) => t().call(endpoint, { token, body });

async function receiptState(...keys: string[]) {
  const rows = await t()
    .db.select({
      id: goodsReceipts.id,
      isInvoiced: goodsReceipts.isInvoiced,
      invoiceNo: goodsReceipts.invoiceNo,
      invoiceDate: goodsReceipts.invoiceDate,
    })
    .from(goodsReceipts)
    .where(
      inArray(
        goodsReceipts.id,
        keys.map((key) => grId(world, key)),
      ),
    )
    .orderBy(goodsReceipts.id);
  return rows.map(({ id: _id, ...state }) => state);
}

let apInvoice = 0;

describe('save an invoice (supplier)', () => {
  it('creates a Draft with exact amounts and marks its receipts invoiced', async () => {
    const reply = await save(draft('INV001', [item('IGR-1/1', '12.5'), item('IGR-1/2', '7.33333')]));
    expect(reply).toMatchObject({ code: 200, msg: 'Saved successfully' });
    apInvoice = reply.data?.invoiceHeaderId ?? 0;
    expect(reply.data).toMatchObject({
      invoiceNo: 'INV001',
      type: 'AP',
      status: 'Draft',
      i18nStatus: 'Draft',
      needApprove: 'N',
      matchStatus: null,
      companyCode: 'IB01',
      shipToPlantCode: 'IP01',
      supplierCode: 'IS01',
      asnNosStr: 'IASN-1',
      currency: 'CNY',
      // 100 x 12.5 = 1250.00; 30 x 7.33333 = 219.9999 -> 220.00; tax 13 % of 1470.00 = 191.10
      baseAmount: '1470.00',
      taxAmount: '191.10',
      invoiceAmount: '1661.10',
      invoiceDate: '2026-03-10',
      incoTerm: 'FOB',
      uploadDocFlag: 'N',
    });
    expect(
      reply.data?.items.map((line) => [line.grNo, line.unitPrice, line.amount, line.priceVariance]),
    ).toEqual([
      ['IGR-1', '12.500000', '1250.00', 'N'],
      ['IGR-1', '7.333330', '220.00', 'Y'],
    ]);
    expect(await receiptState('IGR-1/1', 'IGR-1/2')).toEqual([
      { isInvoiced: 'Y', invoiceNo: 'INV001', invoiceDate: '2026-03-10' },
      { isInvoiced: 'Y', invoiceNo: 'INV001', invoiceDate: '2026-03-10' },
    ]);
    const list = await t().call(api.queryGrByAsnGroup, {
      token: world.tokens.supplier1,
      body: { invoiceType: 'AP', asnNoList: ['IASN-1'] },
    });
    expect(list.data?.total).toBe(0);
  });

  it('takes a unit price of 6 decimals, as price lists and receipts hold prices, and no more', async () => {
    const exact = await save({
      ...draft('INV001', [item('IGR-1/1', '12.5'), item('IGR-1/2', '7.333333')]),
      invoiceHeaderId: apInvoice,
    });
    expect(exact.code).toBe(200);
    // the receipt's price to the last decimal: no variance against the price list
    expect(exact.data?.items.map((line) => [line.unitPrice, line.amount, line.priceVariance])).toEqual([
      ['12.500000', '1250.00', 'N'],
      ['7.333333', '220.00', 'N'],
    ]);
    const seven = await save({
      ...draft('INV001', [item('IGR-1/1', '12.5'), item('IGR-1/2', '7.3333333')]),
      invoiceHeaderId: apInvoice,
    });
    expect(seven).toMatchObject({
      code: 400,
      msg: expect.stringMatching(/^Invoice Unit Price \(Invoice Lines, line 2\): /),
    });
  });

  it('refuses a receipt that is on another invoice, and a repeated invoice number', async () => {
    expect(await save(draft('INV002', [item('IGR-1/1', '12.5')]))).toMatchObject({
      code: 409,
      msg: 'Goods receipt IGR-1 is already on an invoice',
    });
    expect(await save(draft('INV001', [item('IGR-2/1', '10')]))).toMatchObject({
      code: 409,
      msg: 'Invoice number INV001 already exists',
    });
    expect(await receiptState('IGR-2/1')).toEqual([{ isInvoiced: 'N', invoiceNo: null, invoiceDate: null }]);
  });

  it('lets exactly one of two invoices saved at once take the same receipt', async () => {
    const replies = await Promise.all([
      save(draft('RACE1', [item('IGR-2/1', '10')])),
      save(draft('RACE2', [item('IGR-2/1', '10')])),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 409]);
    const lines = await t()
      .db.select()
      .from(invoiceLines)
      .where(eq(invoiceLines.grId, grId(world, 'IGR-2/1')));
    expect(lines).toHaveLength(1);
    const winner = replies.find((reply) => reply.code === 200)?.data?.invoiceNo;
    expect(await receiptState('IGR-2/1')).toEqual([
      { isInvoiced: 'Y', invoiceNo: winner, invoiceDate: '2026-03-10' },
    ]);
  });

  it('applies the creation rules of the specification', async () => {
    expect(await save(draft('MIX1', [item('IGR-3/1', '12.5'), item('IGR-6/1', '12.5')]))).toMatchObject({
      code: 400,
      msg: 'The goods receipts must be of one supplier, company, plant and currency',
    });
    expect((await save(draft('MIX2', [item('IGR-6/1', '12.5'), item('IGR-6/3', '7')]))).code).toBe(400);
    expect(await save(draft('REP1', [item('IGR-6/1', '12.5'), item('IGR-6/2', '12.5')]))).toMatchObject({
      code: 400,
      msg: 'Order No. PO-6 + Part No. P-100 repeats',
    });
    const india = await save(
      draft('IND1', [item('IGR-2/2', '4'), item('IGR-6/1', '12.5')]),
      undefined,
      api.saveIndiaInvoice,
    );
    expect(india).toMatchObject({ code: 400, msg: 'One invoice takes the goods receipts of one ASN' });
    expect((await save(draft('A/B-1', [item('IGR-6/1', '12.5')]))).msg).toBe(
      'Invoice No: has an invalid format',
    );
    expect((await save({ ...draft('NOINCO', [item('IGR-6/1', '12.5')]), incoTerm: '' })).code).toBe(400);
    // 14 digits do not fit the price column (13 before the point): refused by field name, nothing kept
    expect(await save(draft('HUGE1', [item('IGR-6/1', '12345678901234')]))).toMatchObject({
      code: 400,
      msg: 'Invoice Unit Price (Invoice Lines, line 1): has an invalid format',
    });
    expect(await receiptState('IGR-6/1', 'IGR-6/2', 'IGR-6/3')).toEqual([
      { isInvoiced: 'N', invoiceNo: null, invoiceDate: null },
      { isInvoiced: 'N', invoiceNo: null, invoiceDate: null },
      { isInvoiced: 'N', invoiceNo: null, invoiceDate: null },
    ]);
  });

  it('keeps a supplier to its own receipts and invoices, and a buyer from creating', async () => {
    expect(await save(draft('FOREIGN', [item('IGR-1/1', '1')]), world.tokens.supplier2)).toMatchObject({
      code: 404,
      msg: 'Some of the goods receipts do not exist',
    });
    expect(
      await save(
        { ...draft('X1', [item('IGR-5/1', '3')]), invoiceHeaderId: apInvoice },
        world.tokens.supplier2,
      ),
    ).toMatchObject({
      code: 404,
      msg: 'The invoice does not exist',
    });
    const detail = await t().call(api.getInvoiceDetail, {
      token: world.tokens.supplier2,
      params: { id: apInvoice },
    });
    expect(detail.code).toBe(404);
    expect((await save(draft('BUYER1', [item('IGR-6/1', '12.5')]), world.tokens.ap1)).code).toBe(403);
  });

  it('edits a Draft: a receipt dropped is released, a new one taken, amounts recomputed', async () => {
    const reply = await save({ ...draft('INV001B', [item('IGR-1/1', '12.4')]), invoiceHeaderId: apInvoice });
    expect(reply.data).toMatchObject({
      invoiceNo: 'INV001B',
      baseAmount: '1240.00',
      taxAmount: '161.20',
      invoiceAmount: '1401.20',
    });
    expect(await receiptState('IGR-1/1', 'IGR-1/2')).toEqual([
      { isInvoiced: 'Y', invoiceNo: 'INV001B', invoiceDate: '2026-03-10' },
      { isInvoiced: 'N', invoiceNo: null, invoiceDate: null },
    ]);
    const wrong = await save(
      { ...draft('INV001B', [item('IGR-1/1', '12.4')]), invoiceHeaderId: apInvoice },
      undefined,
      api.saveOverseaInvoice,
    );
    expect(wrong).toMatchObject({ code: 409, msg: 'This is a AP invoice; use the screen of its process' });
  });

  it('computes India GST per line', async () => {
    const reply = await save(
      draft('IND2', [{ ...item('IGR-1/2', '7.33333'), cgstRate: '9', sgstRate: '9' }]),
      undefined,
      api.saveIndiaInvoice,
    );
    // 30 x 7.33333 = 219.9999 -> 220.00; 9 % = 19.80 twice
    expect(reply.msg).toBe('Saved successfully');
    expect(reply.data).toMatchObject({
      type: 'INDIA',
      baseAmount: '220.00',
      taxAmount: '39.60',
      invoiceAmount: '259.60',
    });
    expect(reply.data?.items[0]).toMatchObject({
      cgstRate: '9.00',
      cgstAmount: '19.80',
      sgstAmount: '19.80',
      igstAmount: null,
    });
  });
});

describe('delete an invoice', () => {
  it('deletes a Draft through the call of its type and releases its receipts', async () => {
    const created = await save(draft('DEL1', [item('IGR-6/1', '12.5')]));
    const id = created.data?.invoiceHeaderId ?? 0;
    expect(
      await t().call(api.deleteIndiaInvoice, { token: world.tokens.supplier1, params: { id } }),
    ).toMatchObject({ code: 409 });
    expect((await t().call(api.deleteInvoice, { token: world.tokens.supplier2, params: { id } })).code).toBe(
      404,
    );
    expect((await t().call(api.deleteInvoice, { token: world.tokens.admin1, params: { id } })).code).toBe(
      403,
    );
    expect(
      await t().call(api.deleteInvoice, { token: world.tokens.supplier1, params: { id } }),
    ).toMatchObject({
      code: 200,
      msg: 'Deleted successfully',
    });
    expect(await receiptState('IGR-6/1')).toEqual([{ isInvoiced: 'N', invoiceNo: null, invoiceDate: null }]);
    expect(
      (await t().call(api.getInvoiceDetail, { token: world.tokens.supplier1, params: { id } })).code,
    ).toBe(404);
  });
});

describe('queryInvoicePage and INVOICE.xlsx', () => {
  const page = (body: Record<string, unknown>, token = world.tokens.supplier1) =>
    t().call(api.queryInvoicePage, { token, body });

  it('lists the caller scope with filters, sorting and paging', async () => {
    const mine = await page({ sortName: 'invoiceNo', sort: 'ASC' });
    expect(mine.data?.records.map((row) => row.invoiceNo)).toEqual([
      'IND2',
      'INV001B',
      expect.stringMatching(/^RACE[12]$/),
    ]);
    expect((await page({ supplierCodeList: ['IS01'] }, world.tokens.supplier2)).data?.total).toBe(0);
    expect((await page({ partNoList: ['P-200'] })).data?.records.map((row) => row.invoiceNo)).toEqual([
      'IND2',
    ]);
    expect((await page({ asnNoList: ['IASN-2'] })).data?.total).toBe(1);
    expect((await page({ invoiceNoList: ['INV001B'], status: 'Draft' })).data?.total).toBe(1);
    expect((await page({ status: 'Submitted' })).data?.total).toBe(0);
    // a buyer-only filter is ignored for a supplier
    expect((await page({ type: 'OVERSEA' })).data?.total).toBe(3);
    expect((await page({ type: 'OVERSEA' }, world.tokens.ap1)).data?.total).toBe(0);
    expect((await page({ invoiceDateFrom: '20260311' })).data?.total).toBe(0);
    expect((await page({ size: 2, pageNo: 2, sortName: 'invoiceAmount', sort: 'DESC' })).data).toMatchObject({
      total: 3,
      pages: 2,
      // 1401.20, 259.60, then 113.00
      records: [{ invoiceNo: expect.stringMatching(/^RACE[12]$/) }],
    });
    expect((await page({ sortName: 'rejectReason' })).code).toBe(400);
    expect((await page({}, world.tokens.ap1)).data?.total).toBe(3);
    expect((await page({}, world.tokens.ap2)).data?.total).toBe(0);
    expect((await page({ qrCode: 'IS01|INV001B|IP01' }, world.tokens.ap1)).data?.total).toBe(1);
    expect((await page({ qrCode: 'IS01|INV001B|IP02' }, world.tokens.ap1)).data?.total).toBe(0);
  });

  it('downloads the filtered list, or a message when nothing matches', async () => {
    const response = await t().request(api.downloadInvoiceList, {
      token: world.tokens.supplier1,
      query: { invoiceNoList: 'INV001B' },
    });
    expect(response.headers['content-disposition']).toContain('INVOICE.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]?.slice(0, 3)).toEqual(['Invoice No', 'Type', 'Status']);
    expect(rows.slice(1).map((row) => [row[0], row[13]])).toEqual([['INV001B', 1401.2]]);
    // every field of the invoice row of spec 3 §3, the tax and e-invoicing numbers included
    expect(rows[0]?.slice(-4)).toEqual([
      'Branch No',
      'Supplier Branch No',
      'Certification No',
      'Covisint Unique ID',
    ]);
    const none = await t().call(api.downloadInvoiceList, { token: world.tokens.supplier2 });
    expect(none).toMatchObject({ code: 200, data: null, msg: 'There is no data to download' });
  });
});
