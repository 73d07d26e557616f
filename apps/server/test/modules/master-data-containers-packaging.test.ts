import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONTAINERS } from '../../src/db/seed/demo-catalogue.ts';
import { packagingsOfParts } from '../../src/modules/master-data/packagings/repo.ts';
import { countOf, REFUSED_FILES } from '../helpers/master-data.ts';
import { sheetRows, uploadFile, workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};
const CONTAINER_TEMPLATE = [
  'Container Code',
  'Container Type',
  'Max Load (KG)',
  'Foldable (Y/N)',
  'Outside Length (MM)',
  'Outside Width (MM)',
  'Outside Height (MM)',
  'Weight (KG)',
  'Material',
];
const PACKAGING_TEMPLATE = [
  'Buyer Company Code',
  'Supplier Code',
  'Packaging No',
  'Part No',
  'Part Group',
  'Container Code',
  'Qty per Package',
  'Valid Date',
  'Antirust (Y/N)',
  'Corrosion Protection (Y/N)',
  'Plastic Bag (Y/N)',
  'Recyclable (Y/N)',
  'Weight (KG)',
  'Length (MM)',
  'Width (MM)',
  'Height (MM)',
];

const packagingsOf = (supplierCode: string) =>
  countOf(
    t().db,
    sql`select 1 from packagings p join companies s on s.id = p.supplier_company_id where s.company_code = ${supplierCode}`,
  );

beforeAll(async () => {
  for (const user of ['admin', 'scm', 'ap', 'supplier.a']) tokens[user] = await t().login(user);
});

describe('containers (/order/container/...)', () => {
  it('lists, filters and sorts the containers for everyone holding the screen', async () => {
    const all = await t().call(endpoints.containerQuery, { token: tokens['supplier.a'], body: { size: 50 } });
    expect(all.data.total).toBe(DEMO_CONTAINERS.length);
    const klt = await t().call(endpoints.containerQuery, {
      token: tokens.scm,
      body: { containerCode: 'klt', sortName: 'outsideHeightMm', sort: 'DESC' },
    });
    expect(klt.data.data.map((row) => row.containerCode)).toEqual([
      'KLT-4329',
      'KLT-6429',
      'KLT-4314',
      'KLT-6414',
    ]);
    const racks = await t().call(endpoints.containerQuery, {
      token: tokens.scm,
      body: { containerType: 'Seat frame rack' },
    });
    expect(racks.data.data).toEqual([
      expect.objectContaining({
        containerCode: 'RACK-SF01',
        foldFlag: 'Y',
        maxLoadKg: '600.00',
        outsideLengthMm: 1600,
      }),
    ]);
    expect(await t().call(endpoints.containerQuery, { token: tokens.ap, body: {} })).toMatchObject({
      code: 403,
    });
  });

  it('downloads Container.xlsx with the filtered rows, which uploads back', async () => {
    const response = await t().request(endpoints.containerDownload, {
      token: tokens.scm,
      query: { containerType: 'Carton' },
    });
    expect(response.headers['content-disposition']).toContain('Container.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]?.slice(0, 9)).toEqual(CONTAINER_TEMPLATE);
    expect(rows.slice(1).map((row) => row.slice(0, 9))).toEqual([
      ['CTN-4030', 'Carton', 15, 'N', 400, 300, 300, 0.45, 'Corrugated board'],
      ['CTN-6040', 'Carton', 25, 'N', 600, 400, 400, 0.8, 'Corrugated board'],
    ]);
    const edited = [
      ...rows.slice(1).map((row) => row.slice(0, 9)),
      ['CTN-8060', 'Carton', 40, 'y', 800, 600, 400, '1.2', null],
    ];
    const reply = await uploadFile(
      t(),
      endpoints.containerUpload,
      tokens.scm,
      await xlsxFile(CONTAINER_TEMPLATE, edited),
    );
    expect(reply).toEqual({ code: 200, msg: 'success', data: { inserted: 1, updated: 2 } });
    const added = await t().call(endpoints.containerQuery, {
      token: tokens.scm,
      body: { containerCode: 'CTN-8060' },
    });
    expect(added.data.data[0]).toMatchObject({ foldFlag: 'Y', weightKg: '1.20', lastUpdateBy: 'scm' });
  });

  it('offers the template, rejects bad rows whole and is refused to suppliers', async () => {
    const template = await t().request(endpoints.containerUploadTemplate, { token: tokens.scm });
    expect(sheetRows(await workbookOf(template))).toEqual([CONTAINER_TEMPLATE]);
    const bad = await xlsxFile(CONTAINER_TEMPLATE, [
      ['CTN-9001', null, 10],
      ['CTN-9002', 'Carton', -1, 'maybe', 1.5],
      ['CTN-9003', 'Carton'],
    ]);
    const reply = await uploadFile(t(), endpoints.containerUpload, tokens.scm, bad);
    expect(reply.data).toEqual([
      { row: 2, field: 'containerType', column: 'Container Type', message: 'Container Type: is required' },
      {
        row: 3,
        field: 'maxLoadKg',
        column: 'Max Load (KG)',
        message: 'Max Load (KG): has an invalid format',
      },
      {
        row: 3,
        field: 'foldFlag',
        column: 'Foldable (Y/N)',
        message: 'Foldable (Y/N): is not one of the allowed values',
      },
      {
        row: 3,
        field: 'outsideLengthMm',
        column: 'Outside Length (MM)',
        message: 'Outside Length (MM): has an invalid format',
      },
    ]);
    expect(await countOf(t().db, sql`select 1 from containers where container_code like 'CTN-900%'`)).toBe(0);
    const good = await xlsxFile(CONTAINER_TEMPLATE, [['CTN-9004', 'Carton']]);
    expect(await uploadFile(t(), endpoints.containerUpload, tokens['supplier.a'], good)).toMatchObject({
      code: 403,
    });
    expect(await uploadFile(t(), endpoints.containerUpload, tokens.ap, good)).toMatchObject({
      code: 403,
    });
    expect((await uploadFile(t(), endpoints.containerUpload, tokens.scm, REFUSED_FILES.empty())).msg).toBe(
      '0 KB file is not supported...',
    );
  });
});

describe('packaging (/order/packaging/...)', () => {
  it('lists packaging, confining a supplier to its own whatever it sends', async () => {
    const admin = await t().call(endpoints.packagingQuery, { token: tokens.admin, body: { size: 1 } });
    expect(admin.data.total).toBe(await countOf(t().db, sql`select 1 from packagings`));
    for (const supplierCode of [undefined, 'S100102']) {
      const own = await t().call(endpoints.packagingQuery, {
        token: tokens['supplier.a'],
        body: { supplierCode, size: 500 },
      });
      expect(own.data.total).toBe(await packagingsOf('S100101'));
      expect(new Set(own.data.data.map((row) => row.supplierCode))).toEqual(new Set(['S100101']));
    }
    const parts = await t().call(endpoints.packagingQuery, {
      token: tokens.scm,
      body: { partNo: ['102-7000', '102-7001'], containerCode: 'RACK-FM02' },
    });
    expect(parts.data.data).toEqual([
      expect.objectContaining({
        packagingNo: 'PK-102-7000',
        partNo: '102-7000',
        qtyPerPackage: '10.00',
        plasticBag: 'Y',
      }),
    ]);
  });

  it('gives the ASN wizard the packaging of the parts it ships', async () => {
    const ids = await t().db.execute<{ buyer: number; supplier: number }>(sql`
      select b.id as buyer, s.id as supplier from companies b, companies s where b.company_code = 'ADTH' and s.company_code = 'S100105'`);
    const owner = { buyerCompanyId: ids.rows[0]?.buyer ?? 0, supplierCompanyId: ids.rows[0]?.supplier ?? 0 };
    expect(await packagingsOfParts(t().db, owner, ['105-7001', '105-7000', '101-7000'])).toEqual([
      { partNo: '105-7000', packagingNo: 'PK-105-7000', qtyPerPackage: '20.00', containerCode: 'CTN-6040' },
      { partNo: '105-7001', packagingNo: 'PK-105-7001', qtyPerPackage: '30.00', containerCode: 'FLC-1208' },
    ]);
  });

  it('downloads Packaging.xlsx with exactly the supplier rows it may see', async () => {
    const response = await t().request(endpoints.packagingDownload, {
      token: tokens['supplier.a'],
      query: { buyerCompanyCode: 'ADTH', supplierCode: 'S100105' },
    });
    expect(response.headers['content-disposition']).toContain('Packaging.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]?.slice(0, 16)).toEqual(PACKAGING_TEMPLATE);
    const expected = await countOf(
      t().db,
      sql`select 1 from packagings p join companies s on s.id = p.supplier_company_id join companies b on b.id = p.buyer_company_id
          where s.company_code = 'S100101' and b.company_code = 'ADTH'`,
    );
    expect(rows.length - 1).toBe(expected);
    expect(new Set(rows.slice(1).map((row) => `${row[0]}/${row[1]}`))).toEqual(new Set(['ADTH/S100101']));
  });

  it('uploads packaging of known parts and containers, and names what is unknown', async () => {
    const file = await xlsxFile(PACKAGING_TEMPLATE, [
      [
        'ADCN',
        'S100101',
        'PK-101-7000',
        '101-7000',
        'STAMPING',
        'KLT-6429',
        60,
        '2027-12-31',
        'Y',
        'Y',
        'N',
        'Y',
        8.4,
        600,
        400,
        280,
      ],
      ['ADCN', 'S100101', 'PK-101-7000-B', '101-7000', null, null, 30],
    ]);
    const reply = await uploadFile(t(), endpoints.packagingUpload, tokens.scm, file);
    expect(reply).toEqual({ code: 200, msg: 'success', data: { inserted: 1, updated: 1 } });
    const listed = await t().call(endpoints.packagingQuery, {
      token: tokens.scm,
      body: { packagingNo: 'PK-101-7000' },
    });
    expect(
      listed.data.data.map((row) => [
        row.packagingNo,
        row.qtyPerPackage,
        row.validDateStr,
        row.containerCode,
      ]),
    ).toEqual([
      ['PK-101-7000', '60.00', '2027-12-31', 'KLT-6429'],
      ['PK-101-7000-B', '30.00', null, null],
    ]);
    const bad = await xlsxFile(PACKAGING_TEMPLATE, [
      ['ADCN', 'S100101', 'PK-X1', '105-7000', null, 'NO-BOX', 10],
      ['ADCN', 'S100101', 'PK-X2', '101-7002', null, null, 0],
      ['ADTH', 'S100105', 'PK-X3', '105-7000', null, null, 5],
    ]);
    const refused = await uploadFile(t(), endpoints.packagingUpload, tokens.scm, bad);
    expect(refused.data).toEqual([
      {
        row: 2,
        field: 'partNo',
        column: 'Part No',
        message: 'Part No: 105-7000 is not a part supplier S100101 delivers to ADCN',
      },
      {
        row: 2,
        field: 'containerCode',
        column: 'Container Code',
        message: 'Container Code: container NO-BOX does not exist',
      },
      { row: 3, field: 'qtyPerPackage', column: 'Qty per Package', message: 'Qty per Package: is invalid' },
      {
        row: 4,
        field: 'buyerCompanyCode',
        column: 'Buyer Company Code',
        message: 'Buyer Company Code: ADTH is not a buyer company you work for',
      },
    ]);
    expect(await uploadFile(t(), endpoints.packagingUpload, tokens['supplier.a'], file)).toMatchObject({
      code: 403,
    });
    const template = await t().request(endpoints.packagingUploadTemplate, { token: tokens['supplier.a'] });
    expect(sheetRows(await workbookOf(template))).toEqual([PACKAGING_TEMPLATE]);
  });
});
