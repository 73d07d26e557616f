import type { WebLocale } from '@portal/contract/common';
import { type CompanyOption, lookupEndpoints, type PlantOption, PROP_TYPES } from '@portal/contract/lookup';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { relationships } from '../../src/db/schema/index.ts';
import { DEMO_COMPANIES, DEMO_RELATIONSHIPS } from '../../src/db/seed/demo-companies.ts';
import { PROPERTY_SEED } from '../../src/db/seed/properties.ts';
import { companyIdOf, createUser } from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { getProperties, companyQuery, supplierList, plantQuery } = lookupEndpoints;

const LOCALE_INDEX: Record<WebLocale, 0 | 1 | 2> = { cn: 0, en: 1, th: 2 };
const codes = (options: CompanyOption[]) => options.map((option) => option.companyCode);
const plantCodes = (plants: PlantOption[]) =>
  plants.map((plant) => `${plant.companyCode}/${plant.plantCode}`);

/** Active suppliers of a buyer, by the seed, in code order. */
const activeSuppliersOf = (buyer: string) =>
  DEMO_RELATIONSHIPS.filter(([b, , status]) => b === buyer && status === 'A')
    .map(([, supplier]) => supplier)
    .sort();
/** Plants of a buyer, by the seed, in code order. */
const seedPlantsOf = (buyer: string) =>
  (DEMO_COMPANIES.find((company) => company.code === buyer)?.plants ?? [])
    .map(([code]) => `${buyer}/${code}`)
    .sort();

const tokens: Record<string, string> = {};
let ids: Record<'ADCN' | 'ADTH' | 'S100101' | 'S100105', number>;

beforeAll(async () => {
  const { db } = t();
  ids = {
    ADCN: await companyIdOf(db, 'ADCN'),
    ADTH: await companyIdOf(db, 'ADTH'),
    S100101: await companyIdOf(db, 'S100101'),
    S100105: await companyIdOf(db, 'S100105'),
  };
  // S100110's only relationship (with ADCN) is inactive: a user of it works with no buyer at all
  await createUser(db, {
    userCode: 'supplier.inactive',
    userType: 'S',
    companyIds: [await companyIdOf(db, 'S100110')],
    role: 'Supplier',
  });
  for (const user of ['admin', 'scm', 'supplier.a', 'supplier.b', 'supplier.inactive']) {
    tokens[user] = await t().login(user);
  }
});

describe('GET /propertiesInfo/getProperties', () => {
  it('seeds every property type the contract lists, and nothing else', () => {
    expect(Object.keys(PROPERTY_SEED).sort()).toEqual([...PROP_TYPES].sort());
  });

  for (const propType of PROP_TYPES) {
    it(`answers ${propType} with the seed's keys in order and the names of each language`, async () => {
      const seed = PROPERTY_SEED[propType];
      expect(seed.length).toBeGreaterThan(0);
      for (const locale of ['cn', 'en', 'th'] as const) {
        const reply = await t().call(getProperties, { token: tokens.scm, query: { propType }, locale });
        expect(reply.code).toBe(200);
        expect(reply.data).toEqual(
          seed.map(([propKey, names]) => ({ propKey, propName: names[LOCALE_INDEX[locale]] })),
        );
      }
    });
  }

  it('labels differ between languages where the seed names them differently', async () => {
    const labels = async (locale: WebLocale) =>
      (
        await t().call(getProperties, {
          token: tokens['supplier.b'],
          query: { propType: 'asnStatus' },
          locale,
        })
      ).data;
    const [cn, en, th] = await Promise.all([labels('cn'), labels('en'), labels('th')]);
    expect(cn.find((option) => option.propKey === 'Failed')?.propName).toBe('失败');
    expect(en.find((option) => option.propKey === 'Failed')?.propName).toBe('Failed');
    expect(th.find((option) => option.propKey === 'Failed')?.propName).toBe('ล้มเหลว');
    // whtRate carries the same label in every language
    const wht = await t().call(getProperties, {
      token: tokens.scm,
      query: { propType: 'whtRate' },
      locale: 'th',
    });
    expect(wht.data.map((option) => option.propName)).toEqual(['0%', '1%', '2%', '3%', '5%']);
  });

  it('refuses an unknown or missing propType and names the field', async () => {
    const unknown = await t().call(getProperties, {
      token: tokens.scm,
      query: { propType: 'salary' },
      locale: 'en',
    });
    expect(unknown).toEqual({ code: 400, msg: 'Option Type: is not one of the allowed values', data: null });
    const missing = await t().call(getProperties, { token: tokens.scm, query: {}, locale: 'en' });
    expect(missing).toEqual({ code: 400, msg: 'Option Type: is required', data: null });
  });

  it('answers 999 without a token', async () => {
    const reply = await t().call(getProperties, { query: { propType: 'currencyType' } });
    expect(reply).toMatchObject({ code: 999, data: '/login' });
  });
});

describe('POST /company/query', () => {
  it('gives a buyer its own buyer companies and their active suppliers only', async () => {
    const buyers = await t().call(companyQuery, { token: tokens.scm, body: { companyType: 'B' } });
    expect(buyers.data).toEqual([
      { companyId: ids.ADCN, companyCode: 'ADCN', companyName: 'Adient Seating (Shanghai) Co., Ltd.' },
    ]);
    const suppliers = await t().call(companyQuery, { token: tokens.scm, body: { companyType: 'S' } });
    expect(codes(suppliers.data)).toEqual(['S100101', 'S100102', 'S100103', 'S100104', 'S100108']);
    expect(codes(suppliers.data)).toEqual(activeSuppliersOf('ADCN'));
    expect(codes(suppliers.data)).not.toContain('S100110');
  });

  it('gives a buyer of two companies the suppliers of both, each once', async () => {
    const suppliers = await t().call(companyQuery, { token: tokens.admin, body: { companyType: 'S' } });
    const expected = [...new Set([...activeSuppliersOf('ADCN'), ...activeSuppliersOf('ADTH')])].sort();
    expect(codes(suppliers.data)).toEqual(expected);
    expect(expected).toHaveLength(9);
  });

  it('gives a supplier only itself as supplier and the buyers it actively supplies', async () => {
    const self = await t().call(companyQuery, { token: tokens['supplier.a'], body: { companyType: 'S' } });
    expect(self.data).toEqual([
      {
        companyId: ids.S100101,
        companyCode: 'S100101',
        companyName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
      },
    ]);
    const buyersA = await t().call(companyQuery, { token: tokens['supplier.a'], body: { companyType: 'B' } });
    expect(codes(buyersA.data)).toEqual(['ADCN', 'ADTH']);
    const buyersB = await t().call(companyQuery, { token: tokens['supplier.b'], body: { companyType: 'B' } });
    expect(buyersB.data).toEqual([
      { companyId: ids.ADTH, companyCode: 'ADTH', companyName: 'Adient Seating (Thailand) Co., Ltd.' },
    ]);
    const selfB = await t().call(companyQuery, { token: tokens['supplier.b'], body: { companyType: 'S' } });
    expect(codes(selfB.data)).toEqual(['S100105']);
  });

  it('gives a supplier whose only relationship is inactive no buyer', async () => {
    const buyers = await t().call(companyQuery, {
      token: tokens['supplier.inactive'],
      body: { companyType: 'B' },
    });
    expect(buyers).toMatchObject({ code: 200, data: [] });
  });

  it('refuses an unknown company type and answers 999 without a token', async () => {
    const bad = await t().call(companyQuery, { token: tokens.scm, body: { companyType: 'X' }, locale: 'en' });
    expect(bad).toMatchObject({ code: 400, msg: 'Company Type: is not one of the allowed values' });
    const anonymous = await t().call(companyQuery, { body: { companyType: 'B' } });
    expect(anonymous).toMatchObject({ code: 999, data: '/login' });
  });
});

describe('POST /company/getSpList', () => {
  it('gives a buyer the active suppliers of its own company', async () => {
    const adcn = await t().call(supplierList, { token: tokens.scm, body: { buyerCompanyId: ids.ADCN } });
    expect(adcn.code).toBe(200);
    expect(codes(adcn.data)).toEqual(activeSuppliersOf('ADCN'));
    const adth = await t().call(supplierList, { token: tokens.admin, body: { buyerCompanyId: ids.ADTH } });
    expect(codes(adth.data)).toEqual(['S100101', 'S100105', 'S100106', 'S100107', 'S100109']);
  });

  it('refuses a buyer asking for a company it does not work for', async () => {
    const reply = await t().call(supplierList, {
      token: tokens.scm,
      body: { buyerCompanyId: ids.ADTH },
      locale: 'en',
    });
    expect(reply).toEqual({ code: 403, msg: 'You do not have permission for this action', data: null });
  });

  it('gives a supplier only itself, and only where its relationship is active', async () => {
    const a = await t().call(supplierList, {
      token: tokens['supplier.a'],
      body: { buyerCompanyId: ids.ADCN },
    });
    expect(a.data).toEqual([
      {
        companyId: ids.S100101,
        companyCode: 'S100101',
        companyName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
      },
    ]);
    const b = await t().call(supplierList, {
      token: tokens['supplier.b'],
      body: { buyerCompanyId: ids.ADCN },
    });
    expect(b).toMatchObject({ code: 200, data: [] });
    const bOwn = await t().call(supplierList, {
      token: tokens['supplier.b'],
      body: { buyerCompanyId: ids.ADTH },
    });
    expect(codes(bOwn.data)).toEqual(['S100105']);
    const inactive = await t().call(supplierList, {
      token: tokens['supplier.inactive'],
      body: { buyerCompanyId: ids.ADCN },
    });
    expect(inactive).toMatchObject({ code: 200, data: [] });
  });

  it('refuses a missing or non-numeric buyerCompanyId and answers 999 without a token', async () => {
    const missing = await t().call(supplierList, { token: tokens.scm, body: {}, locale: 'en' });
    expect(missing).toMatchObject({ code: 400, msg: 'Buyer: is required' });
    const text = await t().call(supplierList, {
      token: tokens.scm,
      body: { buyerCompanyId: 'abc' },
      locale: 'en',
    });
    expect(text).toMatchObject({ code: 400, msg: 'Buyer: has the wrong type' });
    const anonymous = await t().call(supplierList, { body: { buyerCompanyId: ids.ADCN } });
    expect(anonymous).toMatchObject({ code: 999, data: '/login' });
  });
});

describe('GET /plant/query', () => {
  it('gives a supplier the plants of the buyers it supplies only', async () => {
    const b = await t().call(plantQuery, { token: tokens['supplier.b'] });
    expect(plantCodes(b.data)).toEqual(['ADTH/AY01', 'ADTH/CB01', 'ADTH/RY01']);
    expect(plantCodes(b.data)).toEqual(seedPlantsOf('ADTH'));
    const a = await t().call(plantQuery, { token: tokens['supplier.a'] });
    expect(plantCodes(a.data)).toEqual([...seedPlantsOf('ADCN'), ...seedPlantsOf('ADTH')]);
    const inactive = await t().call(plantQuery, { token: tokens['supplier.inactive'] });
    expect(inactive).toMatchObject({ code: 200, data: [] });
  });

  it("gives a buyer its own companies' plants only", async () => {
    const scm = await t().call(plantQuery, { token: tokens.scm });
    expect(plantCodes(scm.data)).toEqual(['ADCN/CQ01', 'ADCN/SH01', 'ADCN/SH02', 'ADCN/WH01']);
    const sh01 = scm.data.find((plant) => plant.plantCode === 'SH01');
    expect(sh01).toMatchObject({
      plantName: 'Shanghai Anting Plant',
      companyId: ids.ADCN,
      companyCode: 'ADCN',
    });
  });

  it('filters by companyCode, within what the caller may see', async () => {
    const adth = await t().call(plantQuery, { token: tokens.admin, query: { companyCode: 'ADTH' } });
    expect(plantCodes(adth.data)).toEqual(seedPlantsOf('ADTH'));
    const adcnForA = await t().call(plantQuery, {
      token: tokens['supplier.a'],
      query: { companyCode: 'ADCN' },
    });
    expect(plantCodes(adcnForA.data)).toEqual(seedPlantsOf('ADCN'));
    const adcnForB = await t().call(plantQuery, {
      token: tokens['supplier.b'],
      query: { companyCode: 'ADCN' },
    });
    expect(adcnForB).toMatchObject({ code: 200, data: [] });
    const adthForScm = await t().call(plantQuery, { token: tokens.scm, query: { companyCode: 'ADTH' } });
    expect(adthForScm).toMatchObject({ code: 200, data: [] });
  });

  it('answers 999 without a token', async () => {
    expect(await t().call(plantQuery, {})).toMatchObject({ code: 999, data: '/login' });
  });
});

describe('a relationship prohibited and enabled again', () => {
  const setStatus = (buyer: number, supplier: number, status: 'A' | 'I') =>
    t()
      .db.update(relationships)
      .set({ status })
      .where(and(eq(relationships.buyerCompanyId, buyer), eq(relationships.supplierCompanyId, supplier)));

  it("drops the supplier from the buyer's getSpList and company picker while inactive only", async () => {
    await setStatus(ids.ADCN, ids.S100101, 'I');
    const adcn = await t().call(supplierList, { token: tokens.scm, body: { buyerCompanyId: ids.ADCN } });
    expect(codes(adcn.data)).toEqual(['S100102', 'S100103', 'S100104', 'S100108']);
    const picker = await t().call(companyQuery, { token: tokens.scm, body: { companyType: 'S' } });
    expect(codes(picker.data)).not.toContain('S100101');
    // admin works for ADTH too, where S100101 is still active: it stays, once
    const admin = await t().call(companyQuery, { token: tokens.admin, body: { companyType: 'S' } });
    expect(codes(admin.data).filter((code) => code === 'S100101')).toHaveLength(1);
    const adth = await t().call(supplierList, { token: tokens.admin, body: { buyerCompanyId: ids.ADTH } });
    expect(codes(adth.data)).toContain('S100101');

    await setStatus(ids.ADCN, ids.S100101, 'A');
    const back = await t().call(supplierList, { token: tokens.scm, body: { buyerCompanyId: ids.ADCN } });
    expect(codes(back.data)).toEqual(activeSuppliersOf('ADCN'));
  });

  it('takes the buyer from the supplier while inactive, and never shows it other suppliers', async () => {
    await setStatus(ids.ADCN, ids.S100101, 'I');
    const buyers = await t().call(companyQuery, { token: tokens['supplier.a'], body: { companyType: 'B' } });
    expect(codes(buyers.data)).toEqual(['ADTH']);
    const adcn = await t().call(supplierList, {
      token: tokens['supplier.a'],
      body: { buyerCompanyId: ids.ADCN },
    });
    expect(adcn).toMatchObject({ code: 200, data: [] });
    const plants = await t().call(plantQuery, { token: tokens['supplier.a'] });
    expect(plantCodes(plants.data)).toEqual(seedPlantsOf('ADTH'));

    await setStatus(ids.ADCN, ids.S100101, 'A');
    const adth = await t().call(supplierList, {
      token: tokens['supplier.a'],
      body: { buyerCompanyId: ids.ADTH },
    });
    expect(codes(adth.data)).toEqual(['S100101']);
    const again = await t().call(companyQuery, { token: tokens['supplier.a'], body: { companyType: 'B' } });
    expect(codes(again.data)).toEqual(['ADCN', 'ADTH']);
  });
});
