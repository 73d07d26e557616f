import { companiesEndpoints } from '@portal/contract/companies';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { plants } from '../../src/db/schema/index.ts';
import { companyIdOf, createCompany } from '../helpers/arrange.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { plantList, addPlant } = companiesEndpoints;
const tokens: Record<string, string> = {};
let adcn: number;
let adth: number;
let supplier: number;

beforeAll(async () => {
  for (const user of ['admin', 'superadmin']) tokens[user] = await t().login(user);
  adcn = await companyIdOf(t().db, 'ADCN');
  adth = await companyIdOf(t().db, 'ADTH');
  supplier = await createCompany(t().db, { code: 'S500001', type: 'S' });
});

const save = (body: Record<string, unknown>, token = tokens.admin, locale: 'en' | 'cn' | 'th' = 'en') =>
  t().call(addPlant, { token, body, locale });
const list = (companyId: number | string) =>
  t().call(plantList, { token: tokens.admin, query: { companyId: String(companyId) } });

async function storedPlant(companyId: number, plantCode: string) {
  const [row] = await t()
    .db.select()
    .from(plants)
    .where(and(eq(plants.companyId, companyId), eq(plants.plantCode, plantCode)));
  return row;
}

async function plantCount(): Promise<number> {
  const result = await t().db.execute<{ n: number }>(sql`select count(*)::int as n from plants`);
  return result.rows[0]?.n ?? -1;
}

describe('GET /plant/getPlantListByCompanyId', () => {
  it('answers the plants of the company by code', async () => {
    const reply = await list(adcn);
    expect(reply.code).toBe(200);
    expect(reply.data.map((plant) => plant.plantCode)).toEqual(['CQ01', 'SH01', 'SH02', 'WH01']);
    expect(reply.data[1]).toEqual({
      plantId: expect.any(Number),
      plantCode: 'SH01',
      plantName: 'Shanghai Anting Plant',
      address: '1188 Moyu Road, Anting, Shanghai',
      companyId: adcn,
    });
  });

  it('answers an empty list for a company without plants', async () => {
    expect(await list(supplier)).toEqual({ code: 200, msg: expect.any(String), data: [] });
  });

  it('answers 404 for an unknown company and 400 without a company id', async () => {
    expect(await list(999_999)).toEqual({ code: 404, msg: 'The company does not exist', data: null });
    expect(await t().call(plantList, { token: tokens.admin, query: {} })).toEqual({
      code: 400,
      msg: 'Company: is required',
      data: null,
    });
    expect((await list('x1')).code).toBe(400);
  });
});

describe('POST /plant/addPlant: create', () => {
  it('creates a plant of a buyer and of a supplier, recording who and when', async () => {
    const reply = await save({
      companyId: adcn,
      plantCode: 'NB01',
      plantName: 'Ningbo Plant',
      address: 'Beilun',
    });
    expect(reply).toEqual({ code: 200, msg: 'Saved successfully', data: null });
    const row = await storedPlant(adcn, 'NB01');
    expect(row).toMatchObject({
      plantName: 'Ningbo Plant',
      address: 'Beilun',
      createdBy: 'admin',
      updatedBy: 'admin',
    });
    expect(Date.now() - (row?.createdAt.getTime() ?? 0)).toBeLessThan(60_000);
    expect((await save({ companyId: supplier, plantCode: 'P1', plantName: 'Main works' })).code).toBe(200);
    expect((await list(supplier)).data).toEqual([
      {
        plantId: expect.any(Number),
        plantCode: 'P1',
        plantName: 'Main works',
        address: null,
        companyId: supplier,
      },
    ]);
  });

  it('requires plantCode, plantName and companyId, naming the field', async () => {
    const before = await plantCount();
    const body = { companyId: adcn, plantCode: 'RQ01', plantName: 'Required Plant' };
    const labels = { plantCode: 'Plant Code', plantName: 'Plant Name', companyId: 'Company' };
    for (const field of ['plantCode', 'plantName', 'companyId'] as const) {
      const { [field]: _left, ...rest } = body;
      expect(await save(rest), field).toEqual({
        code: 400,
        msg: `${labels[field]}: is required`,
        data: null,
      });
    }
    expect((await save({ ...body, plantName: '   ' })).msg).toBe(
      'Plant Name: is too short or too small (minimum 1)',
    );
    expect((await save({ ...body, plantCode: 'R|1' })).msg).toBe('Plant Code: has an invalid format');
    const { plantCode: _code, ...noCode } = body;
    expect((await save(noCode, tokens.admin, 'cn')).msg).toBe('工厂代码：不能为空');
    expect(await plantCount()).toBe(before);
  });

  it('refuses a plant code the company already has, whatever its case', async () => {
    const before = await plantCount();
    for (const plantCode of ['SH01', 'sh01']) {
      expect(await save({ companyId: adcn, plantCode, plantName: 'Another' })).toEqual({
        code: 409,
        msg: `Plant Code: company ADCN already has the plant code ${plantCode}`,
        data: null,
      });
    }
    expect((await save({ companyId: adcn, plantCode: 'SH01', plantName: 'x' }, tokens.admin, 'th')).msg).toBe(
      'รหัสโรงงาน: บริษัท ADCN มีรหัสโรงงาน SH01 อยู่แล้ว',
    );
    expect(await plantCount()).toBe(before);
    expect((await storedPlant(adcn, 'SH01'))?.plantName).toBe('Shanghai Anting Plant');
  });

  it('lets another company use the same plant code', async () => {
    expect((await save({ companyId: adth, plantCode: 'SH01', plantName: 'Thai SH01' })).code).toBe(200);
  });

  it('creates a code once when several users save it at the same moment', async () => {
    const replies = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        save(
          { companyId: adth, plantCode: index % 2 ? 'LP01' : 'lp01', plantName: `Lamphun ${index}` },
          index % 3 ? tokens.admin : tokens.superadmin,
        ),
      ),
    );
    expect(replies.filter((reply) => reply.code === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === 409)).toHaveLength(5);
    const result = await t().db.execute<{ n: number }>(
      sql`select count(*)::int as n from plants where company_id = ${adth} and lower(plant_code) = 'lp01'`,
    );
    expect(result.rows[0]?.n).toBe(1);
  });

  it('answers 404 for a company that does not exist', async () => {
    expect(await save({ companyId: 999_999, plantCode: 'X1', plantName: 'Nowhere' })).toEqual({
      code: 404,
      msg: 'The company does not exist',
      data: null,
    });
  });
});

describe('POST /plant/addPlant: edit', () => {
  let plantId: number;

  beforeAll(async () => {
    await save({ companyId: adcn, plantCode: 'ED01', plantName: 'Edit Plant', address: 'Old road' });
    plantId = (await storedPlant(adcn, 'ED01'))?.id ?? 0;
  });

  it('changes name and address and records who changed it and when', async () => {
    const before = await storedPlant(adcn, 'ED01');
    const reply = await save(
      { plantId, companyId: adcn, plantCode: 'ED01', plantName: 'Edited Plant' },
      tokens.superadmin,
    );
    expect(reply).toEqual({ code: 200, msg: 'Saved successfully', data: null });
    const after = await storedPlant(adcn, 'ED01');
    expect(after).toMatchObject({
      plantName: 'Edited Plant',
      address: null,
      createdBy: 'admin',
      updatedBy: 'superadmin',
    });
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
  });

  it('refuses a changed plant code and changes nothing', async () => {
    const before = await storedPlant(adcn, 'ED01');
    for (const plantCode of ['ED02', 'ed01']) {
      expect(await save({ plantId, companyId: adcn, plantCode, plantName: 'Renamed' })).toEqual({
        code: 400,
        msg: 'Plant Code: the code of an existing plant cannot be changed',
        data: null,
      });
    }
    expect(await storedPlant(adcn, 'ED01')).toEqual(before);
    expect(await storedPlant(adcn, 'ED02')).toBeUndefined();
  });

  it('refuses a plant of another company and a plant that does not exist', async () => {
    for (const body of [
      { plantId, companyId: adth, plantCode: 'ED01', plantName: 'Moved' },
      { plantId: 999_999, companyId: adcn, plantCode: 'ED01', plantName: 'Ghost' },
    ]) {
      expect(await save(body)).toEqual({ code: 404, msg: 'The plant does not exist', data: null });
    }
    expect((await storedPlant(adcn, 'ED01'))?.plantName).toBe('Edited Plant');
  });
});
