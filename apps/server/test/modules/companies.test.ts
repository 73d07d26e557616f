import { COMPANY_SORT_FIELDS, type CompanyRow, companiesEndpoints } from '@portal/contract/companies';
import { count } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/db/schema/index.ts';
import { DEMO_COMPANIES } from '../../src/db/seed/demo-companies.ts';
import { ROLE_SEED } from '../../src/db/seed/roles.ts';
import { createCompany } from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { pageQuery } = companiesEndpoints;

/**
 * Five companies of our own, each sort field giving a different order:
 *   code   name                    type country updated (UTC)
 *   ZT001  Delta zeta 100% Foam    S    TH      2024-01-03
 *   ZT002  Bravo zeta 100X Foam    S    CN      2024-01-05
 *   ZT003  Echo zeta_wire Ltd      B    VN      2024-01-01
 *   ZT004  Alpha zetaXwire Ltd     B    JP      2024-01-04
 *   ZT005  Charlie ZETA Seats      S    DE      2024-01-02
 */
const OURS = ['ZT001', 'ZT002', 'ZT003', 'ZT004', 'ZT005'];
const ARRANGED = [
  {
    code: 'ZT001',
    name: 'Delta zeta 100% Foam',
    type: 'S',
    country: 'TH',
    updatedAt: '2024-01-03T02:00:00Z',
  },
  {
    code: 'ZT002',
    name: 'Bravo zeta 100X Foam',
    type: 'S',
    country: 'CN',
    updatedAt: '2024-01-05T02:00:00Z',
  },
  { code: 'ZT003', name: 'Echo zeta_wire Ltd', type: 'B', country: 'VN', updatedAt: '2024-01-01T02:00:00Z' },
  { code: 'ZT004', name: 'Alpha zetaXwire Ltd', type: 'B', country: 'JP', updatedAt: '2024-01-04T02:00:00Z' },
  { code: 'ZT005', name: 'Charlie ZETA Seats', type: 'S', country: 'DE', updatedAt: '2024-01-02T02:00:00Z' },
] as const;

/** Expected ascending order per sort field; ties (company type) fall back to the company code. */
const ASCENDING: Record<(typeof COMPANY_SORT_FIELDS)[number], string[]> = {
  companyCode: ['ZT001', 'ZT002', 'ZT003', 'ZT004', 'ZT005'],
  companyName: ['ZT004', 'ZT002', 'ZT005', 'ZT001', 'ZT003'],
  companyType: ['ZT003', 'ZT004', 'ZT001', 'ZT002', 'ZT005'],
  i18nCompanyType: ['ZT003', 'ZT004', 'ZT001', 'ZT002', 'ZT005'],
  country: ['ZT002', 'ZT005', 'ZT004', 'ZT001', 'ZT003'],
  updatedAt: ['ZT003', 'ZT005', 'ZT001', 'ZT004', 'ZT002'],
};
const DESCENDING: Record<(typeof COMPANY_SORT_FIELDS)[number], string[]> = {
  companyCode: ['ZT005', 'ZT004', 'ZT003', 'ZT002', 'ZT001'],
  companyName: ['ZT003', 'ZT001', 'ZT005', 'ZT002', 'ZT004'],
  companyType: ['ZT001', 'ZT002', 'ZT005', 'ZT003', 'ZT004'],
  i18nCompanyType: ['ZT001', 'ZT002', 'ZT005', 'ZT003', 'ZT004'],
  country: ['ZT003', 'ZT001', 'ZT004', 'ZT005', 'ZT002'],
  updatedAt: ['ZT002', 'ZT004', 'ZT001', 'ZT005', 'ZT003'],
};

const codes = (rows: CompanyRow[]) => rows.map((row) => row.companyCode);
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const company of ARRANGED) {
    await createCompany(t().db, { ...company, updatedAt: new Date(company.updatedAt) });
  }
  for (const user of ['admin', 'superadmin', 'scm', 'ap', 'supplier.a']) tokens[user] = await t().login(user);
});

describe('POST /company/pageQuery: paging', () => {
  it('counts every company and pages by size', async () => {
    const total = DEMO_COMPANIES.length + ARRANGED.length;
    expect(total).toBe(17);
    const first = await t().call(pageQuery, { token: tokens.admin, body: { pageNo: 1, size: 10 } });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ total: 17, pages: 2 });
    expect(first.data.data).toHaveLength(10);
    const second = await t().call(pageQuery, { token: tokens.admin, body: { pageNo: 2, size: 10 } });
    expect(second.data).toMatchObject({ total: 17, pages: 2 });
    expect(second.data.data).toHaveLength(7);
    const all = [...codes(first.data.data), ...codes(second.data.data)];
    // default order: company code
    expect(all).toEqual([...DEMO_COMPANIES.map((company) => company.code), ...OURS].sort());
  });

  it('pages a filtered list without gaps or overlaps, and answers an empty page past the end', async () => {
    const page = (pageNo: number) =>
      t().call(pageQuery, { token: tokens.admin, body: { companyCodeList: OURS, pageNo, size: 2 } });
    const [p1, p2, p3, p4] = await Promise.all([page(1), page(2), page(3), page(4)]);
    expect(codes(p1.data.data)).toEqual(['ZT001', 'ZT002']);
    expect(codes(p2.data.data)).toEqual(['ZT003', 'ZT004']);
    expect(codes(p3.data.data)).toEqual(['ZT005']);
    expect(p4.data).toEqual({ data: [], total: 5, pages: 3 });
    expect(p1.data).toMatchObject({ total: 5, pages: 3 });
  });

  it('defaults to page 1 of 10', async () => {
    const reply = await t().call(pageQuery, { token: tokens.admin, body: {} });
    expect(reply.data.data).toHaveLength(10);
    expect(reply.data).toMatchObject({ total: 17, pages: 2 });
    expect(reply.data.data[0]?.companyCode).toBe('ADCN');
  });

  it('answers a row with every field of the company', async () => {
    const reply = await t().call(pageQuery, { token: tokens.admin, body: { companyCodeList: ['ADTH'] } });
    expect(reply.data.data).toEqual([
      {
        companyId: expect.any(Number),
        companyCode: 'ADTH',
        companyName: 'Adient Seating (Thailand) Co., Ltd.',
        companyType: 'B',
        i18nCompanyType: 'Buyer',
        address: '7/298 Amata City Industrial Estate, Rayong',
        timeZone: 'Asia/Bangkok',
        overdueDay: null,
        country: 'TH',
        tradingPartnerId: 'TP-ADTH',
        prefixNo: 'AD',
        isCreateLabel: 'Y',
        isCreateInvoice: 'Y',
        referCompanyCode: 'ADTH',
        dbCode: 'DBADTH',
        labelPrinterDpi: 203,
        updatedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      },
    ]);
  });

  it('writes updatedAt in the display time zone (Asia/Shanghai)', async () => {
    const reply = await t().call(pageQuery, { token: tokens.admin, body: { companyCodeList: ['ZT001'] } });
    expect(reply.data.data[0]?.updatedAt).toBe('2024-01-03 10:00');
  });

  it('refuses a size over 500 and a page below 1, naming the field', async () => {
    const big = await t().call(pageQuery, { token: tokens.admin, body: { size: 501 }, locale: 'en' });
    expect(big).toEqual({ code: 400, msg: 'Page Size: is too long or too large (maximum 500)', data: null });
    const zero = await t().call(pageQuery, { token: tokens.admin, body: { pageNo: 0 }, locale: 'en' });
    expect(zero).toEqual({ code: 400, msg: 'Page: is too short or too small (minimum 1)', data: null });
    const max = await t().call(pageQuery, { token: tokens.admin, body: { size: 500 } });
    expect(max.data).toMatchObject({ total: 17, pages: 1 });
    expect(max.data.data).toHaveLength(17);
  });
});

describe('POST /company/pageQuery: filters', () => {
  it('filters by several company codes', async () => {
    const reply = await t().call(pageQuery, {
      token: tokens.admin,
      body: { companyCodeList: ['S100105', 'ADCN', 'NOPE'] },
    });
    expect(codes(reply.data.data)).toEqual(['ADCN', 'S100105']);
    expect(reply.data.total).toBe(2);
  });

  it('filters by part of the name, ignoring case', async () => {
    const upper = await t().call(pageQuery, { token: tokens.admin, body: { companyName: 'ZETA' } });
    expect(codes(upper.data.data)).toEqual(OURS);
    const lower = await t().call(pageQuery, { token: tokens.admin, body: { companyName: 'seating (thai' } });
    expect(codes(lower.data.data)).toEqual(['ADTH']);
    const trimmed = await t().call(pageQuery, { token: tokens.admin, body: { companyName: '  100x  ' } });
    expect(codes(trimmed.data.data)).toEqual(['ZT002']);
  });

  it('takes % and _ in the name literally', async () => {
    const percent = await t().call(pageQuery, { token: tokens.admin, body: { companyName: '100%' } });
    expect(codes(percent.data.data)).toEqual(['ZT001']);
    const underscore = await t().call(pageQuery, { token: tokens.admin, body: { companyName: 'a_w' } });
    expect(codes(underscore.data.data)).toEqual(['ZT003']);
    const onlyWildcards = await t().call(pageQuery, { token: tokens.admin, body: { companyName: '%_' } });
    expect(onlyWildcards.data).toEqual({ data: [], total: 0, pages: 0 });
    const backslash = await t().call(pageQuery, { token: tokens.admin, body: { companyName: '\\' } });
    expect(backslash.data.total).toBe(0);
  });

  it('filters by company type, alone and combined', async () => {
    const buyers = await t().call(pageQuery, { token: tokens.admin, body: { companyType: 'B' } });
    expect(codes(buyers.data.data)).toEqual(['ADCN', 'ADTH', 'ZT003', 'ZT004']);
    const ourSuppliers = await t().call(pageQuery, {
      token: tokens.admin,
      body: { companyType: 'S', companyCodeList: OURS, companyName: 'zeta' },
    });
    expect(codes(ourSuppliers.data.data)).toEqual(['ZT001', 'ZT002', 'ZT005']);
    const suppliers = await t().call(pageQuery, {
      token: tokens.admin,
      body: { companyType: 'S', size: 50 },
    });
    expect(suppliers.data.total).toBe(13);
  });

  it('labels the company type in the caller language', async () => {
    const labels = async (locale: 'cn' | 'en' | 'th') => {
      const reply = await t().call(pageQuery, {
        token: tokens.admin,
        body: { companyCodeList: ['ADCN', 'S100101'] },
        locale,
      });
      return reply.data.data.map((row) => [row.companyCode, row.companyType, row.i18nCompanyType]);
    };
    expect(await labels('cn')).toEqual([
      ['ADCN', 'B', '采购方'],
      ['S100101', 'S', '供应商'],
    ]);
    expect(await labels('en')).toEqual([
      ['ADCN', 'B', 'Buyer'],
      ['S100101', 'S', 'Supplier'],
    ]);
    expect(await labels('th')).toEqual([
      ['ADCN', 'B', 'ผู้ซื้อ'],
      ['S100101', 'S', 'ซัพพลายเออร์'],
    ]);
  });
});

describe('POST /company/pageQuery: sorting', () => {
  for (const sortName of COMPANY_SORT_FIELDS) {
    for (const sort of ['ASC', 'DESC'] as const) {
      it(`sorts by ${sortName} ${sort}`, async () => {
        const reply = await t().call(pageQuery, {
          token: tokens.admin,
          body: { companyCodeList: OURS, sortName, sort },
        });
        expect(reply.code).toBe(200);
        expect(codes(reply.data.data)).toEqual(sort === 'ASC' ? ASCENDING[sortName] : DESCENDING[sortName]);
      });
    }
  }

  it('keeps the whole order when a sort spans pages', async () => {
    const page = (pageNo: number) =>
      t().call(pageQuery, {
        token: tokens.admin,
        body: { companyCodeList: OURS, sortName: 'companyType', sort: 'DESC', size: 2, pageNo },
      });
    const pages = await Promise.all([page(1), page(2), page(3)]);
    expect(pages.flatMap((reply) => codes(reply.data.data))).toEqual(DESCENDING.companyType);
  });

  it('refuses a sortName that is not on the list, SQL included, and changes nothing', async () => {
    const [before] = await t().db.select({ value: count() }).from(users);
    for (const sortName of [
      'companyCode; drop table users--',
      '1=1',
      'address',
      'constructor',
      '__proto__',
    ]) {
      const reply = await t().call(pageQuery, { token: tokens.admin, body: { sortName }, locale: 'en' });
      expect(reply, sortName).toEqual({
        code: 400,
        msg: `Sorting by "${sortName}" is not supported`,
        data: null,
      });
    }
    const cn = await t().call(pageQuery, { token: tokens.admin, body: { sortName: '1=1' }, locale: 'cn' });
    expect(cn.msg).toBe('不支持按“1=1”排序');
    const [after] = await t().db.select({ value: count() }).from(users);
    expect(after?.value).toBe(before?.value);
    expect(await t().login('scm')).toMatch(/\S{20,}/);
  });

  it('refuses an unknown sort direction', async () => {
    const reply = await t().call(pageQuery, {
      token: tokens.admin,
      body: { sortName: 'companyCode', sort: 'DESC; drop table users' },
      locale: 'en',
    });
    expect(reply).toEqual({ code: 400, msg: 'Sort Order: is not one of the allowed values', data: null });
  });
});

describe('POST /company/pageQuery: access', () => {
  it('the seed gives companyMgt to the admin roles only', () => {
    const holders = ROLE_SEED.filter((role) => role.menus.includes('companyMgt')).map((role) => role.name);
    expect(holders).toEqual(['SupperAdmin', 'Adient-Admin']);
  });

  it('lets the admin roles in', async () => {
    const reply = await t().call(pageQuery, { token: tokens.superadmin, body: { companyCodeList: OURS } });
    expect(reply.code).toBe(200);
    expect(reply.data.total).toBe(5);
  });

  it('refuses buyer roles without the companyMgt menu', async () => {
    for (const user of ['ap', 'scm']) {
      const reply = await t().call(pageQuery, { token: tokens[user], body: {}, locale: 'en' });
      expect(reply, user).toEqual({
        code: 403,
        msg: 'You do not have permission for this action',
        data: null,
      });
    }
  });

  it('refuses a supplier user', async () => {
    const reply = await t().call(pageQuery, { token: tokens['supplier.a'], body: {}, locale: 'en' });
    expect(reply).toEqual({ code: 403, msg: 'Supplier users cannot perform this action', data: null });
  });

  it('answers 999 without a token', async () => {
    expect(await t().call(pageQuery, { body: {} })).toMatchObject({ code: 999, data: '/login' });
  });
});
