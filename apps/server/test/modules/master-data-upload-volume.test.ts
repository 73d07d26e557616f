import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOf } from '../helpers/master-data.ts';
import { uploadFile, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let adminToken = '';
/** More distinct part numbers than PostgreSQL's 65,535 bind parameters of one statement. */
const PART_COUNT = 66_000;
const PRICE_TEMPLATE = [
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
const partNo = (index: number) => `VOL-${String(index).padStart(6, '0')}`;

beforeAll(async () => {
  adminToken = await t().login('admin');
  // the parts S100105 delivers to ADTH, straight into the table: the prices below may only name those
  await t().db.execute(sql`
    insert into parts (buyer_company_id, plant_id, supplier_company_id, part_no, uom)
    select b.id, (select min(p.id) from plants p where p.company_id = b.id), s.id,
           'VOL-' || lpad(n::text, 6, '0'), 'EA'
    from companies b, companies s, generate_series(0, ${PART_COUNT - 1}) n
    where b.company_code = 'ADTH' and s.company_code = 'S100105'`);
});

const priceRow = (index: number, from: string, to: string | null, price = '1.25') => [
  'ADTH',
  'S100105',
  partNo(index),
  null,
  'VOL-THB',
  price,
  'THB',
  'EA',
  from,
  to,
];

const volumePrices = () => countOf(t().db, sql`select 1 from part_prices where price_list_code = 'VOL-THB'`);

describe('POST /partPrice/upload at volume', () => {
  it(`stores a price for each of ${PART_COUNT.toLocaleString('en')} distinct part numbers in one file`, async () => {
    const rows = Array.from({ length: PART_COUNT }, (_, index) => priceRow(index, '2030-01-01', null));
    const reply = await uploadFile(
      t(),
      endpoints.priceListUpload,
      adminToken,
      await xlsxFile(PRICE_TEMPLATE, rows),
    );
    expect(reply).toMatchObject({ code: 200, data: { inserted: PART_COUNT, updated: 0 } });
    expect(await volumePrices()).toBe(PART_COUNT);
  }, 120_000);

  it('refuses a file whose last row overlaps a stored period, naming that row, and changes nothing', async () => {
    // a thousand prices changed (same start dates: updates), then a period inside another part's open one
    const rows = Array.from({ length: 1000 }, (_, index) => priceRow(index, '2030-01-01', null, '2.50'));
    rows.push(priceRow(PART_COUNT - 1, '2030-06-01', '2030-06-30'));
    const reply = await uploadFile(
      t(),
      endpoints.priceListUpload,
      adminToken,
      await xlsxFile(PRICE_TEMPLATE, rows),
    );
    expect(reply.code).toBe(400);
    expect(reply.data).toEqual([
      {
        row: rows.length + 1,
        field: 'effectiveDateFrom',
        column: 'Effective Date From',
        message: 'the effective period overlaps the stored price from 2030-01-01 to open end',
      },
    ]);
    expect(await volumePrices()).toBe(PART_COUNT);
    expect(
      await countOf(
        t().db,
        sql`select 1 from part_prices where price_list_code = 'VOL-THB' and unit_price <> 1.25`,
      ),
    ).toBe(0);
  });
});
