import { invoiceEndpoints } from '@portal/contract/invoice';
import { beforeAll, describe, expect, it } from 'vitest';
import { sheetRows, uploadFile, workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildInvoiceWorld, grId, type InvoiceWorld } from './invoice-world.ts';

const t = useTestApp();
const api = invoiceEndpoints;
let world: InvoiceWorld;

/** Draft FI1 of IS01: IGR-1/1 at 12.5 with WHT 3 %, IGR-1/2 at 7.33333 without. */
beforeAll(async () => {
  world = await buildInvoiceWorld(t());
  const saved = await t().call(api.saveInvoice, {
    token: world.tokens.supplier1,
    body: {
      invoiceNo: 'FI1',
      invoiceDate: '2026-03-10',
      incoTerm: 'FOB',
      items: [
        { grId: grId(world, 'IGR-1/1'), unitPrice: '12.5', whtRate: '3' },
        { grId: grId(world, 'IGR-1/2'), unitPrice: '7.33333' },
      ],
    },
  });
  if (saved.code !== 200) throw new Error(saved.msg);
});

describe('downloadItemInfo and downloadWht', () => {
  it('writes every line of the filtered invoices of the process type, for the posting roles only', async () => {
    const reply = await t().request(api.downloadItemInfo, { token: world.tokens.ap1, body: { type: 'AP' } });
    expect(reply.headers['content-disposition']).toContain('InvoiceDetail_List.xlsx');
    const rows = sheetRows(await workbookOf(reply));
    expect(rows[0]?.slice(0, 3)).toEqual(['Invoice No', 'Type', 'Status']);
    expect(rows.slice(1).map((row) => [row[0], row[9], row[19]])).toEqual([
      ['FI1', 'IGR-1', 1250],
      ['FI1', 'IGR-1', 220],
    ]);
    expect((await t().call(api.downloadItemInfo, { token: world.tokens.ap1, body: {} })).code).toBe(400);
    expect(
      (await t().call(api.downloadItemInfo, { token: world.tokens.scm1, body: { type: 'AP' } })).code,
    ).toBe(403);
    expect(
      (await t().call(api.downloadItemInfo, { token: world.tokens.ap2, body: { type: 'AP' } })).data,
    ).toBeNull();
  });

  it('lists the withholding tax lines for every buyer role but Adient-SCM', async () => {
    const rows = sheetRows(
      await workbookOf(await t().request(api.downloadWht, { token: world.tokens.admin1, body: {} })),
    );
    expect(rows.slice(1).map((row) => row.slice(-4))).toEqual([['P-100', 1250, '3', 37.5]]);
    expect(await t().call(api.downloadWht, { token: world.tokens.scm1, body: {} })).toMatchObject({
      code: 403,
      msg: 'Adient-SCM may not download the WHT list',
    });
    expect((await t().call(api.downloadWht, { token: world.tokens.supplier1, body: {} })).code).toBe(403);
  });
});

describe('item lists', () => {
  const HEADER = ['GR No', 'Order No', 'PO Line No', 'Invoice Unit Price', 'WHT Rate'];
  const INDIA = [...HEADER, 'CGST Rate %', 'SGST Rate %', 'IGST Rate %'];
  const dto = () =>
    JSON.stringify({
      asnNoList: ['IASN-6'],
      grIds: ['IGR-6/1', 'IGR-6/2', 'IGR-6/3'].map((key) => grId(world, key)),
    });

  it('offers a template per process type', async () => {
    const ap = await t().request(api.downloadItemList, { token: world.tokens.supplier1 });
    expect(ap.headers['content-disposition']).toContain('ItemList.xlsx');
    expect(sheetRows(await workbookOf(ap))).toEqual([HEADER]);
    const india = await t().request(api.downloadIndiaItemList, { token: world.tokens.supplier1 });
    expect(sheetRows(await workbookOf(india))).toEqual([INDIA]);
    const writeOff = await t().request(api.downloadWriteOffItemList, { token: world.tokens.supplier1 });
    expect(writeOff.headers['content-disposition']).toContain('WriteOffItemList.xlsx');
  });

  it("fills the screen's lines from the file with amounts and taxes", async () => {
    const file = await xlsxFile(INDIA, [
      ['IGR-6', 'PO-6', '10', 12.6, '', 9, 9, ''],
      ['IGR-6', 'PO-6', '20', '12.5', '1', '', '', 18],
    ]);
    const reply = await uploadFile<unknown[]>(
      t(),
      api.uploadIndiaItemList,
      world.tokens.supplier1,
      file,
      'items.xlsx',
      'en',
      { dto: dto() },
    );
    expect(reply.code).toBe(200);
    expect(reply.data).toMatchObject([
      {
        poLineNo: '10',
        unitPrice: '12.6',
        amount: '50.40',
        cgstAmount: '4.54',
        sgstAmount: '4.54',
        priceVariance: 'Y',
      },
      {
        poLineNo: '20',
        unitPrice: '12.5',
        amount: '75.00',
        whtRate: '1',
        whtAmount: '0.75',
        igstAmount: '13.50',
        priceVariance: 'N',
      },
      { partNo: 'P-200', unitPrice: null, amount: null },
    ]);
  });

  it('rejects the whole file with every bad row numbered', async () => {
    const file = await xlsxFile(HEADER, [
      ['IGR-6', 'PO-6', '10', '12.5', ''],
      ['IGR-1', 'PO-1', '10', '12.5', ''],
      ['IGR-6', 'PO-6', '20', 'abc', '9'],
      ['IGR-6', 'PO-6', '10', '12', ''],
    ]);
    const reply = await uploadFile(
      t(),
      api.uploadItemList,
      world.tokens.supplier1,
      file,
      'items.xlsx',
      'en',
      { dto: dto() },
    );
    expect(reply).toMatchObject({ code: 400, msg: 'The file has 3 rows with errors; nothing was imported' });
    expect(reply.data).toEqual([
      { row: 3, message: 'GR IGR-1 PO PO-1/10 is not a line of this invoice' },
      expect.objectContaining({ row: 4, field: 'unitPrice' }),
      expect.objectContaining({ row: 5 }),
    ]);
    const noDto = await uploadFile(t(), api.uploadItemList, world.tokens.supplier1, file);
    expect(noDto).toMatchObject({ code: 400, msg: 'Upload Settings: is missing or malformed' });
    // the JSON part is read like any other input: control characters refused
    const withNul = JSON.stringify({ ...JSON.parse(dto()), asnNoList: ['IASN-6', 'IASN\u0000'] });
    const good = await xlsxFile(HEADER, [['IGR-6', 'PO-6', '10', '12.5', '']]);
    expect(
      await uploadFile(t(), api.uploadItemList, world.tokens.supplier1, good, 'items.xlsx', 'en', {
        dto: withNul,
      }),
    ).toMatchObject({ code: 400, msg: 'ASN No, item 2: contains control characters that are not allowed' });
    expect(
      (await uploadFile(t(), api.uploadItemList, world.tokens.ap1, file, 'a.xlsx', 'en', { dto: dto() }))
        .code,
    ).toBe(403);
  });
});
