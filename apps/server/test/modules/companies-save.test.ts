import { companiesEndpoints, type SaveCompanyInput } from '@portal/contract/companies';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies } from '../../src/db/schema/index.ts';
import { companyIdOf } from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { addOrEdit, get } = companiesEndpoints;
const tokens: Record<string, string> = {};

/** A complete buyer and a complete supplier as the dialog sends them. */
const BUYER = {
  companyCode: 'ADVN',
  companyName: 'Adient Seating (Vietnam) Co., Ltd.',
  companyType: 'B',
  address: 'Lot 12, VSIP II, Binh Duong',
  timeZone: 'Asia/Ho_Chi_Minh',
  overdueDay: 2,
  country: 'VN',
  tradingPartnerId: 'TP-ADVN',
  prefixNo: 'VN',
  isCreateLabel: 'Y',
  isCreateInvoice: 'N',
  referCompanyCode: 'ADCN',
  dbCode: 'DBADVN',
} satisfies SaveCompanyInput;
const SUPPLIER = {
  companyCode: 'S200001',
  companyName: 'Binh Duong Foam Co., Ltd.',
  companyType: 'S',
  country: 'VN',
  prefixNo: 'S001',
} satisfies SaveCompanyInput;

async function stored(code: string) {
  const [row] = await t().db.select().from(companies).where(eq(companies.companyCode, code));
  return row;
}

async function companyCount(): Promise<number> {
  const result = await t().db.execute<{ n: number }>(sql`select count(*)::int as n from companies`);
  return result.rows[0]?.n ?? -1;
}

const save = (body: Record<string, unknown>, token = tokens.admin, locale: 'en' | 'cn' | 'th' = 'en') =>
  t().call(addOrEdit, { token, body, locale });

beforeAll(async () => {
  for (const user of ['admin', 'superadmin']) tokens[user] = await t().login(user);
});

describe('POST /company/addOrEdit: create', () => {
  it('creates a buyer with every field, recording who and when', async () => {
    const reply = await save(BUYER);
    expect(reply).toEqual({ code: 200, msg: 'Saved successfully', data: null });
    const row = await stored('ADVN');
    expect(row).toMatchObject({
      companyName: BUYER.companyName,
      companyType: 'B',
      address: BUYER.address,
      timeZone: 'Asia/Ho_Chi_Minh',
      overdueDay: 2,
      country: 'VN',
      tradingPartnerId: 'TP-ADVN',
      prefixNo: 'VN',
      isCreateLabel: 'Y',
      isCreateInvoice: 'N',
      referCompanyCode: 'ADCN',
      dbCode: 'DBADVN',
      createdBy: 'admin',
      updatedBy: 'admin',
    });
    expect(Date.now() - (row?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);
    expect(Date.now() - (row?.updatedAt.getTime() ?? 0)).toBeLessThan(60_000);
  });

  it('creates a supplier without a time zone and stores none of the buyer-only fields it was sent', async () => {
    const reply = await save({
      ...SUPPLIER,
      tradingPartnerId: 'TP-X',
      isCreateLabel: 'Y',
      isCreateInvoice: 'Y',
      referCompanyCode: 'ADCN',
      dbCode: 'DBX',
    });
    expect(reply.code).toBe(200);
    expect(await stored('S200001')).toMatchObject({
      companyType: 'S',
      timeZone: null,
      address: null,
      overdueDay: null,
      tradingPartnerId: null,
      isCreateLabel: null,
      isCreateInvoice: null,
      referCompanyCode: null,
      dbCode: null,
      createdBy: 'admin',
    });
  });

  it('keeps a time zone a supplier gives, and accepts the other name of a renamed zone', async () => {
    expect((await save({ ...SUPPLIER, companyCode: 'S200002', timeZone: 'Asia/Kolkata' })).code).toBe(200);
    expect((await stored('S200002'))?.timeZone).toBe('Asia/Kolkata');
    expect((await save({ ...SUPPLIER, companyCode: 'S200003', timeZone: 'UTC' })).code).toBe(200);
  });

  it('trims text and stores an empty optional field as empty', async () => {
    const reply = await save({
      ...BUYER,
      companyCode: '  ADMY ',
      companyName: ' Adient MY ',
      dbCode: '',
      address: '',
    });
    expect(reply.code).toBe(200);
    expect(await stored('ADMY')).toMatchObject({ companyName: 'Adient MY', dbCode: null, address: null });
  });
});

describe('POST /company/addOrEdit: required fields', () => {
  /** each field as the company form labels it */
  const LABELS = {
    companyCode: 'Company Code',
    companyName: 'Company Name',
    companyType: 'Company Type',
    country: 'Country',
    prefixNo: 'Number Prefix',
    timeZone: 'Time Zone',
    tradingPartnerId: 'Trading Partner ID',
    isCreateLabel: 'Create Label',
    isCreateInvoice: 'Create Invoice',
    referCompanyCode: 'Reference Company Code',
  } as const;
  for (const field of ['companyCode', 'companyName', 'companyType', 'country', 'prefixNo'] as const) {
    it(`refuses a company without ${field}, naming it, and stores nothing`, async () => {
      const before = await companyCount();
      for (const template of [BUYER, SUPPLIER]) {
        const { [field]: _left, ...body } = { ...template, companyCode: 'NEW1' };
        expect(await save(body)).toEqual({ code: 400, msg: `${LABELS[field]}: is required`, data: null });
      }
      expect(await companyCount()).toBe(before);
    });
  }

  for (const field of [
    'timeZone',
    'tradingPartnerId',
    'isCreateLabel',
    'isCreateInvoice',
    'referCompanyCode',
  ] as const) {
    it(`requires ${field} of a buyer only`, async () => {
      const { [field]: _left, ...buyer } = { ...BUYER, companyCode: `B-${field}` };
      expect(await save(buyer)).toEqual({ code: 400, msg: `${LABELS[field]}: is required`, data: null });
      expect(await stored(`B-${field}`)).toBeUndefined();
      // a supplier never carries it
      expect((await save({ ...SUPPLIER, companyCode: `S-${field}` })).code).toBe(200);
    });
  }

  it('does not require dbCode, address or overdueDay of a buyer', async () => {
    const { dbCode: _d, address: _a, overdueDay: _o, ...buyer } = { ...BUYER, companyCode: 'ADPL' };
    expect((await save(buyer)).code).toBe(200);
  });

  it('names the field in the caller language', async () => {
    const { timeZone: _tz, ...buyer } = { ...BUYER, companyCode: 'ADX1' };
    expect((await save(buyer, tokens.admin, 'cn')).msg).toBe('时区：不能为空');
    expect((await save(buyer, tokens.admin, 'th')).msg).toBe('เขตเวลา: ต้องระบุ');
  });
});

describe('POST /company/addOrEdit: formats', () => {
  it('refuses a time zone that is not an IANA zone, for buyers and suppliers', async () => {
    for (const timeZone of ['Mars/Olympus', '+08:00', 'asia/shanghai', 'GMT+8', 'Shanghai']) {
      for (const template of [BUYER, SUPPLIER]) {
        const reply = await save({ ...template, companyCode: 'TZ1', timeZone });
        expect(reply, timeZone).toEqual({ code: 400, msg: 'Time Zone: is invalid', data: null });
      }
    }
    expect(await stored('TZ1')).toBeUndefined();
  });

  it('refuses a country that is not an ISO 3166 code', async () => {
    expect(await save({ ...BUYER, companyCode: 'C1', country: 'ZZ' })).toEqual({
      code: 400,
      msg: 'Country: ZZ is not a country code',
      data: null,
    });
    expect((await save({ ...BUYER, companyCode: 'C1', country: 'ZZ' }, tokens.admin, 'cn')).msg).toBe(
      '国家：ZZ 不是有效的国家代码',
    );
    for (const country of ['cn', 'CHN', 'C']) {
      expect((await save({ ...BUYER, companyCode: 'C1', country })).msg, country).toBe(
        'Country: has an invalid format',
      );
    }
    expect(await stored('C1')).toBeUndefined();
  });

  it('refuses codes with separators, too long texts, a wrong flag and a negative overdue day', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ companyCode: 'AB|C' }, 'Company Code: has an invalid format'],
      [{ companyCode: 'AB,C' }, 'Company Code: has an invalid format'],
      [{ companyCode: 'A'.repeat(21) }, 'Company Code: is too long or too large (maximum 20)'],
      [{ companyName: 'N'.repeat(101) }, 'Company Name: is too long or too large (maximum 100)'],
      [{ prefixNo: 'P'.repeat(11) }, 'Number Prefix: is too long or too large (maximum 10)'],
      [{ isCreateLabel: 'X' }, 'Create Label: is not one of the allowed values'],
      [{ companyType: 'X' }, 'Company Type: is not one of the allowed values'],
      [{ overdueDay: -1 }, 'Overdue Days: is too short or too small (minimum 0)'],
      [{ overdueDay: 1.5 }, 'Overdue Days: has the wrong type'],
    ];
    for (const [change, msg] of cases) {
      const reply = await save({ ...BUYER, companyCode: 'FMT1', ...change });
      expect(reply, JSON.stringify(change)).toEqual({ code: 400, msg, data: null });
    }
    expect(await stored('FMT1')).toBeUndefined();
  });
});

describe('POST /company/addOrEdit: label printer resolution', () => {
  it('stores 300 dpi for a buyer, 203 when not given, and keeps a supplier at the default', async () => {
    expect((await save({ ...BUYER, companyCode: 'DPI1', labelPrinterDpi: 300 })).code).toBe(200);
    expect(await stored('DPI1')).toMatchObject({ labelPrinterDpi: 300 });
    expect((await save({ ...BUYER, companyCode: 'DPI2' })).code).toBe(200);
    expect(await stored('DPI2')).toMatchObject({ labelPrinterDpi: 203 });
    expect((await save({ ...SUPPLIER, companyCode: 'DPI3', labelPrinterDpi: 300 })).code).toBe(200);
    expect(await stored('DPI3')).toMatchObject({ labelPrinterDpi: 203 });
    const supplierId = await companyIdOf(t().db, 'DPI3');
    const reply = await t().call(get, { token: tokens.admin, params: { companyId: supplierId } });
    expect(reply.data).toMatchObject({ labelPrinterDpi: null });
  });

  it('changes it on edit and answers it', async () => {
    await save({ ...BUYER, companyCode: 'DPI4' });
    const companyId = await companyIdOf(t().db, 'DPI4');
    expect((await save({ ...BUYER, companyCode: 'DPI4', companyId, labelPrinterDpi: 300 })).code).toBe(200);
    const reply = await t().call(get, { token: tokens.admin, params: { companyId } });
    expect(reply.data).toMatchObject({ labelPrinterDpi: 300 });
  });

  it('refuses a resolution other than 203 or 300 dpi, naming the field in the caller language', async () => {
    const expected = {
      en: 'Label Printer Resolution: ',
      cn: '标签打印机分辨率',
      th: 'ความละเอียดเครื่องพิมพ์ฉลาก',
    } as const;
    for (const [locale, start] of Object.entries(expected) as Array<['en' | 'cn' | 'th', string]>) {
      for (const labelPrinterDpi of [250, 600, '203', null]) {
        const reply = await save({ ...BUYER, companyCode: 'DPI5', labelPrinterDpi }, tokens.admin, locale);
        expect(reply.code, `${locale} ${labelPrinterDpi}`).toBe(400);
        expect(reply.msg.startsWith(start), reply.msg).toBe(true);
      }
    }
    expect(await stored('DPI5')).toBeUndefined();
  });
});

describe('POST /company/addOrEdit: unique company code', () => {
  it('refuses a code that exists, whatever its case', async () => {
    const before = await companyCount();
    for (const companyCode of ['ADCN', 'adcn', 'S100101']) {
      expect(await save({ ...SUPPLIER, companyCode })).toEqual({
        code: 409,
        msg: `Company Code: the company code ${companyCode} already exists`,
        data: null,
      });
    }
    expect((await save({ ...SUPPLIER, companyCode: 'ADCN' }, tokens.admin, 'th')).msg).toBe(
      'รหัสบริษัท: รหัสบริษัท ADCN มีอยู่แล้ว',
    );
    expect(await companyCount()).toBe(before);
  });

  it('creates a code once when several users save it at the same moment', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        save(
          { ...SUPPLIER, companyCode: index % 2 ? 'S300001' : 's300001' },
          index % 3 ? tokens.admin : tokens.superadmin,
        ),
      ),
    );
    expect(replies.filter((reply) => reply.code === 200)).toHaveLength(1);
    for (const reply of replies.filter((each) => each.code !== 200)) {
      expect(reply.code).toBe(409);
      expect(reply.msg).toMatch(/^Company Code: the company code (S|s)300001 already exists$/);
    }
    const result = await t().db.execute<{ n: number }>(
      sql`select count(*)::int as n from companies where lower(company_code) = 's300001'`,
    );
    expect(result.rows[0]?.n).toBe(1);
  });
});

describe('POST /company/addOrEdit: edit', () => {
  let buyerId: number;
  let supplierId: number;

  beforeAll(async () => {
    await save({ ...BUYER, companyCode: 'ADED' });
    await save({ ...SUPPLIER, companyCode: 'S400001' });
    buyerId = await companyIdOf(t().db, 'ADED');
    supplierId = await companyIdOf(t().db, 'S400001');
  });

  it('changes every editable field and records who changed it and when', async () => {
    const before = await stored('ADED');
    const reply = await save(
      {
        ...BUYER,
        companyId: buyerId,
        companyCode: 'ADED',
        companyName: 'Adient Edited',
        timeZone: 'Asia/Bangkok',
        isCreateLabel: 'N',
        dbCode: '',
        overdueDay: 5,
      },
      tokens.superadmin,
    );
    expect(reply).toEqual({ code: 200, msg: 'Saved successfully', data: null });
    const after = await stored('ADED');
    expect(after).toMatchObject({
      companyName: 'Adient Edited',
      timeZone: 'Asia/Bangkok',
      isCreateLabel: 'N',
      dbCode: null,
      overdueDay: 5,
      createdBy: 'admin',
      updatedBy: 'superadmin',
    });
    expect(after?.createdAt).toEqual(before?.createdAt);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
  });

  it('refuses another code or another type on an existing company', async () => {
    const before = await stored('ADED');
    expect(await save({ ...BUYER, companyId: buyerId, companyCode: 'ADE2' })).toEqual({
      code: 400,
      msg: 'Company Code: the code of an existing company cannot be changed',
      data: null,
    });
    expect(await save({ ...SUPPLIER, companyId: buyerId, companyCode: 'ADED' })).toEqual({
      code: 400,
      msg: 'Company Type: the type of an existing company cannot be changed',
      data: null,
    });
    expect((await save({ ...BUYER, companyId: buyerId, companyCode: 'ADE2' }, tokens.admin, 'cn')).msg).toBe(
      '公司代码：已有公司的公司代码不能修改',
    );
    expect(await stored('ADED')).toEqual(before);
    expect(await stored('ADE2')).toBeUndefined();
  });

  it('keeps the buyer-only fields of a supplier empty on edit as well', async () => {
    const reply = await save({
      ...SUPPLIER,
      companyId: supplierId,
      companyCode: 'S400001',
      timeZone: 'Asia/Bangkok',
      tradingPartnerId: 'TP',
      isCreateLabel: 'Y',
    });
    expect(reply.code).toBe(200);
    expect(await stored('S400001')).toMatchObject({
      timeZone: 'Asia/Bangkok',
      tradingPartnerId: null,
      isCreateLabel: null,
    });
  });

  it('answers a clear message for a company that does not exist', async () => {
    expect(await save({ ...BUYER, companyId: 999_999 })).toEqual({
      code: 404,
      msg: 'The company does not exist',
      data: null,
    });
    expect(await stored('ADVN')).toMatchObject({ companyName: BUYER.companyName });
  });
});

describe('GET /company/get/{companyId}', () => {
  it('answers every field of the company, its type labelled in the caller language', async () => {
    const companyId = await companyIdOf(t().db, 'ADTH');
    const reply = await t().call(get, { token: tokens.admin, params: { companyId }, locale: 'th' });
    expect(reply).toEqual({
      code: 200,
      msg: expect.any(String),
      data: {
        companyId,
        companyCode: 'ADTH',
        companyName: 'Adient Seating (Thailand) Co., Ltd.',
        companyType: 'B',
        i18nCompanyType: 'ผู้ซื้อ',
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
    });
  });

  it('answers a seeded supplier without buyer-only fields', async () => {
    const companyId = await companyIdOf(t().db, 'S100105');
    const reply = await t().call(get, { token: tokens.admin, params: { companyId } });
    expect(reply.data).toMatchObject({
      companyCode: 'S100105',
      companyType: 'S',
      timeZone: 'Asia/Bangkok',
      prefixNo: 'S105',
      tradingPartnerId: null,
      isCreateLabel: null,
      isCreateInvoice: null,
      referCompanyCode: null,
      dbCode: null,
    });
  });

  it('answers 404 for an unknown company and 400 for an id that is not one', async () => {
    expect(await t().call(get, { token: tokens.admin, params: { companyId: 999_999 } })).toEqual({
      code: 404,
      msg: 'The company does not exist',
      data: null,
    });
    const reply = await t().call(get, { token: tokens.admin, params: { companyId: 'abc' } });
    expect(reply.code).toBe(400);
    expect(reply.msg).toMatch(/^Company: /);
  });
});
