import { companiesEndpoints } from '@portal/contract/companies';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { companies, companyTolerances } from '../../src/db/schema/index.ts';
import { companyIdOf } from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { getTaxInfo, updateCompanyTaxInfo } = companiesEndpoints;
const tokens: Record<string, string> = {};
let adcn: number;
let adth: number;
let supplier: number;

beforeAll(async () => {
  for (const user of ['admin', 'superadmin']) tokens[user] = await t().login(user);
  adcn = await companyIdOf(t().db, 'ADCN');
  adth = await companyIdOf(t().db, 'ADTH');
  supplier = await companyIdOf(t().db, 'S100101');
});

const read = (id: number | string, locale: 'en' | 'cn' | 'th' = 'en') =>
  t().call(getTaxInfo, { token: tokens.admin, query: { id: String(id) }, locale });
const save = (body: Record<string, unknown>, token = tokens.admin, locale: 'en' | 'cn' | 'th' = 'en') =>
  t().call(updateCompanyTaxInfo, { token, body, locale });

const VALID = {
  taxRate: '9',
  totalAmountTolerance: '1.25',
  unitPriceTolerance: '0.5',
  taxTolerances: [
    { currency: 'THB', toleranceAmount: '3.5' },
    { currency: 'USD', toleranceAmount: '0.12345' },
  ],
  amountTolerances: [{ currency: 'THB', toleranceAmount: '12' }],
};

/** What the database holds for a company: the three rates and every tolerance row. */
async function storedTax(companyId: number) {
  const [rates] = await t()
    .db.select({
      taxRate: companies.taxRate,
      totalAmountTolerance: companies.totalAmountTolerance,
      unitPriceTolerance: companies.unitPriceTolerance,
      updatedBy: companies.updatedBy,
      updatedAt: companies.updatedAt,
    })
    .from(companies)
    .where(eq(companies.id, companyId));
  const tolerances = await t()
    .db.select()
    .from(companyTolerances)
    .where(eq(companyTolerances.companyId, companyId))
    .orderBy(asc(companyTolerances.kind), asc(companyTolerances.currency));
  return { rates, tolerances };
}

describe('GET /company/getTaxInfo', () => {
  it("answers the seeded demo buyers' tax rates and tolerances", async () => {
    expect(await read(adcn)).toEqual({
      code: 200,
      msg: expect.any(String),
      data: {
        companyId: adcn,
        companyCode: 'ADCN',
        companyName: 'Adient Seating (Shanghai) Co., Ltd.',
        taxRate: '13',
        totalAmountTolerance: '1',
        unitPriceTolerance: '0.5',
        taxTolerances: [
          { currency: 'CNY', toleranceAmount: '1' },
          { currency: 'USD', toleranceAmount: '0.15' },
        ],
        amountTolerances: [
          { currency: 'CNY', toleranceAmount: '5' },
          { currency: 'USD', toleranceAmount: '0.75' },
        ],
        onTimeEarlyDays: 2,
        onTimeLateDays: 0,
        arrivalGraceHours: 24,
      },
    });
    expect((await read(adth)).data).toMatchObject({ companyCode: 'ADTH', taxRate: '7' });
  });

  it('refuses a supplier company, naming it, in the caller language', async () => {
    expect(await read(supplier)).toEqual({
      code: 400,
      msg: 'Only buyer companies have tax and tolerance settings; S100101 is a supplier',
      data: null,
    });
    expect((await read(supplier, 'cn')).msg).toBe('只有采购方公司有税率和容差，S100101 是供应商');
  });

  it('answers 404 for an unknown company and 400 without an id', async () => {
    expect(await read(999_999)).toEqual({ code: 404, msg: 'The company does not exist', data: null });
    expect(await t().call(getTaxInfo, { token: tokens.admin, query: {} })).toEqual({
      code: 400,
      msg: 'Record: is required',
      data: null,
    });
  });
});

describe('POST /company/updateCompanyTaxInfo', () => {
  it('replaces rates and both lists exactly, recording who and when', async () => {
    const before = await storedTax(adth);
    const reply = await save({ companyId: adth, ...VALID }, tokens.superadmin);
    expect(reply).toEqual({ code: 200, msg: 'Saved successfully', data: null });
    const after = await storedTax(adth);
    expect(after.rates).toMatchObject({
      taxRate: '9.00',
      totalAmountTolerance: '1.25',
      unitPriceTolerance: '0.50',
      updatedBy: 'superadmin',
    });
    expect(after.rates?.updatedAt.getTime()).toBeGreaterThan(before.rates?.updatedAt.getTime() ?? 0);
    expect(
      after.tolerances.map((row) => [row.kind, row.currency, row.toleranceAmount, row.createdBy]),
    ).toEqual([
      ['amount', 'THB', '12.00000', 'superadmin'],
      ['tax', 'THB', '3.50000', 'superadmin'],
      ['tax', 'USD', '0.12345', 'superadmin'],
    ]);
    expect((await read(adth)).data).toEqual({
      companyId: adth,
      companyCode: 'ADTH',
      companyName: 'Adient Seating (Thailand) Co., Ltd.',
      taxRate: '9',
      totalAmountTolerance: '1.25',
      unitPriceTolerance: '0.5',
      taxTolerances: [
        { currency: 'THB', toleranceAmount: '3.5' },
        { currency: 'USD', toleranceAmount: '0.12345' },
      ],
      amountTolerances: [{ currency: 'THB', toleranceAmount: '12' }],
      onTimeEarlyDays: 2,
      onTimeLateDays: 0,
      arrivalGraceHours: 24,
    });
  });

  it('accepts 0, 100, two decimals and empty lists', async () => {
    const body = {
      companyId: adth,
      taxRate: '0',
      totalAmountTolerance: '100',
      unitPriceTolerance: '99.99',
      taxTolerances: [],
      amountTolerances: [{ currency: 'JPY', toleranceAmount: '9999999999999.99999' }],
    };
    expect((await save(body)).code).toBe(200);
    expect((await read(adth)).data).toMatchObject({
      taxRate: '0',
      totalAmountTolerance: '100',
      unitPriceTolerance: '99.99',
      taxTolerances: [],
      amountTolerances: [{ currency: 'JPY', toleranceAmount: '9999999999999.99999' }],
    });
  });

  const LABELS = {
    taxRate: 'Tax Rate',
    totalAmountTolerance: 'Total Amount Tolerance',
    unitPriceTolerance: 'Unit Price Tolerance',
  } as const;
  for (const field of ['taxRate', 'totalAmountTolerance', 'unitPriceTolerance'] as const) {
    it(`refuses a bad ${field} and changes nothing`, async () => {
      const before = await storedTax(adcn);
      for (const value of ['01.5', '1.555', '-1', '100.01', '101', '.5', '5.', '1e2', 'abc', '']) {
        expect(await save({ companyId: adcn, ...VALID, [field]: value }), value).toEqual({
          code: 400,
          msg: `${LABELS[field]}: has an invalid format`,
          data: null,
        });
      }
      expect(await save({ companyId: adcn, ...VALID, [field]: 5 })).toEqual({
        code: 400,
        msg: `${LABELS[field]}: has the wrong type`,
        data: null,
      });
      const { [field]: _left, ...missing } = { companyId: adcn, ...VALID };
      expect(await save(missing)).toEqual({ code: 400, msg: `${LABELS[field]}: is required`, data: null });
      expect(await storedTax(adcn)).toEqual(before);
    });
  }

  it('refuses a bad tolerance amount or a missing currency, naming the entry', async () => {
    const before = await storedTax(adcn);
    const cases: Array<[Record<string, unknown>, string]> = [
      [
        { taxTolerances: [{ currency: 'USD', toleranceAmount: '0.123456' }] },
        'Tolerance Amount (Tax Amount Tolerances, line 1): has an invalid format',
      ],
      [
        { amountTolerances: [{ currency: 'USD', toleranceAmount: '01' }] },
        'Tolerance Amount (Amount Tolerances, line 1): has an invalid format',
      ],
      [
        { amountTolerances: [{ currency: 'USD', toleranceAmount: '-0.1' }] },
        'Tolerance Amount (Amount Tolerances, line 1): has an invalid format',
      ],
      [
        { amountTolerances: [{ currency: 'USD', toleranceAmount: '12345678901234' }] },
        'Tolerance Amount (Amount Tolerances, line 1): has an invalid format',
      ],
      [
        { taxTolerances: [{ currency: 'USD' }] },
        'Tolerance Amount (Tax Amount Tolerances, line 1): is required',
      ],
      [
        { taxTolerances: [{ toleranceAmount: '1' }] },
        'Currency (Tax Amount Tolerances, line 1): is required',
      ],
      [{ taxTolerances: undefined }, 'Tax Amount Tolerances: is required'],
    ];
    for (const [change, msg] of cases) {
      expect(await save({ companyId: adcn, ...VALID, ...change }), msg).toEqual({
        code: 400,
        msg,
        data: null,
      });
    }
    expect(await storedTax(adcn)).toEqual(before);
  });

  it('refuses a currency twice in one list, but allows it once in each list', async () => {
    const before = await storedTax(adcn);
    const twice = [
      { currency: 'USD', toleranceAmount: '1' },
      { currency: 'CNY', toleranceAmount: '2' },
      { currency: 'USD', toleranceAmount: '3' },
    ];
    expect(await save({ companyId: adcn, ...VALID, amountTolerances: twice })).toEqual({
      code: 400,
      msg: 'Amount Tolerances: the currency USD occurs more than once; each currency may occur only once',
      data: null,
    });
    expect((await save({ companyId: adcn, ...VALID, taxTolerances: twice }, tokens.admin, 'cn')).msg).toBe(
      '税额容差：币种 USD 重复，每个币种只能出现一次',
    );
    expect(await storedTax(adcn)).toEqual(before);
    const once = [{ currency: 'USD', toleranceAmount: '1' }];
    expect(
      (await save({ companyId: adcn, ...VALID, taxTolerances: once, amountTolerances: once })).code,
    ).toBe(200);
  });

  it('refuses a currency the currencyType list does not hold', async () => {
    const before = await storedTax(adth);
    expect(
      await save({
        companyId: adth,
        ...VALID,
        amountTolerances: [{ currency: 'XYZ', toleranceAmount: '1' }],
      }),
    ).toEqual({ code: 400, msg: 'Amount Tolerances: the currency XYZ does not exist', data: null });
    expect(
      (
        await save(
          { companyId: adth, ...VALID, taxTolerances: [{ currency: 'usd', toleranceAmount: '1' }] },
          tokens.admin,
          'th',
        )
      ).msg,
    ).toBe('ค่าเผื่อยอดภาษี: ไม่มีสกุลเงิน usd');
    expect(await storedTax(adth)).toEqual(before);
  });

  it('refuses a supplier company and an unknown company, and stores nothing for them', async () => {
    expect(await save({ companyId: supplier, ...VALID })).toEqual({
      code: 400,
      msg: 'Only buyer companies have tax and tolerance settings; S100101 is a supplier',
      data: null,
    });
    expect(await storedTax(supplier)).toMatchObject({
      rates: { taxRate: null, totalAmountTolerance: null, unitPriceTolerance: null },
      tolerances: [],
    });
    expect(await save({ companyId: 999_999, ...VALID })).toEqual({
      code: 404,
      msg: 'The company does not exist',
      data: null,
    });
  });

  it('keeps one whole list per save when several users save at the same moment', async () => {
    const bodies = ['CNY', 'USD', 'EUR', 'JPY', 'INR'].map((currency, index) => ({
      companyId: adcn,
      taxRate: String(10 + index),
      totalAmountTolerance: '1',
      unitPriceTolerance: '1',
      taxTolerances: [
        { currency, toleranceAmount: String(index + 1) },
        { currency: 'THB', toleranceAmount: String(index + 1) },
      ],
      amountTolerances: [{ currency, toleranceAmount: String(index + 1) }],
    }));
    const replies = await Promise.all(bodies.map((body) => save(body)));
    expect(replies.map((reply) => reply.code)).toEqual([200, 200, 200, 200, 200]);
    const info = (await read(adcn)).data;
    const winner = Number(info.taxRate) - 10;
    const amount = String(winner + 1);
    expect(info.taxTolerances).toHaveLength(2);
    expect(info.taxTolerances.every((entry) => entry.toleranceAmount === amount)).toBe(true);
    expect(info.amountTolerances).toEqual([
      { currency: bodies[winner]?.amountTolerances[0]?.currency, toleranceAmount: amount },
    ]);
  });
});
