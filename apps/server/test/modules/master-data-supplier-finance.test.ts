import { masterDataEndpoints as endpoints, type SupplierFinanceRow } from '@portal/contract/master-data';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { countOf } from '../helpers/master-data.ts';
import { sheetRows, workbookOf } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

const query = (token: string | undefined, body: Record<string, unknown>, locale: 'cn' | 'en' | 'th' = 'en') =>
  t().call(endpoints.supplierFinanceQuery, { token, body, locale });
const update = (token: string | undefined, body: Record<string, unknown>) =>
  t().call(endpoints.supplierFinanceUpdate, { token, body });

async function rowOf(buyer: string, supplier: string): Promise<SupplierFinanceRow> {
  const reply = await query(tokens.admin, { buyerCompanyCode: buyer, supplierCode: supplier });
  const [row] = reply.data.data;
  if (!row) throw new Error(`no finance row ${buyer}/${supplier}`);
  return row;
}

beforeAll(async () => {
  for (const user of ['admin', 'scm', 'ap', 'supplier.a']) tokens[user] = await t().login(user);
});

describe('POST /supplierFinanceInfo/query', () => {
  it('lists one row per relationship with each option labelled in the caller language', async () => {
    const reply = await query(tokens.ap, { size: 50 });
    expect(reply.code).toBe(200);
    expect(reply.data.total).toBe(await countOf(t().db, sql`select 1 from buyer_supplier_relationships`));
    const usd = reply.data.data.find(
      (row) => row.buyerCompanyCode === 'ADTH' && row.supplierCode === 'S100101',
    );
    expect(usd).toMatchObject({
      buyerCompanyName: 'Adient Seating (Thailand) Co., Ltd.',
      supplierName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
      currency: 'USD',
      currencyView: 'US Dollar',
      oversea: 'Y',
      overseaView: 'Oversea',
      tedi: 'Y',
      tediView: 'Yes',
      whtRate: '3',
      whtRateView: '3%',
    });
    const thai = await query(tokens.ap, { buyerCompanyCode: 'ADTH', supplierCode: 'S100105' }, 'th');
    expect(thai.data.data[0]).toMatchObject({ currencyView: 'บาท', overseaView: 'ในประเทศ' });
    const chinese = await query(tokens.ap, { buyerCompanyCode: 'ADCN', supplierCode: 'S100102' }, 'cn');
    expect(chinese.data.data[0]).toMatchObject({ currencyView: '人民币', tediView: '否' });
  });

  it('filters by company, supplier code, part of the name, oversea and currency', async () => {
    const oversea = await query(tokens.ap, { oversea: 'Y', size: 50 });
    expect(oversea.data.data.map((row) => `${row.buyerCompanyCode}/${row.supplierCode}`)).toEqual([
      'ADTH/S100101',
    ]);
    const thb = await query(tokens.ap, { currency: 'THB', buyerCompanyCode: 'ADTH', size: 50 });
    expect(thb.data.data.map((row) => row.supplierCode)).toEqual([
      'S100105',
      'S100106',
      'S100107',
      'S100109',
    ]);
    const named = await query(tokens.ap, { supplierName: 'wire harness' });
    expect(named.data.data.map((row) => row.supplierCode)).toEqual(['S100109']);
    const sorted = await query(tokens.ap, { sortName: 'currencyView', sort: 'DESC', size: 50 });
    const views = sorted.data.data.map((row) => row.currencyView ?? '');
    expect(views[0]).toBe('US Dollar');
  });

  it('refuses roles without the menu: the supplier role and the planner', async () => {
    expect(await query(tokens['supplier.a'], {})).toMatchObject({ code: 403 });
    expect(await query(tokens.scm, {})).toMatchObject({ code: 403 });
  });

  it('confines a supplier whose role is given the screen to its own rows, whatever it sends', async () => {
    // an administrator may grant the screen to the supplier role: the rows stay the supplier's own
    await t().db.execute(sql`
      insert into role_resources (role_id, resource_id, half_checked)
      select r.id, m.id, false from roles r, resources m
      where r.role_name = 'Supplier' and m.resources_code = 'supplierFinance'`);
    for (const supplierCode of [undefined, 'S100109']) {
      const reply = await query(tokens['supplier.a'], { supplierCode, size: 50 });
      expect(reply.data.data.map((row) => `${row.buyerCompanyCode}/${row.supplierCode}`)).toEqual([
        'ADCN/S100101',
        'ADTH/S100101',
      ]);
    }
    const download = await t().request(endpoints.supplierFinanceDownload, {
      token: tokens['supplier.a'],
      query: { buyerCompanyCode: 'ADTH', supplierCode: 'S100109' },
    });
    expect(
      sheetRows(await workbookOf(download))
        .slice(1)
        .map((row) => row[2]),
    ).toEqual(['S100101']);
    const row = (await query(tokens['supplier.a'], {})).data.data[0];
    const body = {
      supplierFinanceId: row?.supplierFinanceId,
      currency: 'EUR',
      oversea: 'Y',
      tedi: 'N',
      whtRate: '1',
    };
    expect(await update(tokens['supplier.a'], body)).toMatchObject({ code: 403 });
  });
});

describe('POST /supplierFinanceInfo/update', () => {
  it('saves the four values and answers the message the screen shows', async () => {
    const row = await rowOf('ADCN', 'S100103');
    const reply = await update(tokens.ap, {
      supplierFinanceId: row.supplierFinanceId,
      currency: 'USD',
      oversea: 'Y',
      tedi: 'Y',
      whtRate: '5',
    });
    expect(reply).toEqual({
      code: 200,
      msg: 'Finance settings of supplier S100103 at ADCN saved',
      data: null,
    });
    expect(await rowOf('ADCN', 'S100103')).toMatchObject({
      currency: 'USD',
      oversea: 'Y',
      tedi: 'Y',
      whtRate: '5',
      whtRateView: '5%',
    });
  });

  it('requires currency, oversea, whtRate and tedi, each one of its options (spec 1 §5)', async () => {
    const row = await rowOf('ADCN', 'S100104');
    const complete = {
      supplierFinanceId: row.supplierFinanceId,
      currency: 'CNY',
      oversea: 'N',
      tedi: 'N',
      whtRate: '0',
    };
    const labels = {
      currency: 'Currency',
      oversea: 'Oversea',
      tedi: 'e-Invoice (T-EDI)',
      whtRate: 'WHT Rate',
    };
    for (const field of ['currency', 'oversea', 'tedi', 'whtRate'] as const) {
      const { [field]: _left, ...missing } = complete;
      expect(await update(tokens.ap, missing), field).toMatchObject({
        code: 400,
        msg: `${labels[field]}: is required`,
      });
    }
    expect(await update(tokens.ap, { ...complete, whtRate: '7' })).toMatchObject({
      code: 400,
      msg: 'WHT Rate: 7 is not one of the options',
    });
    expect(await update(tokens.ap, { ...complete, currency: 'BTC' })).toMatchObject({
      code: 400,
      msg: 'Currency: BTC is not one of the options',
    });
    expect(await rowOf('ADCN', 'S100104')).toMatchObject({ currency: 'CNY', whtRate: '0' });
  });

  it('refuses suppliers, roles without supplierFinance-edit, other buyers rows and unknown ids', async () => {
    const row = await rowOf('ADTH', 'S100105');
    const body = {
      supplierFinanceId: row.supplierFinanceId,
      currency: 'EUR',
      oversea: 'Y',
      tedi: 'N',
      whtRate: '1',
    };
    expect(await update(tokens.scm, body)).toMatchObject({ code: 403 });
    expect(await update(tokens.ap, { ...body, supplierFinanceId: 999_999 })).toMatchObject({
      code: 404,
      msg: 'These supplier finance settings do not exist, or are not ones you maintain',
    });
    expect(await rowOf('ADTH', 'S100105')).toMatchObject({ currency: 'THB' });
  });
});

describe('GET|POST /supplierFinanceInfo/download', () => {
  it('streams Supplier Finance Info.xlsx with exactly the filtered rows, options by their labels', async () => {
    const response = await t().request(endpoints.supplierFinanceDownload, {
      token: tokens.ap,
      query: { buyerCompanyCode: 'ADTH' },
    });
    expect(response.headers['content-disposition']).toContain('Supplier%20Finance%20Info.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]).toEqual([
      'Buyer Company Code',
      'Buyer Company Name',
      'Supplier Code',
      'Supplier Name',
      'Currency',
      'Oversea',
      'e-Invoice (T-EDI)',
      'WHT Rate',
    ]);
    const listed = await query(tokens.ap, { buyerCompanyCode: 'ADTH', size: 50 });
    expect(rows.slice(1)).toEqual(
      listed.data.data.map((row) => [
        row.buyerCompanyCode,
        row.buyerCompanyName,
        row.supplierCode,
        row.supplierName,
        row.currencyView,
        row.overseaView,
        row.tediView,
        row.whtRateView,
      ]),
    );
    const none = await t().request(endpoints.supplierFinanceDownload, {
      token: tokens.ap,
      query: { currency: 'JPY' },
    });
    expect(none.json()).toMatchObject({ code: 200, data: null });
  });
});
