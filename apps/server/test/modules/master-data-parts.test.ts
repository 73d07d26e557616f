import { masterDataEndpoints as endpoints, type PartRow } from '@portal/contract/master-data';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, parts, plants } from '../../src/db/schema/index.ts';
import { countOf, REFUSED_FILES } from '../helpers/master-data.ts';
import { sheetRows, uploadFile, workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

const TEMPLATE = [
  'Buyer Company Code',
  'Ship-to Plant Code',
  'Supplier Code',
  'Part No',
  'Part Description',
  'UOM',
  'Version No',
  'Lot Size Qty',
  'Model',
  'Planner',
];

/** Parts in the database of one supplier (and optionally one buyer company), counted independently. */
function partsOf(supplierCode: string, buyerCode?: string) {
  return countOf(
    t().db,
    sql`select 1 from parts p join companies s on s.id = p.supplier_company_id
        join companies b on b.id = p.buyer_company_id
        where s.company_code = ${supplierCode} ${buyerCode ? sql`and b.company_code = ${buyerCode}` : sql``}`,
  );
}

async function storedPart(plantCode: string, partNo: string, supplierCode: string) {
  const [row] = await t()
    .db.select({
      description: parts.partDescription,
      lotSizeQty: parts.lotSizeQty,
      uom: parts.uom,
      by: parts.updatedBy,
    })
    .from(parts)
    .innerJoin(plants, eq(plants.id, parts.plantId))
    .innerJoin(companies, eq(companies.id, parts.supplierCompanyId))
    .where(
      and(eq(plants.plantCode, plantCode), eq(parts.partNo, partNo), eq(companies.companyCode, supplierCode)),
    );
  return row;
}

const query = (token: string | undefined, body: Record<string, unknown>) =>
  t().call(endpoints.materialsQuery, { token, body });

beforeAll(async () => {
  for (const user of ['admin', 'scm', 'ap', 'supplier.a']) tokens[user] = await t().login(user);
});

describe('POST /materials/query', () => {
  it('pages the parts of the buyer companies a buyer works for, with every column of the spec', async () => {
    const reply = await query(tokens.admin, { pageNo: 2, size: 20 });
    expect(reply.code).toBe(200);
    const total = await countOf(t().db, sql`select 1 from parts`);
    expect(total).toBeGreaterThan(3000);
    expect(reply.data).toMatchObject({ total, pages: Math.ceil(total / 20) });
    expect(reply.data.data).toHaveLength(20);
    expect(Object.keys(reply.data.data[0] ?? {}).sort()).toEqual(
      [
        'buyerCompanyCode',
        'buyerPlantCode',
        'supplierCode',
        'supplierName',
        'partNo',
        'partDescription',
        'uom',
        'versionNo',
        'lotSizeQty',
        'model',
        'planner',
        'lastUpdateTimeStr',
        'lastUpdateBy',
        'partId',
      ].sort(),
    );
    expect(reply.data.data[0]?.lastUpdateTimeStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // the planner of the Shanghai company sees its parts only
    const scm = await query(tokens.scm, { size: 1 });
    expect(scm.data.total).toBe(
      await countOf(
        t().db,
        sql`select 1 from parts p join companies b on b.id = p.buyer_company_id where b.company_code = 'ADCN'`,
      ),
    );
    expect((await query(tokens.scm, { buyerCompanyCode: 'ADTH' })).data.total).toBe(0);
  });

  it('filters by buyer company, plant, several part numbers, supplier and part of the description', async () => {
    const byPlant = await query(tokens.admin, {
      buyerCompanyCode: 'ADCN',
      buyerPlantCode: 'SH02',
      size: 500,
    });
    expect(byPlant.data.data.length).toBeGreaterThan(0);
    expect(new Set(byPlant.data.data.map((row) => row.buyerPlantCode))).toEqual(new Set(['SH02']));
    const numbers = await query(tokens.admin, { partNo: ['101-7000', '102-7001'], size: 50 });
    expect(new Set(numbers.data.data.map((row) => row.partNo))).toEqual(new Set(['101-7000', '102-7001']));
    const bySupplier = await query(tokens.admin, { supplierCode: 'S100102', size: 1 });
    expect(bySupplier.data.total).toBe(await partsOf('S100102'));
    const foam = await query(tokens.admin, { partDescription: 'FOAM pad', size: 500 });
    expect(foam.data.total).toBeGreaterThan(0);
    for (const row of foam.data.data) expect(row.partDescription?.toLowerCase()).toContain('foam pad');
    // a wildcard in the text is taken literally
    expect((await query(tokens.admin, { partDescription: '%' })).data.total).toBe(0);
  });

  it('sorts by a whitelisted field and refuses any other', async () => {
    const sorted = await query(tokens.admin, { sortName: 'lotSizeQty', sort: 'DESC', size: 500 });
    const sizes = sorted.data.data.map((row) => Number(row.lotSizeQty));
    expect(sizes).toEqual([...sizes].sort((a, b) => b - a));
    const refused = await query(tokens.admin, { sortName: 'id; drop table parts' });
    expect(refused).toMatchObject({ code: 400, data: null });
  });

  it('answers a deep page, read from the far end, with the rows and order OFFSET reads from the start', async () => {
    const total = await countOf(t().db, sql`select 1 from parts`);
    // the last pages lie past the first 2,000 rows and in the second half: counted first, read mirrored
    const pages = Math.ceil(total / 20);
    expect((pages - 2) * 20).toBeGreaterThanOrEqual(2000);
    const listed = (order: SQL, offset: number, limit: number) =>
      t().db.execute<{ partNo: string; supplierCode: string; buyerPlantCode: string }>(sql`
        select p.part_no as "partNo", s.company_code as "supplierCode", pl.plant_code as "buyerPlantCode"
          from parts p join companies b on b.id = p.buyer_company_id join plants pl on pl.id = p.plant_id
          join companies s on s.id = p.supplier_company_id
         order by ${order} offset ${offset} limit ${limit}`);
    const pick = ({ partNo, supplierCode, buyerPlantCode }: PartRow) => ({
      partNo,
      supplierCode,
      buyerPlantCode,
    });
    for (const [body, order] of [
      [{}, sql`b.company_code, pl.plant_code, p.part_no, s.company_code, p.id`],
      [
        { sortName: 'partNo', sort: 'DESC' },
        sql`p.part_no desc, b.company_code, pl.plant_code, p.part_no, s.company_code, p.id`,
      ],
      [{ sortName: 'model' }, sql`p.model, b.company_code, pl.plant_code, p.part_no, s.company_code, p.id`],
    ] as const) {
      for (const pageNo of [pages - 1, pages]) {
        const reply = await query(tokens.admin, { ...body, pageNo, size: 20 });
        expect(reply.data).toMatchObject({ total, pages });
        const offset = (pageNo - 1) * 20;
        expect(reply.data.data.map(pick)).toEqual((await listed(order, offset, 20)).rows);
      }
    }
  });

  it('answers a page that spans two plants with the rows of both, in the list order', async () => {
    const runs = await t().db.execute<{ rows: number }>(sql`
      select count(*)::int as rows from parts p join companies b on b.id = p.buyer_company_id
        join plants pl on pl.id = p.plant_id
       group by b.company_code, pl.plant_code order by b.company_code, pl.plant_code`);
    const all = await t().db.execute<{ partNo: string; buyerPlantCode: string }>(sql`
      select p.part_no as "partNo", pl.plant_code as "buyerPlantCode"
        from parts p join companies b on b.id = p.buyer_company_id join plants pl on pl.id = p.plant_id
        join companies s on s.id = p.supplier_company_id
       order by b.company_code, pl.plant_code, p.part_no, s.company_code, p.id`);
    expect(runs.rows.length).toBeGreaterThan(2);
    let boundary = 0;
    for (const { rows } of runs.rows.slice(0, -1)) {
      boundary += rows;
      // the page that holds the boundary (unless it falls between two pages)
      const size = 20;
      const pageNo = Math.floor(boundary / size) + 1;
      const reply = await query(tokens.admin, { pageNo, size });
      const expected = all.rows.slice((pageNo - 1) * size, pageNo * size);
      expect(reply.data.data.map(({ partNo, buyerPlantCode }) => ({ partNo, buyerPlantCode }))).toEqual(
        expected,
      );
    }
  });

  it('counts again once the parts change', async () => {
    const before = await query(tokens.admin, { size: 1 });
    const [part] = await t().db.select({ id: parts.id }).from(parts).limit(1);
    const copy = await t().db.execute<{ id: number }>(sql`
      insert into parts (buyer_company_id, plant_id, supplier_company_id, part_no, uom)
      select buyer_company_id, plant_id, supplier_company_id, part_no || '-COUNT', uom from parts
       where id = ${part?.id} returning id`);
    try {
      expect((await query(tokens.admin, { size: 1 })).data.total).toBe(before.data.total + 1);
    } finally {
      await t().db.execute(sql`delete from parts where id = ${copy.rows[0]?.id}`);
    }
    expect((await query(tokens.admin, { size: 1 })).data.total).toBe(before.data.total);
  });

  it('confines a supplier to its own parts whatever supplier code it sends', async () => {
    const own = await partsOf('S100101');
    for (const supplierCode of [undefined, 'S100101', 'S100105']) {
      const reply = await query(tokens['supplier.a'], { supplierCode, size: 500 });
      expect(reply.data.total).toBe(own);
      expect(new Set(reply.data.data.map((row) => row.supplierCode))).toEqual(new Set(['S100101']));
    }
  });

  it('is refused to a role without the Part Info menu', async () => {
    expect(await query(tokens.ap, {})).toMatchObject({ code: 403, data: null });
  });
});

describe('GET|POST /materials/download', () => {
  it('streams PartInfo.xlsx holding exactly the filtered rows in the list order', async () => {
    const filter = { buyerCompanyCode: 'ADCN', supplierCode: 'S100102' };
    const response = await t().request(endpoints.materialsDownload, { token: tokens.admin, query: filter });
    expect(response.headers['content-disposition']).toContain('PartInfo.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]).toEqual([
      'Buyer Company Code',
      'Ship-to Plant Code',
      'Supplier Code',
      'Supplier Name',
      'Part No',
      'Part Description',
      'UOM',
      'Version No',
      'Lot Size Qty',
      'Model',
      'Planner',
      'Last Update Time',
      'Last Updated By',
    ]);
    const listed = await query(tokens.admin, { ...filter, size: 500 });
    expect(rows.length - 1).toBe(listed.data.total);
    expect(rows.length - 1).toBe(await partsOf('S100102', 'ADCN'));
    const asRow = (row: PartRow) => [
      row.buyerCompanyCode,
      row.buyerPlantCode,
      row.supplierCode,
      row.supplierName,
      row.partNo,
      row.partDescription,
      row.uom,
      row.versionNo,
      Number(row.lotSizeQty),
      row.model,
      row.planner,
      row.lastUpdateTimeStr,
      row.lastUpdateBy,
    ];
    expect(rows.slice(1)).toEqual(listed.data.data.map(asRow));
  });

  it('writes a supplier only its own rows and answers an envelope when nothing matches', async () => {
    const response = await t().request(endpoints.materialsDownload, {
      token: tokens['supplier.a'],
      query: { supplierCode: 'S100105' },
      method: 'POST',
    });
    const rows = sheetRows(await workbookOf(response)).slice(1);
    expect(rows).toHaveLength(await partsOf('S100101'));
    expect(new Set(rows.map((row) => row[2]))).toEqual(new Set(['S100101']));
    const nothing = await t().request(endpoints.materialsDownload, {
      token: tokens.admin,
      query: { partNo: 'NO-SUCH-PART' },
    });
    expect(nothing.json()).toEqual({ code: 200, msg: 'There is no data to download', data: null });
  });

  it('offers the upload template with the template headers in the caller language', async () => {
    const english = await t().request(endpoints.materialsUploadTemplate, { token: tokens.admin });
    expect(english.headers['content-disposition']).toContain('PartInfoTemplate.xlsx');
    expect(sheetRows(await workbookOf(english))).toEqual([TEMPLATE]);
    const chinese = await t().request(endpoints.materialsUploadTemplate, {
      token: tokens.admin,
      locale: 'cn',
    });
    expect(sheetRows(await workbookOf(chinese))[0]?.[0]).toBe('采购方公司代码');
  });
});

describe('POST /materials/upload', () => {
  it('inserts new parts and updates known ones in one go, and answers how many of each', async () => {
    const file = await xlsxFile(TEMPLATE, [
      ['ADCN', 'SH01', 'S100101', 'ZT-9001', '=1+2 bracket', 'EA', 'V1', 12.5, 'BYD Han', 'Wang Fang'],
      [
        'ADCN',
        'SH01',
        'S100101',
        '101-7001',
        'Recliner mounting plate LH rev B',
        'EA',
        'V9',
        '48',
        null,
        null,
      ],
    ]);
    const before = await storedPart('SH01', '101-7001', 'S100101');
    expect(before).toBeDefined();
    const reply = await uploadFile(t(), endpoints.materialsUpload, tokens.admin, file);
    expect(reply).toEqual({ code: 200, msg: 'success', data: { inserted: 1, updated: 1 } });
    expect(await storedPart('SH01', 'ZT-9001', 'S100101')).toEqual({
      description: '=1+2 bracket',
      lotSizeQty: '12.50',
      uom: 'EA',
      by: 'admin',
    });
    expect(await storedPart('SH01', '101-7001', 'S100101')).toEqual({
      description: 'Recliner mounting plate LH rev B',
      lotSizeQty: '48.00',
      uom: 'EA',
      by: 'admin',
    });
  });

  it('stores text starting with = as text and exports it as text, never as a formula', async () => {
    const response = await t().request(endpoints.materialsDownload, {
      token: tokens.admin,
      query: { partNo: 'ZT-9001' },
    });
    const workbook = await workbookOf(response);
    const cell = workbook.worksheets[0]?.getRow(2).getCell(6);
    expect(cell?.value).toBe('=1+2 bracket');
    expect(cell?.type).toBe(ExcelJS.ValueType.String);
    expect(cell?.numFmt).toBe('@');
  });

  it('rejects a file with three bad rows whole, naming each row and reason, and changes nothing', async () => {
    const total = await countOf(t().db, sql`select 1 from parts`);
    const file = await xlsxFile(TEMPLATE, [
      ['ADCN', 'SH01', 'S100101', 'ZT-9101', 'good', 'EA', null, 10, null, null],
      ['ADCN', 'SH01', 'S100101', 'ZT-9102', 'no unit', null, null, 10, null, null],
      ['ADCN', 'XX99', 'S100199', 'ZT-9103', 'unknown plant and supplier', 'EA', null, 'ten', null, null],
      ['ADCN', 'SH01', 'S100101', 'ZT-9104', 'good too', 'EA', null, 5, null, null],
      ['ADCN', 'SH01', 'S100101', 'ZT-9101', 'repeats row 2', 'EA', null, 10, null, null],
    ]);
    const reply = await uploadFile(t(), endpoints.materialsUpload, tokens.admin, file);
    expect(reply.code).toBe(400);
    expect(reply.msg).toBe('The file has 3 rows with errors; nothing was imported');
    expect(reply.data).toEqual([
      { row: 3, field: 'uom', column: 'UOM', message: 'UOM: is required' },
      { row: 4, field: 'lotSizeQty', column: 'Lot Size Qty', message: 'Lot Size Qty: has an invalid format' },
      { row: 6, message: 'duplicates row 2' },
    ]);
    expect(await countOf(t().db, sql`select 1 from parts`)).toBe(total);
  });

  it('names unknown codes per row once the values are well formed, in the caller language', async () => {
    const file = await xlsxFile(TEMPLATE, [
      ['ADCN', 'XX99', 'S100199', 'ZT-9201', null, 'EA', null, null, null, null],
      ['ADTH', 'RY01', 'S100105', 'ZT-9202', null, 'EA', null, null, null, null],
    ]);
    const reply = await uploadFile(t(), endpoints.materialsUpload, tokens.scm, file);
    expect(reply.code).toBe(400);
    expect(reply.data).toEqual([
      {
        row: 2,
        field: 'buyerPlantCode',
        column: 'Ship-to Plant Code',
        message: 'Ship-to Plant Code: XX99 is not a plant of ADCN',
      },
      {
        row: 2,
        field: 'supplierCode',
        column: 'Supplier Code',
        message: 'Supplier Code: supplier S100199 is not associated with buyer ADCN',
      },
      // the planner works for the Shanghai company only
      {
        row: 3,
        field: 'buyerCompanyCode',
        column: 'Buyer Company Code',
        message: 'Buyer Company Code: ADTH is not a buyer company you work for',
      },
    ]);
    const thai = await uploadFile(t(), endpoints.materialsUpload, tokens.scm, file, 'p.xlsx', 'th');
    expect(thai.msg).toBe('ไฟล์มี 2 แถวที่ผิดพลาด ไม่มีการนำเข้าข้อมูลใด ๆ');
  });

  it('accepts the template headers of any language', async () => {
    const chinese = [
      '采购方公司代码',
      '收货工厂代码',
      '供应商代码',
      '零件号',
      '零件描述',
      '单位',
      '版本号',
      '批量数量',
      '车型',
      '计划员',
    ];
    const file = await xlsxFile(chinese, [
      ['ADCN', 'SH01', 'S100101', 'ZT-9301', null, 'EA', null, null, null, null],
    ]);
    const reply = await uploadFile(t(), endpoints.materialsUpload, tokens.scm, file);
    expect(reply).toMatchObject({ code: 200, data: { inserted: 1, updated: 0 } });
  });

  it('refuses files the spec refuses: 6 MB, 0 KB, a 51-character name, a .csv renamed .xlsx, another layout', async () => {
    const admin = tokens.admin;
    const upload = (content: Uint8Array<ArrayBuffer>, name = 'parts.xlsx') =>
      uploadFile(t(), endpoints.materialsUpload, admin, content, name);
    expect(await upload(REFUSED_FILES.sixMegabytes())).toMatchObject({
      code: 400,
      msg: 'Upload file size cannot exceed 5MB!',
    });
    expect(await upload(REFUSED_FILES.empty())).toMatchObject({
      code: 400,
      msg: '0 KB file is not supported...',
    });
    const valid = await xlsxFile(TEMPLATE, [['ADCN', 'SH01', 'S100101', 'ZT-9401', null, 'EA']]);
    expect(REFUSED_FILES.longName).toHaveLength(51);
    expect(await upload(valid, REFUSED_FILES.longName)).toMatchObject({
      code: 400,
      msg: 'File name is too long.please modify and upload again.',
    });
    expect(await upload(REFUSED_FILES.csv())).toMatchObject({
      code: 400,
      msg: 'The uploaded file format is incorrect',
    });
    const otherLayout = await xlsxFile(['Part No', 'Buyer Company Code'], [['ZT-9402', 'ADCN']]);
    expect(await upload(otherLayout)).toMatchObject({
      code: 400,
      msg: 'The uploaded file format is incorrect: column A is headed "Part No" where the template has "Buyer Company Code"',
    });
    expect(await storedPart('SH01', 'ZT-9401', 'S100101')).toBeUndefined();
  });

  it('is refused to supplier users and to roles without uploadPartInfo', async () => {
    const file = await xlsxFile(TEMPLATE, [['ADCN', 'SH01', 'S100101', 'ZT-9501', null, 'EA']]);
    const supplier = await uploadFile(t(), endpoints.materialsUpload, tokens['supplier.a'], file);
    expect(supplier).toMatchObject({ code: 403, msg: 'Supplier users cannot perform this action' });
    expect(await uploadFile(t(), endpoints.materialsUpload, tokens.ap, file)).toMatchObject({
      code: 403,
    });
    expect(await storedPart('SH01', 'ZT-9501', 'S100101')).toBeUndefined();
  });
});
