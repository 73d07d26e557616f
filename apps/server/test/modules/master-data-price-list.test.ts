import { masterDataEndpoints as endpoints, type PriceListRow } from '@portal/contract/master-data';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOf, REFUSED_FILES } from '../helpers/master-data.ts';
import { sheetRows, uploadFile, workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
const TEMPLATE = [
  'Company Code',
  'Supplier Code',
  'Part No',
  'Part Description',
  'Price List Code',
  'Unit Price',
  'Currency',
  'UOM',
  'Effective Date From',
  'Effective Date To',
];
/** The demo prices: last year closed, this year open-ended (seeded relative to the database's year). */
let year: number;

const query = (token: string | undefined, body: Record<string, unknown>) =>
  t().call(endpoints.priceListQuery, { token, body });

async function periodsOf(partNo: string, priceListCode: string) {
  const result = await t().db.execute<{
    from: string;
    to: string | null;
    price: string;
    supplier: string;
  }>(sql`
    select p.effective_from::text as from, p.effective_to::text as to, p.unit_price as price, s.company_code as supplier
    from part_prices p join companies s on s.id = p.supplier_company_id
    where p.part_no = ${partNo} and p.price_list_code = ${priceListCode} order by p.effective_from`);
  return result.rows;
}

const pricesOfSupplier = (code: string) =>
  countOf(
    t().db,
    sql`select 1 from part_prices p join companies s on s.id = p.supplier_company_id where s.company_code = ${code}`,
  );

/** Until a session of this database waits for a lock (the upload's commit-time overlap check). */
async function waitForLockWait(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const waiting = await countOf(
      t().db,
      sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (waiting > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the upload never waited for the other transaction');
}

beforeAll(async () => {
  for (const user of ['admin', 'scm', 'ap', 'supplier.a', 'supplier.b']) tokens[user] = await t().login(user);
  const result = await t().db.execute<{ year: number }>(sql`select extract(year from now())::int as year`);
  year = result.rows[0]?.year ?? 0;
});

describe('POST /partPrice/queryPartPriceList', () => {
  it('answers records/total/pages with exact decimal prices and display dates', async () => {
    const reply = await query(tokens.ap, { companyCode: 'ADCN', partNo: '102-7003' });
    expect(reply.code).toBe(200);
    expect(reply.data.total).toBe(2);
    expect(reply.data.pages).toBe(1);
    const [last, current] = reply.data.records as [PriceListRow, PriceListRow];
    expect(last).toMatchObject({
      companyCode: 'ADCN',
      partNo: '102-7003',
      partDesc: 'Headrest foam core LH',
      currency: 'CNY',
      uom: 'EA',
      effectiveDateFromStr: `${year - 1}-01-01`,
      effectiveDateToStr: `${year - 1}-12-31`,
      priceListCode: 'S100102-CNY',
    });
    expect(current).toMatchObject({ effectiveDateFromStr: `${year}-01-01`, effectiveDateToStr: null });
    expect(current.unitPrice).toMatch(/^\d+\.\d{6}$/);
    expect(current.inboundMsgDateStr).toBe(`${year}-01-02 09:30`);
  });

  it('keeps the prices effective on some day of the date range', async () => {
    const base = { companyCode: 'ADCN', partNo: '102-7003' };
    const lastYear = await query(tokens.ap, {
      ...base,
      effectiveDateFrom: `${year - 1}0601`,
      effectiveDateTo: `${year - 1}0630`,
    });
    expect(lastYear.data.records.map((row) => row.effectiveDateFromStr)).toEqual([`${year - 1}-01-01`]);
    const fromNewYear = await query(tokens.ap, { ...base, effectiveDateFrom: `${year}0101` });
    expect(fromNewYear.data.records.map((row) => row.effectiveDateFromStr)).toEqual([`${year}-01-01`]);
    const both = await query(tokens.ap, {
      ...base,
      effectiveDateFrom: `${year - 1}1231`,
      effectiveDateTo: `${year}0101`,
    });
    expect(both.data.total).toBe(2);
    const before = await query(tokens.ap, { ...base, effectiveDateTo: `${year - 2}1231` });
    expect(before.data.total).toBe(0);
    expect(await query(tokens.ap, { effectiveDateFrom: '2025-01-01' })).toMatchObject({ code: 400 });
    expect(await query(tokens.ap, { effectiveDateFrom: '20250230' })).toMatchObject({ code: 400 });
  });

  it('filters by price list code and sorts by the unit price', async () => {
    const reply = await query(tokens.ap, {
      priceListCode: 'S100104-CNY',
      sortName: 'unitPrice',
      sort: 'DESC',
      size: 500,
    });
    expect(reply.data.total).toBe(await pricesOfSupplier('S100104'));
    const prices = reply.data.records.map((row) => Number(row.unitPrice));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it('shows a supplier the prices of its own price lists only, whatever it asks for', async () => {
    const own = await query(tokens['supplier.b'], { size: 1 });
    expect(own.data.total).toBe(await pricesOfSupplier('S100105'));
    const foreign = await query(tokens['supplier.b'], { priceListCode: 'S100101-USD' });
    expect(foreign.data.total).toBe(0);
    const thailand = await query(tokens['supplier.a'], { companyCode: 'ADTH', size: 500 });
    expect(thailand.data.total).toBeGreaterThan(0);
    expect(new Set(thailand.data.records.map((row) => row.priceListCode))).toEqual(new Set(['S100101-USD']));
  });
});

describe('GET|POST /partPrice/download', () => {
  it('streams PriceList Info.xlsx holding exactly the filtered rows, prices as numbers', async () => {
    const filter = { companyCode: 'ADTH', priceListCode: 'S100107-THB', effectiveDateFrom: `${year}0101` };
    const response = await t().request(endpoints.priceListDownload, { token: tokens.ap, query: filter });
    expect(response.headers['content-disposition']).toContain('PriceList%20Info.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]).toEqual([
      'Company Code',
      'Part No',
      'Part Description',
      'Unit Price',
      'Currency',
      'UOM',
      'Effective Date From',
      'Effective Date To',
      'Price List Code',
      'Updated Time',
    ]);
    const listed = await query(tokens.ap, { ...filter, size: 500 });
    expect(listed.data.total).toBe(250);
    expect(rows.slice(1)).toEqual(
      listed.data.records.map((row) => [
        row.companyCode,
        row.partNo,
        row.partDesc,
        Number(row.unitPrice),
        row.currency,
        row.uom,
        row.effectiveDateFromStr,
        row.effectiveDateToStr,
        row.priceListCode,
        row.inboundMsgDateStr,
      ]),
    );
  });

  it('gives a supplier only its own prices', async () => {
    const response = await t().request(endpoints.priceListDownload, {
      token: tokens['supplier.b'],
      query: {},
    });
    const rows = sheetRows(await workbookOf(response)).slice(1);
    expect(rows).toHaveLength(await pricesOfSupplier('S100105'));
    expect(new Set(rows.map((row) => row[8]))).toEqual(new Set(['S100105-THB']));
  });
});

describe('POST /partPrice/upload', () => {
  it('offers its template to the Part Price screen', async () => {
    const response = await t().request(endpoints.priceListUploadTemplate, { token: tokens.admin });
    expect(response.headers['content-disposition']).toContain('PartPriceTemplate.xlsx');
    expect(sheetRows(await workbookOf(response))).toEqual([TEMPLATE]);
    expect(
      (await t().request(endpoints.priceListUploadTemplate, { token: tokens.scm })).json(),
    ).toMatchObject({
      code: 403,
    });
  });

  it('closes the open price and adds the next period in one upload, keeping every decimal', async () => {
    const file = await xlsxFile(TEMPLATE, [
      [
        'ADCN',
        'S100103',
        '103-7010',
        null,
        'S100103-CNY',
        '1650.5',
        'CNY',
        'EA',
        `${year}-01-01`,
        `${year}-06-30`,
      ],
      ['ADCN', 'S100103', '103-7010', null, 'S100103-CNY', '1712.123456', 'cny', 'EA', `${year}0701`, null],
    ]);
    const reply = await uploadFile(t(), endpoints.priceListUpload, tokens.admin, file);
    expect(reply).toEqual({ code: 200, msg: 'success', data: { inserted: 1, updated: 1 } });
    expect(await periodsOf('103-7010', 'S100103-CNY')).toEqual([
      { from: `${year - 1}-01-01`, to: `${year - 1}-12-31`, price: expect.any(String), supplier: 'S100103' },
      { from: `${year}-01-01`, to: `${year}-06-30`, price: '1650.500000', supplier: 'S100103' },
      { from: `${year}-07-01`, to: null, price: '1712.123456', supplier: 'S100103' },
    ]);
    const listed = await query(tokens.admin, { partNo: '103-7010', effectiveDateFrom: `${year}0701` });
    // no description in the file: the part's own is taken
    const description = await t().db.execute<{ d: string }>(
      sql`select part_description as d from parts where part_no = '103-7010' limit 1`,
    );
    expect(listed.data.records[0]).toMatchObject({
      unitPrice: '1712.123456',
      partDesc: description.rows[0]?.d,
    });
    const download = await t().request(endpoints.priceListDownload, {
      token: tokens.admin,
      query: { partNo: '103-7010', effectiveDateFrom: `${year}0701` },
    });
    expect(sheetRows(await workbookOf(download))[1]?.[3]).toBe(1712.123456);
  });

  it('refuses a period overlapping a stored one or another row of the file, and changes nothing', async () => {
    const total = await countOf(t().db, sql`select 1 from part_prices`);
    const file = await xlsxFile(TEMPLATE, [
      ['ADTH', 'S100105', '105-7001', null, 'S100105-THB', '10', 'THB', 'EA', `${year}-03-01`, null],
      [
        'ADTH',
        'S100105',
        '105-7002',
        null,
        'S100105-THB',
        '10',
        'THB',
        'EA',
        `${year + 1}-01-01`,
        `${year + 1}-03-31`,
      ],
      ['ADTH', 'S100105', '105-7002', null, 'S100105-THB', '11', 'THB', 'EA', `${year + 1}-03-31`, null],
      [
        'ADTH',
        'S100105',
        '105-7003',
        null,
        'S100105-THB',
        '12',
        'THB',
        'EA',
        `${year - 1}-06-01`,
        `${year - 1}-05-31`,
      ],
    ]);
    const reply = await uploadFile(t(), endpoints.priceListUpload, tokens.admin, file);
    expect(reply.code).toBe(400);
    expect(reply.data).toEqual([
      {
        row: 5,
        field: 'effectiveDateTo',
        column: 'Effective Date To',
        message: 'Effective Date To: cannot be before the effective start date',
      },
    ]);
    const fixed = await xlsxFile(TEMPLATE, [
      ['ADTH', 'S100105', '105-7001', null, 'S100105-THB', '10', 'THB', 'EA', `${year}-03-01`, null],
      [
        'ADTH',
        'S100105',
        '105-7002',
        null,
        'S100105-THB',
        '10',
        'THB',
        'EA',
        `${year + 1}-01-01`,
        `${year + 1}-03-31`,
      ],
      ['ADTH', 'S100105', '105-7002', null, 'S100105-THB', '11', 'THB', 'EA', `${year + 1}-03-31`, null],
    ]);
    const overlapping = await uploadFile(t(), endpoints.priceListUpload, tokens.admin, fixed);
    expect(overlapping.msg).toBe('The file has 3 rows with errors; nothing was imported');
    expect(overlapping.data).toEqual([
      {
        row: 2,
        field: 'effectiveDateFrom',
        column: 'Effective Date From',
        message: `the effective period overlaps the stored price from ${year}-01-01 to open end`,
      },
      {
        row: 3,
        field: 'effectiveDateFrom',
        column: 'Effective Date From',
        message: `the effective period overlaps the stored price from ${year}-01-01 to open end`,
      },
      {
        row: 4,
        field: 'effectiveDateFrom',
        column: 'Effective Date From',
        message: `the effective period overlaps the stored price from ${year}-01-01 to open end`,
      },
      {
        row: 4,
        field: 'effectiveDateFrom',
        column: 'Effective Date From',
        message: 'the effective period overlaps row 3',
      },
    ]);
    expect(await countOf(t().db, sql`select 1 from part_prices`)).toBe(total);
  });

  it('checks company, supplier, part, currency and numbers of every row', async () => {
    const file = await xlsxFile(TEMPLATE, [
      ['ADCN', 'S100105', '105-7001', null, 'X', '1', 'CNY', 'EA', `${year + 2}-01-01`, null],
      ['ADCN', 'S100102', '101-7001', null, 'X', '1', 'CNY', 'EA', `${year + 2}-01-01`, null],
      ['ADCN', 'S100102', '102-7001', null, 'X', '1.1234567', 'CNY', 'EA', 'next year', null],
      ['ADCN', 'S100102', '102-7001', null, 'X', '12345678901234', 'XYZ', 'EA', `${year + 2}-01-01`, null],
      ['ADTH', 'S100105', '105-7001', null, 'X', '1', 'THB', 'EA', `${year + 2}-01-01`, null],
    ]);
    const reply = await uploadFile(t(), endpoints.priceListUpload, tokens.ap, file);
    expect(reply.data).toEqual([
      {
        row: 2,
        field: 'supplierCode',
        column: 'Supplier Code',
        message: 'Supplier Code: supplier S100105 is not associated with buyer ADCN',
      },
      {
        row: 3,
        field: 'partNo',
        column: 'Part No',
        message: 'Part No: 101-7001 is not a part supplier S100102 delivers to ADCN',
      },
      { row: 4, field: 'unitPrice', column: 'Unit Price', message: 'Unit Price: has an invalid format' },
      {
        row: 4,
        field: 'effectiveDateFrom',
        column: 'Effective Date From',
        message: 'Effective Date From: has an invalid format',
      },
      { row: 5, field: 'unitPrice', column: 'Unit Price', message: 'Unit Price: has an invalid format' },
    ]);
    const currency = await xlsxFile(TEMPLATE, [
      ['ADCN', 'S100102', '102-7001', null, 'X', '1', 'XYZ', 'EA', `${year + 2}-01-01`, null],
    ]);
    expect((await uploadFile(t(), endpoints.priceListUpload, tokens.ap, currency)).data).toEqual([
      {
        row: 2,
        field: 'currency',
        column: 'Currency',
        message: 'Currency: XYZ is not one of the currencies',
      },
    ]);
    // the Thai row alone was fine, yet nothing was stored
    expect(await periodsOf('105-7001', 'X')).toEqual([]);
  });

  it('is refused to suppliers and to roles without uploadPartPrice', async () => {
    const file = await xlsxFile(TEMPLATE, [
      ['ADTH', 'S100105', '105-7001', null, 'S100105-THB', '1', 'THB', 'EA', `${year + 3}-01-01`, null],
    ]);
    expect(await uploadFile(t(), endpoints.priceListUpload, tokens['supplier.b'], file)).toMatchObject({
      code: 403,
    });
    expect(await uploadFile(t(), endpoints.priceListUpload, tokens.scm, file)).toMatchObject({
      code: 403,
    });
    expect(
      (await uploadFile(t(), endpoints.priceListUpload, tokens.admin, REFUSED_FILES.sixMegabytes())).msg,
    ).toBe('Upload file size cannot exceed 5MB!');
  });

  it('refuses an upload that a concurrent writer overtook with an overlapping period, naming it, storing neither twice', async () => {
    // another transaction holds an uncommitted period the upload cannot see yet
    const other = await t().db.$client.connect();
    await other.query('begin');
    await other.query(
      `insert into part_prices (buyer_company_id, supplier_company_id, part_no, price_list_code, unit_price, currency, uom, effective_from, effective_to)
       select buyer_company_id, supplier_company_id, part_no, 'S100107-USD', 1, 'USD', uom, $1, $2
       from parts where part_no = '107-7020' limit 1`,
      [`${year + 5}-01-01`, `${year + 5}-12-31`],
    );
    const file = await xlsxFile(TEMPLATE, [
      ['ADTH', 'S100107', '107-7020', null, 'S100107-USD', '2', 'USD', 'EA', `${year + 5}-06-01`, null],
    ]);
    const upload = uploadFile(t(), endpoints.priceListUpload, tokens.admin, file);
    await waitForLockWait();
    await other.query('commit');
    other.release();
    // the trigger waited for the other writer's commit, refused the upload, and the row check then found
    // the period committed meanwhile
    expect(await upload).toMatchObject({
      code: 400,
      msg: 'The file has 1 rows with errors; nothing was imported',
      data: [
        {
          row: 2,
          field: 'effectiveDateFrom',
          message: `the effective period overlaps the stored price from ${year + 5}-01-01 to ${year + 5}-12-31`,
        },
      ],
    });
    expect(await periodsOf('107-7020', 'S100107-USD')).toEqual([
      { from: `${year + 5}-01-01`, to: `${year + 5}-12-31`, price: '1.000000', supplier: 'S100107' },
    ]);
  });

  it('applies only one of two concurrent uploads whose periods overlap, naming the stored one to the other', async () => {
    const row = (from: string, to: string | null, price: string) => [
      ['ADTH', 'S100107', '107-7020', null, 'S100107-USD', price, 'USD', 'EA', from, to],
    ];
    const [open, closed] = await Promise.all([
      xlsxFile(TEMPLATE, row(`${year + 7}-01-01`, null, '3')),
      xlsxFile(TEMPLATE, row(`${year + 7}-06-01`, `${year + 7}-12-31`, '4')),
    ]);
    const replies = await Promise.all([
      uploadFile(t(), endpoints.priceListUpload, tokens.admin, open),
      uploadFile(t(), endpoints.priceListUpload, tokens.admin, closed),
    ]);
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 400]);
    const refused = replies.find((reply) => reply.code === 400);
    expect(refused?.data).toEqual([
      expect.objectContaining({
        row: 2,
        message: expect.stringMatching(/^the effective period overlaps the stored price from /),
      }),
    ]);
    const stored = (await periodsOf('107-7020', 'S100107-USD')).filter((period) =>
      period.from.startsWith(String(year + 7)),
    );
    expect(stored).toHaveLength(1);
  });

  it('the database itself refuses overlapping periods written by any other path', async () => {
    const insert = t().db.execute(sql`
      insert into part_prices (buyer_company_id, supplier_company_id, part_no, price_list_code, unit_price, currency, uom, effective_from)
      select buyer_company_id, supplier_company_id, part_no, price_list_code, 1, currency, uom, effective_from + 1
      from part_prices where part_no = '107-7021' and effective_to is null`);
    await expect(insert).rejects.toMatchObject({ cause: { code: '23P01' } });
  });
});
