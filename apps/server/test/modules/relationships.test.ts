import type { EndpointDef } from '@portal/contract/endpoint';
import { lookupEndpoints } from '@portal/contract/lookup';
import {
  RELATIONSHIP_SORT_FIELDS,
  type RelationshipRow,
  relationshipsEndpoints,
} from '@portal/contract/relationships';
import { and, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { relationships } from '../../src/db/schema/index.ts';
import { DEMO_COMPANIES, DEMO_RELATIONSHIPS } from '../../src/db/seed/demo-companies.ts';
import { ROLE_SEED } from '../../src/db/seed/roles.ts';
import { companyIdOf, createCompany } from '../helpers/arrange.ts';
import { type CallOptions, useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const {
  getAdientCompanyList,
  getSupplierCompanyList,
  getRelationshipPage,
  addRelationship,
  updateRelationshipStatus,
} = relationshipsEndpoints;

/**
 * Companies and links of our own, each sort field giving a different order:
 *   buyers    ZB01 Yankee Seating, ZB02 Xray Seating
 *   suppliers ZS01 Charlie Foam, ZS02 Alpha Wire, ZS03 Bravo Fabric, ZS04 Delta Plastics (unlinked)
 *   links     ZB01/ZS01 A 2024-01-02, ZB01/ZS02 I 2024-01-03, ZB01/ZS03 A 2024-01-01, ZB02/ZS01 I 2024-01-04
 */
const ARRANGED_COMPANIES = [
  { code: 'ZB01', name: 'Yankee Seating', type: 'B' },
  { code: 'ZB02', name: 'Xray Seating', type: 'B' },
  { code: 'ZS01', name: 'Charlie Foam', type: 'S' },
  { code: 'ZS02', name: 'Alpha Wire', type: 'S' },
  { code: 'ZS03', name: 'Bravo Fabric', type: 'S' },
  { code: 'ZS04', name: 'Delta Plastics', type: 'S' },
] as const;
type Code = (typeof ARRANGED_COMPANIES)[number]['code'];
const ARRANGED_LINKS: Array<[Code, Code, 'A' | 'I', string]> = [
  ['ZB01', 'ZS01', 'A', '2024-01-02T02:00:00Z'],
  ['ZB01', 'ZS02', 'I', '2024-01-03T02:00:00Z'],
  ['ZB01', 'ZS03', 'A', '2024-01-01T02:00:00Z'],
  ['ZB02', 'ZS01', 'I', '2024-01-04T02:00:00Z'],
];
const LINK_COUNT = DEMO_RELATIONSHIPS.length + ARRANGED_LINKS.length;

type SortField = (typeof RELATIONSHIP_SORT_FIELDS)[number];
/** Per sort field: the filter that shows the difference, and the orders expected (ties by buyer, supplier). */
const SORTS: Record<SortField, { filter: 'buyer' | 'supplier'; ASC: string[]; DESC: string[] }> = {
  buyerCompanyCode: { filter: 'supplier', ASC: ['ZB01/ZS01', 'ZB02/ZS01'], DESC: ['ZB02/ZS01', 'ZB01/ZS01'] },
  buyerCompanyName: { filter: 'supplier', ASC: ['ZB02/ZS01', 'ZB01/ZS01'], DESC: ['ZB01/ZS01', 'ZB02/ZS01'] },
  supplierCompanyCode: {
    filter: 'buyer',
    ASC: ['ZB01/ZS01', 'ZB01/ZS02', 'ZB01/ZS03'],
    DESC: ['ZB01/ZS03', 'ZB01/ZS02', 'ZB01/ZS01'],
  },
  supplierCompanyName: {
    filter: 'buyer',
    ASC: ['ZB01/ZS02', 'ZB01/ZS03', 'ZB01/ZS01'],
    DESC: ['ZB01/ZS01', 'ZB01/ZS03', 'ZB01/ZS02'],
  },
  status: {
    filter: 'buyer',
    ASC: ['ZB01/ZS01', 'ZB01/ZS03', 'ZB01/ZS02'],
    DESC: ['ZB01/ZS02', 'ZB01/ZS01', 'ZB01/ZS03'],
  },
  updatedAt: {
    filter: 'buyer',
    ASC: ['ZB01/ZS03', 'ZB01/ZS01', 'ZB01/ZS02'],
    DESC: ['ZB01/ZS02', 'ZB01/ZS01', 'ZB01/ZS03'],
  },
};

const FORBIDDEN = { code: 403, msg: 'You do not have permission for this action', data: null };
const BUYER_ONLY = { code: 403, msg: 'Supplier users cannot perform this action', data: null };

const pairs = (rows: RelationshipRow[]) =>
  rows.map((row) => `${row.buyerCompanyCode}/${row.supplierCompanyCode}`);
const tokens: Record<string, string> = {};
const ids = {} as Record<Code | 'ADCN' | 'ADTH' | 'S100101' | 'S100105' | 'S100110', number>;

async function linkRow(buyer: number, supplier: number) {
  const [row] = await t()
    .db.select()
    .from(relationships)
    .where(and(eq(relationships.buyerCompanyId, buyer), eq(relationships.supplierCompanyId, supplier)));
  return row;
}

async function linkCount(): Promise<number> {
  const [row] = await t().db.select({ value: count() }).from(relationships);
  return row?.value ?? 0;
}

beforeAll(async () => {
  const { db } = t();
  for (const company of ARRANGED_COMPANIES) ids[company.code] = await createCompany(db, company);
  for (const code of ['ADCN', 'ADTH', 'S100101', 'S100105', 'S100110'] as const) {
    ids[code] = await companyIdOf(db, code);
  }
  for (const [buyer, supplier, status, updatedAt] of ARRANGED_LINKS) {
    await db.insert(relationships).values({
      buyerCompanyId: ids[buyer],
      supplierCompanyId: ids[supplier],
      status,
      updatedAt: new Date(updatedAt),
    });
  }
  for (const user of ['admin', 'superadmin', 'scm', 'ap', 'supplier.a', 'supplier.b']) {
    tokens[user] = await t().login(user);
  }
});

describe('GET /relationship/getAdientCompanyList and getSupplierCompanyList', () => {
  it('answers every buyer company in code order, whoever the admin works for', async () => {
    const reply = await t().call(getAdientCompanyList, { token: tokens.admin });
    expect(reply.code).toBe(200);
    expect(reply.data.map((option) => option.companyCode)).toEqual(['ADCN', 'ADTH', 'ZB01', 'ZB02']);
    expect(reply.data[2]).toEqual({
      companyId: ids.ZB01,
      companyCode: 'ZB01',
      companyName: 'Yankee Seating',
    });
  });

  it('answers every supplier company in code order, linked or not', async () => {
    const reply = await t().call(getSupplierCompanyList, { token: tokens.superadmin });
    const seeded = DEMO_COMPANIES.filter((company) => company.type === 'S').map((company) => company.code);
    expect(reply.data.map((option) => option.companyCode)).toEqual(
      [...seeded, 'ZS01', 'ZS02', 'ZS03', 'ZS04'].sort(),
    );
    expect(reply.data.map((option) => option.companyCode)).toContain('S100110');
    expect(reply.data.find((option) => option.companyCode === 'ZS04')).toEqual({
      companyId: ids.ZS04,
      companyCode: 'ZS04',
      companyName: 'Delta Plastics',
    });
  });
});

describe('POST /relationship/getRelationshipPage', () => {
  it('pages every relationship in buyer then supplier code order', async () => {
    const first = await t().call(getRelationshipPage, { token: tokens.admin, body: {} });
    expect(first.code).toBe(200);
    expect(first.data).toMatchObject({ total: LINK_COUNT, pages: 2 });
    expect(first.data.data).toHaveLength(10);
    const second = await t().call(getRelationshipPage, { token: tokens.admin, body: { pageNo: 2 } });
    expect(second.data.data).toHaveLength(LINK_COUNT - 10);
    const seeded = DEMO_RELATIONSHIPS.map(([buyer, supplier]) => `${buyer}/${supplier}`).sort();
    expect([...pairs(first.data.data), ...pairs(second.data.data)]).toEqual([
      ...seeded,
      'ZB01/ZS01',
      'ZB01/ZS02',
      'ZB01/ZS03',
      'ZB02/ZS01',
    ]);
  });

  it('answers a row with the fields of the spec and who changed it last, when', async () => {
    const reply = await t().call(getRelationshipPage, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ZB02 },
    });
    expect(reply.data).toEqual({
      data: [
        {
          id: expect.any(Number),
          buyerCompanyId: ids.ZB02,
          buyerCompanyCode: 'ZB02',
          buyerCompanyName: 'Xray Seating',
          supplierCompanyId: ids.ZS01,
          supplierCompanyCode: 'ZS01',
          supplierCompanyName: 'Charlie Foam',
          status: 'I',
          updatedBy: 'system',
          updatedAt: '2024-01-04 10:00',
        },
      ],
      total: 1,
      pages: 1,
    });
  });

  it('filters by buyer, supplier and status, alone and together', async () => {
    const list = async (body: Record<string, unknown>) =>
      pairs(
        (await t().call(getRelationshipPage, { token: tokens.admin, body: { size: 500, ...body } })).data
          .data,
      );
    expect(await list({ buyerCompanyId: ids.ZB01 })).toEqual(['ZB01/ZS01', 'ZB01/ZS02', 'ZB01/ZS03']);
    expect(await list({ supplierCompanyId: ids.ZS01 })).toEqual(['ZB01/ZS01', 'ZB02/ZS01']);
    expect(await list({ supplierCompanyId: ids.S100101 })).toEqual(['ADCN/S100101', 'ADTH/S100101']);
    expect(await list({ status: 'I' })).toEqual(['ADCN/S100110', 'ZB01/ZS02', 'ZB02/ZS01']);
    expect(await list({ buyerCompanyId: ids.ZB01, status: 'A' })).toEqual(['ZB01/ZS01', 'ZB01/ZS03']);
    expect(await list({ buyerCompanyId: ids.ZB02, supplierCompanyId: ids.ZS01 })).toEqual(['ZB02/ZS01']);
    expect(await list({ buyerCompanyId: ids.ZB02, supplierCompanyId: ids.ZS02 })).toEqual([]);
    expect(await list({ supplierCompanyId: ids.ZS04 })).toEqual([]);
  });

  it('takes the ids as the text a picker sends', async () => {
    const reply = await t().call(getRelationshipPage, {
      token: tokens.admin,
      body: { buyerCompanyId: String(ids.ZB01), supplierCompanyId: String(ids.ZS02) },
    });
    expect(pairs(reply.data.data)).toEqual(['ZB01/ZS02']);
  });

  it('refuses a bad status, id, size or page and names the field', async () => {
    const bad = async (body: Record<string, unknown>) =>
      t().call(getRelationshipPage, { token: tokens.admin, body, locale: 'en' });
    expect(await bad({ status: 'X' })).toEqual({
      code: 400,
      msg: 'Status: is not one of the allowed values',
      data: null,
    });
    expect(await bad({ buyerCompanyId: 'abc' })).toMatchObject({ code: 400, msg: /^Buyer: / });
    expect(await bad({ supplierCompanyId: -1 })).toMatchObject({ code: 400, msg: /^Supplier: / });
    expect(await bad({ size: 501 })).toEqual({
      code: 400,
      msg: 'Page Size: is too long or too large (maximum 500)',
      data: null,
    });
    expect(await bad({ pageNo: 0 })).toMatchObject({ code: 400, msg: /^Page: / });
    const cn = await t().call(getRelationshipPage, {
      token: tokens.admin,
      body: { status: 'X' },
      locale: 'cn',
    });
    expect(cn.msg).toBe('状态：取值不在允许范围内');
  });

  for (const sortName of RELATIONSHIP_SORT_FIELDS) {
    for (const sort of ['ASC', 'DESC'] as const) {
      it(`sorts by ${sortName} ${sort}`, async () => {
        const { filter } = SORTS[sortName];
        const body = filter === 'buyer' ? { buyerCompanyId: ids.ZB01 } : { supplierCompanyId: ids.ZS01 };
        const reply = await t().call(getRelationshipPage, {
          token: tokens.admin,
          body: { ...body, sortName, sort },
        });
        expect(reply.code).toBe(200);
        expect(pairs(reply.data.data)).toEqual(SORTS[sortName][sort]);
      });
    }
  }

  it('refuses a sortName that is not on the list', async () => {
    for (const sortName of ['id; drop table users--', 'createdBy', 'buyer.company_code']) {
      const reply = await t().call(getRelationshipPage, { token: tokens.admin, body: { sortName } });
      expect(reply, sortName).toEqual({
        code: 400,
        msg: `Sorting by "${sortName}" is not supported`,
        data: null,
      });
    }
  });
});

describe('POST /relationship/addRelationship', () => {
  it('links a supplier to a buyer as active and records who and when', async () => {
    const before = Date.now();
    const reply = await t().call(addRelationship, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ZB02, supplierCompanyId: ids.ZS02 },
    });
    expect(reply).toEqual({ code: 200, msg: 'Supplier associated successfully', data: null });
    const row = await linkRow(ids.ZB02, ids.ZS02);
    expect(row).toMatchObject({ status: 'A', createdBy: 'admin', updatedBy: 'admin' });
    expect(row?.createdAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    expect(row?.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const listed = await t().call(getRelationshipPage, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ZB02, status: 'A' },
    });
    expect(listed.data.data).toEqual([
      expect.objectContaining({ supplierCompanyCode: 'ZS02', updatedBy: 'admin' }),
    ]);
  });

  it('answers the success message in the caller language', async () => {
    const cn = await t().call(addRelationship, {
      token: tokens.superadmin,
      body: { buyerCompanyId: ids.ZB02, supplierCompanyId: ids.ZS03 },
      locale: 'cn',
    });
    expect(cn).toEqual({ code: 200, msg: '关联成功', data: null });
    const th = await t().call(addRelationship, {
      token: tokens.superadmin,
      body: { buyerCompanyId: ids.ZB02, supplierCompanyId: ids.ZS04 },
      locale: 'th',
    });
    expect(th).toEqual({ code: 200, msg: 'เชื่อมโยงซัพพลายเออร์สำเร็จ', data: null });
    expect((await linkRow(ids.ZB02, ids.ZS04))?.createdBy).toBe('superadmin');
  });

  it('refuses a pair that exists, active or prohibited, and changes nothing', async () => {
    const total = await linkCount();
    const active = await t().call(addRelationship, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ADCN, supplierCompanyId: ids.S100101 },
    });
    expect(active).toEqual({
      code: 409,
      msg: 'Supplier S100101 is already associated with buyer ADCN',
      data: null,
    });
    const inactive = await t().call(addRelationship, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ADCN, supplierCompanyId: ids.S100110 },
    });
    expect(inactive).toEqual({
      code: 409,
      msg: 'Supplier S100110 is already associated with buyer ADCN but prohibited; enable it in the list',
      data: null,
    });
    const cn = await t().call(addRelationship, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ADCN, supplierCompanyId: ids.S100101 },
      locale: 'cn',
    });
    expect(cn.msg).toBe('供应商 S100101 已关联采购方 ADCN');
    expect(await linkCount()).toBe(total);
    expect(await linkRow(ids.ADCN, ids.S100110)).toMatchObject({ status: 'I', updatedBy: 'system' });
  });

  it('lets only one of several simultaneous adds of the same pair through', async () => {
    const total = await linkCount();
    const replies = await Promise.all(
      Array.from({ length: 6 }, () =>
        t().call(addRelationship, {
          token: tokens.admin,
          body: { buyerCompanyId: ids.ZB01, supplierCompanyId: ids.ZS04 },
        }),
      ),
    );
    expect(replies.filter((reply) => reply.code === 200)).toHaveLength(1);
    expect(replies.filter((reply) => reply.code === 409)).toHaveLength(5);
    for (const reply of replies.filter((one) => one.code === 409)) {
      expect(reply.msg).toBe('Supplier ZS04 is already associated with buyer ZB01');
    }
    expect(await linkCount()).toBe(total + 1);
  });

  it('refuses companies of the wrong type, naming the company', async () => {
    const total = await linkCount();
    const supplierAsBuyer = await t().call(addRelationship, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.S100105, supplierCompanyId: ids.ZS04 },
    });
    expect(supplierAsBuyer).toEqual({ code: 400, msg: 'Company S100105 is not a buyer company', data: null });
    const buyerAsSupplier = await t().call(addRelationship, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ADTH, supplierCompanyId: ids.ZB01 },
      locale: 'th',
    });
    expect(buyerAsSupplier).toEqual({ code: 400, msg: 'บริษัท ZB01 ไม่ใช่บริษัทซัพพลายเออร์', data: null });
    const swapped = await t().call(addRelationship, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ZS04, supplierCompanyId: ids.ADTH },
    });
    expect(swapped).toMatchObject({ code: 400, msg: 'Company ZS04 is not a buyer company' });
    expect(await linkCount()).toBe(total);
  });

  it('refuses unknown companies', async () => {
    const total = await linkCount();
    const buyer = await t().call(addRelationship, {
      token: tokens.admin,
      body: { buyerCompanyId: 987_654, supplierCompanyId: ids.ZS04 },
    });
    expect(buyer).toEqual({ code: 404, msg: 'The buyer company does not exist', data: null });
    const supplier = await t().call(addRelationship, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ADTH, supplierCompanyId: 987_654 },
      locale: 'cn',
    });
    expect(supplier).toEqual({ code: 404, msg: '供应商公司不存在', data: null });
    expect(await linkCount()).toBe(total);
  });

  it('refuses missing or malformed ids, naming the field', async () => {
    const add = (body: Record<string, unknown>) =>
      t().call(addRelationship, { token: tokens.admin, body, locale: 'en' });
    expect(await add({ supplierCompanyId: ids.ZS04 })).toEqual({
      code: 400,
      msg: 'Buyer: is required',
      data: null,
    });
    expect(await add({ buyerCompanyId: ids.ADTH })).toEqual({
      code: 400,
      msg: 'Supplier: is required',
      data: null,
    });
    expect(await add({ buyerCompanyId: 'ADTH', supplierCompanyId: ids.ZS04 })).toEqual({
      code: 400,
      msg: 'Buyer: has the wrong type',
      data: null,
    });
    expect(await add({ buyerCompanyId: ids.ADTH, supplierCompanyId: 0 })).toMatchObject({
      code: 400,
      msg: /^Supplier: /,
    });
  });
});

describe('POST /relationship/updateRelationshipStatus', () => {
  const idOf = async (buyer: number, supplier: number) => {
    const row = await linkRow(buyer, supplier);
    if (!row) throw new Error('relationship missing');
    return row.id;
  };

  it('prohibits an active relationship and enables it again, recording who and when', async () => {
    const relationshipId = await idOf(ids.ZB01, ids.ZS01);
    const before = await linkRow(ids.ZB01, ids.ZS01);
    const prohibit = await t().call(updateRelationshipStatus, {
      token: tokens.admin,
      body: { relationshipId, status: 'I' },
    });
    expect(prohibit).toEqual({ code: 200, msg: 'Prohibited successfully', data: null });
    const prohibited = await linkRow(ids.ZB01, ids.ZS01);
    expect(prohibited).toMatchObject({ status: 'I', updatedBy: 'admin', createdBy: before?.createdBy });
    expect(prohibited?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
    const enable = await t().call(updateRelationshipStatus, {
      token: tokens.superadmin,
      body: { relationshipId, status: 'A' },
      locale: 'cn',
    });
    expect(enable).toEqual({ code: 200, msg: '启用成功', data: null });
    expect(await linkRow(ids.ZB01, ids.ZS01)).toMatchObject({ status: 'A', updatedBy: 'superadmin' });
    const listed = await t().call(getRelationshipPage, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ZB01, supplierCompanyId: ids.ZS01 },
    });
    expect(listed.data.data[0]).toMatchObject({ status: 'A', updatedBy: 'superadmin' });
  });

  it('answers the messages in Thai', async () => {
    const relationshipId = await idOf(ids.ZB02, ids.ZS01);
    const enable = await t().call(updateRelationshipStatus, {
      token: tokens.admin,
      body: { relationshipId, status: 'A' },
      locale: 'th',
    });
    expect(enable).toEqual({ code: 200, msg: 'เปิดใช้งานสำเร็จ', data: null });
    const prohibit = await t().call(updateRelationshipStatus, {
      token: tokens.admin,
      body: { relationshipId, status: 'I' },
      locale: 'th',
    });
    expect(prohibit).toEqual({ code: 200, msg: 'ระงับสำเร็จ', data: null });
  });

  it('refuses the status a relationship already has and changes nothing', async () => {
    const relationshipId = await idOf(ids.ZB01, ids.ZS02);
    const before = await linkRow(ids.ZB01, ids.ZS02);
    const inactive = await t().call(updateRelationshipStatus, {
      token: tokens.admin,
      body: { relationshipId, status: 'I' },
    });
    expect(inactive).toEqual({ code: 409, msg: 'The relationship is already prohibited', data: null });
    const active = await t().call(updateRelationshipStatus, {
      token: tokens.admin,
      body: { relationshipId: await idOf(ids.ZB01, ids.ZS03), status: 'A' },
      locale: 'cn',
    });
    expect(active).toEqual({ code: 409, msg: '该关联关系已是启用状态', data: null });
    expect(await linkRow(ids.ZB01, ids.ZS02)).toEqual(before);
  });

  it('lets only one of two simultaneous prohibits through', async () => {
    const relationshipId = await idOf(ids.ZB01, ids.ZS03);
    const replies = await Promise.all(
      [1, 2, 3].map(() =>
        t().call(updateRelationshipStatus, { token: tokens.admin, body: { relationshipId, status: 'I' } }),
      ),
    );
    expect(replies.map((reply) => reply.code).sort()).toEqual([200, 409, 409]);
    expect((await linkRow(ids.ZB01, ids.ZS03))?.status).toBe('I');
  });

  it('refuses an unknown relationship, a bad status and missing fields', async () => {
    const relationshipId = await idOf(ids.ZB01, ids.ZS01);
    const before = await linkRow(ids.ZB01, ids.ZS01);
    const set = (body: Record<string, unknown>) =>
      t().call(updateRelationshipStatus, { token: tokens.admin, body, locale: 'en' });
    expect(await set({ relationshipId: 987_654, status: 'I' })).toEqual({
      code: 404,
      msg: 'The relationship does not exist',
      data: null,
    });
    for (const status of ['X', 'a', 'Y', '', null]) {
      expect(await set({ relationshipId, status }), String(status)).toMatchObject({
        code: 400,
        msg: /^Status: /,
      });
    }
    expect(await set({ relationshipId, status: 'D' })).toEqual({
      code: 400,
      msg: 'Status: is not one of the allowed values',
      data: null,
    });
    expect(await set({ status: 'I' })).toEqual({
      code: 400,
      msg: 'Supplier Association: is required',
      data: null,
    });
    expect(await set({ relationshipId: '1; drop', status: 'I' })).toMatchObject({
      code: 400,
      msg: 'Supplier Association: has the wrong type',
    });
    expect(await linkRow(ids.ZB01, ids.ZS01)).toEqual(before);
  });
});

describe('a prohibited relationship hides the supplier from the buyer', () => {
  const { supplierList, companyQuery, plantQuery } = lookupEndpoints;
  const spList = async (token: string | undefined, buyerCompanyId: number) =>
    (await t().call(supplierList, { token, body: { buyerCompanyId } })).data.map(
      (option) => option.companyCode,
    );

  it('drops the supplier from getSpList and the company pickers on prohibit, and brings it back on enable', async () => {
    const relationshipId = (await linkRow(ids.ADTH, ids.S100105))?.id ?? 0;
    expect(await spList(tokens.admin, ids.ADTH)).toContain('S100105');

    const off = await t().call(updateRelationshipStatus, {
      token: tokens.admin,
      body: { relationshipId, status: 'I' },
    });
    expect(off.code).toBe(200);
    expect(await spList(tokens.admin, ids.ADTH)).toEqual(['S100101', 'S100106', 'S100107', 'S100109']);
    const suppliers = await t().call(companyQuery, { token: tokens.admin, body: { companyType: 'S' } });
    expect(suppliers.data.map((option) => option.companyCode)).not.toContain('S100105');
    // the supplier itself no longer works with that buyer either
    const buyersOfB = await t().call(companyQuery, {
      token: tokens['supplier.b'],
      body: { companyType: 'B' },
    });
    expect(buyersOfB).toMatchObject({ code: 200, data: [] });
    expect(await spList(tokens['supplier.b'], ids.ADTH)).toEqual([]);
    expect(await t().call(plantQuery, { token: tokens['supplier.b'] })).toMatchObject({
      code: 200,
      data: [],
    });

    const on = await t().call(updateRelationshipStatus, {
      token: tokens.admin,
      body: { relationshipId, status: 'A' },
    });
    expect(on.code).toBe(200);
    expect(await spList(tokens.admin, ids.ADTH)).toEqual([
      'S100101',
      'S100105',
      'S100106',
      'S100107',
      'S100109',
    ]);
    expect(await spList(tokens['supplier.b'], ids.ADTH)).toEqual(['S100105']);
  });

  it('keeps a supplier seeing only itself, whatever other suppliers a buyer has', async () => {
    expect(await spList(tokens['supplier.a'], ids.ADTH)).toEqual(['S100101']);
    expect(await spList(tokens['supplier.b'], ids.ADTH)).toEqual(['S100105']);
  });

  it('adds a new supplier to the buyer pickers at once', async () => {
    const add = await t().call(addRelationship, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ADTH, supplierCompanyId: ids.ZS04 },
    });
    expect(add.code).toBe(200);
    expect(await spList(tokens.admin, ids.ADTH)).toContain('ZS04');
  });
});

describe('who may manage relationships', () => {
  const allCalls: Array<[string, EndpointDef, CallOptions<EndpointDef>]> = [
    ['getAdientCompanyList', getAdientCompanyList, {}],
    ['getSupplierCompanyList', getSupplierCompanyList, {}],
    ['getRelationshipPage', getRelationshipPage, { body: {} }],
    ['addRelationship', addRelationship, { body: { buyerCompanyId: 1, supplierCompanyId: 2 } }],
    ['updateRelationshipStatus', updateRelationshipStatus, { body: { relationshipId: 1, status: 'I' } }],
  ];

  it('the seed gives associateSupplier to the admin roles only', () => {
    const holders = ROLE_SEED.filter((role) => role.menus.includes('associateSupplier')).map(
      (role) => role.name,
    );
    expect(holders).toEqual(['SupperAdmin', 'Adient-Admin']);
  });

  it('refuses buyer roles without associateSupplier on every call, changing nothing', async () => {
    const total = await linkCount();
    for (const user of ['scm', 'ap']) {
      for (const [name, endpoint, options] of allCalls) {
        const reply = await t().call(endpoint, { ...options, token: tokens[user], locale: 'en' });
        expect(reply, `${user} ${name}`).toEqual(FORBIDDEN);
      }
    }
    expect(await linkCount()).toBe(total);
  });

  it('refuses a supplier user on every call, changing nothing', async () => {
    const total = await linkCount();
    const relationshipId = (await linkRow(ids.ADCN, ids.S100101))?.id ?? 0;
    const own: Array<[string, EndpointDef, CallOptions<EndpointDef>]> = [
      ...allCalls,
      [
        'addRelationship (own)',
        addRelationship,
        { body: { buyerCompanyId: ids.ZB01, supplierCompanyId: ids.S100101 } },
      ],
      ['updateRelationshipStatus (own)', updateRelationshipStatus, { body: { relationshipId, status: 'I' } }],
    ];
    for (const [name, endpoint, options] of own) {
      const reply = await t().call(endpoint, { ...options, token: tokens['supplier.a'], locale: 'en' });
      expect(reply, name).toEqual(BUYER_ONLY);
    }
    expect(await linkCount()).toBe(total);
    expect((await linkRow(ids.ADCN, ids.S100101))?.status).toBe('A');
  });

  it('answers 999 without a token on every call', async () => {
    for (const [name, endpoint, options] of allCalls) {
      expect(await t().call(endpoint, options), name).toMatchObject({ code: 999, data: '/login' });
    }
  });
});
