import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCompany, relate } from '../helpers/arrange.ts';
import { countOf, REFUSED_FILES } from '../helpers/master-data.ts';
import { sheetRows, uploadFile, workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
const HEADER = [
  'Buyer Company Code',
  'Supplier Code',
  'Supplier Name',
  'Over-shipped (Y/N)',
  'Tolerance (Y/N)',
  'Rate (%)',
];

const query = (token: string | undefined, body: Record<string, unknown>) =>
  t().call(endpoints.overShippedQuery, { token, body });
const update = (token: string | undefined, body: Record<string, unknown>) =>
  t().call(endpoints.overShippedUpdate, { token, body });

async function settingsOf(buyer: string, supplier: string) {
  const result = await t().db.execute<{
    over: boolean;
    tolerance: boolean | null;
    rate: string | null;
    by: string;
  }>(sql`
    select o.is_over_shipped as over, o.is_over_shipped_tolerance as tolerance, o.rate_percent as rate, o.updated_by as by
    from over_shipment_settings o join companies b on b.id = o.buyer_company_id join companies s on s.id = o.supplier_company_id
    where b.company_code = ${buyer} and s.company_code = ${supplier}`);
  return result.rows[0];
}

beforeAll(async () => {
  for (const user of ['admin', 'scm', 'ap', 'supplier.a']) tokens[user] = await t().login(user);
});

describe('POST /supplierOverShippedInfo/query', () => {
  it('lists one row per buyer-supplier relationship, with the demo settings', async () => {
    const reply = await query(tokens.admin, { size: 50 });
    expect(reply.code).toBe(200);
    expect(reply.data.total).toBe(await countOf(t().db, sql`select 1 from buyer_supplier_relationships`));
    expect(
      reply.data.data.find((row) => row.buyerCompanyCode === 'ADCN' && row.supplierCode === 'S100101'),
    ).toEqual({
      overShipmentId: expect.any(Number),
      buyerCompanyCode: 'ADCN',
      supplierCode: 'S100101',
      supplierName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
      isOverShipped: true,
      isOverShippedTolerence: true,
      ratePercent: '5.00',
    });
  });

  it('filters by company, supplier code, part of the name and the over-shipped flag', async () => {
    const yes = await query(tokens.admin, { isOverShipped: 'Y', size: 50 });
    expect(yes.data.total).toBe(4);
    expect(yes.data.data.every((row) => row.isOverShipped)).toBe(true);
    const no = await query(tokens.admin, { isOverShipped: 'N', buyerCompanyCode: 'ADTH', size: 50 });
    expect(no.data.data.map((row) => row.supplierCode)).toEqual(['S100101', 'S100106', 'S100109']);
    const named = await query(tokens.admin, { supplierName: 'siam', supplierCode: 'S100105' });
    expect(named.data.data.map((row) => row.supplierName)).toEqual(['Siam Textile Covers Co., Ltd.']);
  });

  it('confines a supplier to its own rows whatever it sends, and the planner to its company', async () => {
    for (const supplierCode of [undefined, 'S100105']) {
      const reply = await query(tokens['supplier.a'], { supplierCode, size: 50 });
      expect(reply.data.data.map((row) => `${row.buyerCompanyCode}/${row.supplierCode}`)).toEqual([
        'ADCN/S100101',
        'ADTH/S100101',
      ]);
    }
    const scm = await query(tokens.scm, { size: 50 });
    expect(new Set(scm.data.data.map((row) => row.buyerCompanyCode))).toEqual(new Set(['ADCN']));
    expect(await query(tokens.ap, {})).toMatchObject({ code: 403 });
  });
});

describe('POST /supplierOverShippedInfo/update', () => {
  it('requires the tolerance flag when over-shipping and the rate when the flag is set (spec 1 §4)', async () => {
    const pair = { buyerCompanyCode: 'ADCN', supplierCode: 'S100102' };
    expect(await update(tokens.admin, { ...pair, isOverShipped: true })).toMatchObject({
      code: 400,
      msg: 'Tolerance: is required',
    });
    expect(
      await update(tokens.admin, { ...pair, isOverShipped: true, isOverShippedTolerence: true }),
    ).toMatchObject({
      code: 400,
      msg: 'Rate (%): is required',
    });
    for (const ratePercent of ['100.01', '5.123', '-1', '05']) {
      const reply = await update(tokens.admin, {
        ...pair,
        isOverShipped: true,
        isOverShippedTolerence: true,
        ratePercent,
      });
      expect(reply.code, ratePercent).toBe(400);
    }
    expect(await update(tokens.admin, pair)).toMatchObject({ code: 400, msg: 'Over-shipped: is required' });
    expect(await settingsOf('ADCN', 'S100102')).toMatchObject({ over: false, tolerance: null, rate: null });
  });

  it('saves a rate of 0 to 100 with two decimals, and drops what the flags do not need', async () => {
    const pair = { buyerCompanyCode: 'ADCN', supplierCode: 'S100102' };
    const saved = await update(tokens.scm, {
      ...pair,
      isOverShipped: true,
      isOverShippedTolerence: true,
      ratePercent: '100',
    });
    expect(saved).toEqual({ code: 200, msg: 'Saved successfully', data: null });
    expect(await settingsOf('ADCN', 'S100102')).toEqual({
      over: true,
      tolerance: true,
      rate: '100.00',
      by: 'scm',
    });
    await update(tokens.scm, {
      ...pair,
      isOverShipped: true,
      isOverShippedTolerence: false,
      ratePercent: '7.5',
    });
    expect(await settingsOf('ADCN', 'S100102')).toMatchObject({ over: true, tolerance: false, rate: null });
    await update(tokens.scm, {
      ...pair,
      isOverShipped: false,
      isOverShippedTolerence: true,
      ratePercent: '7.5',
    });
    expect(await settingsOf('ADCN', 'S100102')).toMatchObject({ over: false, tolerance: null, rate: null });
  });

  it('refuses suppliers, roles without supplierConfigaration, pairs of other companies and unknown pairs', async () => {
    const body = { buyerCompanyCode: 'ADTH', supplierCode: 'S100105', isOverShipped: false };
    expect(await update(tokens['supplier.a'], body)).toMatchObject({ code: 403 });
    expect(await update(tokens.ap, body)).toMatchObject({ code: 403 });
    expect(await update(tokens.scm, body)).toMatchObject({
      code: 404,
      msg: 'Supplier S100105 is not associated with buyer ADTH, or not one you maintain',
    });
    expect(await update(tokens.admin, { ...body, supplierCode: 'S100102' })).toMatchObject({ code: 404 });
    expect(await settingsOf('ADTH', 'S100105')).toMatchObject({ over: true, tolerance: true, rate: '2.50' });
  });

  it('a relationship added later has its settings row at once', async () => {
    const supplierId = await createCompany(t().db, { code: 'ZS0001', type: 'S' });
    const buyerRow = await t().db.execute<{ id: number }>(
      sql`select id from companies where company_code = 'ADCN'`,
    );
    await relate(t().db, buyerRow.rows[0]?.id ?? 0, supplierId);
    expect(await settingsOf('ADCN', 'ZS0001')).toMatchObject({ over: false, tolerance: null, rate: null });
    const reply = await update(tokens.admin, {
      buyerCompanyCode: 'ADCN',
      supplierCode: 'ZS0001',
      isOverShipped: false,
    });
    expect(reply.code).toBe(200);
  });
});

describe('Supplier.xlsx download and upload', () => {
  it('downloads the filtered rows, which upload back after an edit', async () => {
    const response = await t().request(endpoints.overShippedDownload, {
      token: tokens.admin,
      query: { buyerCompanyCode: 'ADTH' },
    });
    expect(response.headers['content-disposition']).toContain('Supplier.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]).toEqual(HEADER);
    const listed = await query(tokens.admin, { buyerCompanyCode: 'ADTH', size: 50 });
    expect(rows.slice(1).map((row) => row[1])).toEqual(listed.data.data.map((row) => row.supplierCode));
    expect(rows.find((row) => row[1] === 'S100105')).toEqual([
      'ADTH',
      'S100105',
      'Siam Textile Covers Co., Ltd.',
      'Y',
      'Y',
      2.5,
    ]);

    const edited = rows
      .slice(1)
      .map((row) => (row[1] === 'S100106' ? ['ADTH', 'S100106', null, 'y', 'Y', 12.25] : row));
    const reply = await uploadFile(
      t(),
      endpoints.overShippedUpload,
      tokens.admin,
      await xlsxFile(HEADER, edited),
    );
    expect(reply).toEqual({ code: 200, msg: 'success', data: { inserted: 0, updated: rows.length - 1 } });
    expect(await settingsOf('ADTH', 'S100106')).toEqual({
      over: true,
      tolerance: true,
      rate: '12.25',
      by: 'admin',
    });
    expect(await settingsOf('ADTH', 'S100105')).toMatchObject({ over: true, tolerance: true, rate: '2.50' });
  });

  it('gives a supplier its own rows only', async () => {
    const response = await t().request(endpoints.overShippedDownload, {
      token: tokens['supplier.a'],
      query: { supplierCode: 'S100105' },
    });
    const rows = sheetRows(await workbookOf(response)).slice(1);
    expect(rows.map((row) => `${row[0]}/${row[1]}`)).toEqual(['ADCN/S100101', 'ADTH/S100101']);
  });

  it('rejects a file with bad rows whole and changes nothing', async () => {
    const file = await xlsxFile(HEADER, [
      ['ADCN', 'S100102', null, 'Y', 'Y', 3],
      ['ADCN', 'S100103', null, 'Y', null, null],
      ['ADCN', 'S100104', null, 'Y', 'Y', 101],
      ['ADCN', 'S100105', null, 'N', null, null],
      ['ADCN', 'S100102', null, 'N', null, null],
    ]);
    const reply = await uploadFile(t(), endpoints.overShippedUpload, tokens.admin, file);
    expect(reply.code).toBe(400);
    expect(reply.msg).toBe('The file has 4 rows with errors; nothing was imported');
    expect(reply.data).toEqual([
      {
        row: 3,
        field: 'isOverShippedTolerence',
        column: 'Tolerance (Y/N)',
        message: 'Tolerance (Y/N): is required',
      },
      { row: 4, field: 'ratePercent', column: 'Rate (%)', message: 'Rate (%): is invalid' },
      {
        row: 5,
        field: 'supplierCode',
        column: 'Supplier Code',
        message: 'Supplier Code: supplier S100105 is not associated with buyer ADCN',
      },
      { row: 6, message: 'duplicates row 2' },
    ]);
    expect(await settingsOf('ADCN', 'S100102')).toMatchObject({ over: false });
  });

  it('applies the platform file checks and is refused to suppliers', async () => {
    const admin = tokens.admin;
    const upload = (content: Uint8Array<ArrayBuffer>, name = 'supplier.xlsx', token = admin) =>
      uploadFile(t(), endpoints.overShippedUpload, token, content, name);
    expect((await upload(REFUSED_FILES.empty())).msg).toBe('0 KB file is not supported...');
    expect((await upload(REFUSED_FILES.csv())).msg).toBe('The uploaded file format is incorrect');
    const valid = await xlsxFile(HEADER, [['ADCN', 'S100102', null, 'N']]);
    expect((await upload(valid, REFUSED_FILES.longName)).msg).toBe(
      'File name is too long.please modify and upload again.',
    );
    expect(await upload(valid, 'supplier.xlsx', tokens['supplier.a'])).toMatchObject({ code: 403 });
  });
});
