import { companiesEndpoints } from '@portal/contract/companies';
import { relationshipsEndpoints } from '@portal/contract/relationships';
import { rolesEndpoints } from '@portal/contract/roles';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buttons, resources, roleButtons, roleResources, roles } from '../../src/db/schema/index.ts';
import { companyIdOf, createCompany, createUser, relate } from '../helpers/arrange.ts';
import { sheetRows, workbookOf } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

/** Roles.xlsx, Companies.xlsx and Relationships.xlsx: the system-management lists as downloads (issue 15). */
const t = useTestApp();
const tokens: Record<string, string> = {};

type Locale = 'cn' | 'en' | 'th';
type DownloadEndpoint =
  | typeof rolesEndpoints.download
  | typeof companiesEndpoints.download
  | typeof relationshipsEndpoints.download;

const download = async (
  endpoint: DownloadEndpoint,
  query: Record<string, string | string[]>,
  locale: Locale = 'en',
  token = tokens.admin,
) => t().request(endpoint, { token, query, locale } as Parameters<ReturnType<typeof t>['request']>[1]);

const rowsOf = async (
  endpoint: DownloadEndpoint,
  query: Record<string, string | string[]>,
  locale?: Locale,
) => {
  const response = await download(endpoint, query, locale);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-disposition'], response.body.slice(0, 300)).toContain(endpoint.fileName);
  return sheetRows(await workbookOf(response));
};

beforeAll(async () => {
  const db = t().db;
  // two roles of our own: one with a menu and a button and two users, one with nothing and nobody
  const [held] = await db
    .insert(roles)
    .values({ roleName: 'XR-Packers', roleDescription: 'packs', userType: 'S' })
    .returning({ id: roles.id });
  await db.insert(roles).values({ roleName: 'XR-Empty', roleDescription: null, userType: 'B' });
  const roleId = held?.id ?? 0;
  const [menu] = await db.select().from(resources).where(eq(resources.resourcesCode, 'packaging'));
  const [button] = await db.select().from(buttons).where(eq(buttons.buttonCode, 'uploadPackaging'));
  await db.insert(roleResources).values({ roleId, resourceId: menu?.id ?? 0 });
  await db.insert(roleButtons).values({ roleId, buttonId: button?.id ?? 0 });
  const supplier = await createCompany(db, { code: 'XRS1', type: 'S', name: 'XR Supplier One' });
  const buyer = await createCompany(db, { code: 'XRB1', type: 'B', name: 'XR Buyer One', country: 'TH' });
  await createCompany(db, { code: 'XRS2', type: 'S', name: 'XR Supplier Two' });
  for (const userCode of ['xr.one', 'xr.two']) {
    await createUser(db, { userCode, userType: 'S', companyIds: [supplier], role: 'XR-Packers' });
  }
  await relate(db, buyer, supplier, 'A');
  await relate(db, buyer, await companyIdOf(db, 'XRS2'), 'I');
  for (const user of ['admin', 'ap', 'supplier.a']) tokens[user] = await t().login(user);
});

describe('GET /role/download (Roles.xlsx)', () => {
  it('lists the filtered roles in the list order with user type, description, users and permissions', async () => {
    const rows = await rowsOf(rolesEndpoints.download, {
      roleName: 'XR-',
      sortName: 'roleName',
      sort: 'DESC',
    });
    expect(rows[0]).toEqual([
      'Role Name',
      'User Type',
      'Role Description',
      'Users',
      'Menus',
      'Buttons',
      'Create Time',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 6))).toEqual([
      ['XR-Packers', 'Supplier', 'packs', 2, 'Packaging', 'Packaging / Upload packaging'],
      ['XR-Empty', 'Buyer', null, 0, null, null],
    ]);
  });

  it('names columns and permissions in the caller language, and says so when nothing matches', async () => {
    const rows = await rowsOf(rolesEndpoints.download, { roleName: 'XR-Packers' }, 'cn');
    expect(rows[0]?.slice(0, 4)).toEqual(['角色名称', '用户类型', '角色描述', '用户数']);
    expect(rows[1]?.slice(1, 5)).toEqual(['供应商', 'packs', 2, '包装']);
    const none = await download(rolesEndpoints.download, { roleName: 'no such role' });
    expect(none.json()).toEqual({ code: 200, msg: 'There is no data to download', data: null });
  });
});

describe('GET /company/download (Companies.xlsx)', () => {
  it('lists the companies the filters name, in the sort asked for', async () => {
    const rows = await rowsOf(companiesEndpoints.download, {
      companyCodeList: ['XRS1', 'XRB1', 'XRS2'],
      sortName: 'companyName',
      sort: 'ASC',
    });
    expect(rows[0]?.slice(0, 5)).toEqual([
      'Company Code',
      'Company Name',
      'Company Type',
      'Address',
      'Country',
    ]);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([
      ['XRB1', 'XR Buyer One', 'Buyer'],
      ['XRS1', 'XR Supplier One', 'Supplier'],
      ['XRS2', 'XR Supplier Two', 'Supplier'],
    ]);
  });

  it('takes one code as a single value and filters by type in the caller language', async () => {
    const one = await rowsOf(companiesEndpoints.download, { companyCodeList: 'XRB1' }, 'th');
    expect(one.map((row) => row[0])).toEqual(['รหัสบริษัท', 'XRB1']);
    const suppliers = await rowsOf(companiesEndpoints.download, {
      companyName: 'XR Supplier',
      companyType: 'S',
    });
    expect(suppliers.slice(1).map((row) => row[0])).toEqual(['XRS1', 'XRS2']);
  });
});

describe('GET /relationship/download (Relationships.xlsx)', () => {
  it('lists the pairs of the chosen buyer with their status named', async () => {
    const buyerCompanyId = String(await companyIdOf(t().db, 'XRB1'));
    const rows = await rowsOf(relationshipsEndpoints.download, { buyerCompanyId }, 'cn');
    expect(rows[0]?.slice(0, 5)).toEqual(['采购方代码', '采购方名称', '供应商代码', '供应商名称', '状态']);
    expect(rows.slice(1).map((row) => row.slice(0, 5))).toEqual([
      ['XRB1', 'XR Buyer One', 'XRS1', 'XR Supplier One', '已启用'],
      ['XRB1', 'XR Buyer One', 'XRS2', 'XR Supplier Two', '已禁用'],
    ]);
    const prohibited = await rowsOf(relationshipsEndpoints.download, { buyerCompanyId, status: 'I' });
    expect(prohibited.slice(1).map((row) => [row[2], row[4]])).toEqual([['XRS2', 'Inactive']]);
  });

  it('refuses a filter that is not an id, with its reason', async () => {
    const reply = (await download(relationshipsEndpoints.download, { buyerCompanyId: 'XRB1' })).json();
    expect(reply.code).toBe(400);
  });
});

describe('who may download the system-management lists', () => {
  const all = [rolesEndpoints.download, companiesEndpoints.download, relationshipsEndpoints.download];

  it('refuses a supplier user', async () => {
    for (const endpoint of all) {
      const reply = (await download(endpoint, {}, 'en', tokens['supplier.a'])).json();
      expect(reply, endpoint.path).toEqual({
        code: 403,
        msg: 'Supplier users cannot perform this action',
        data: null,
      });
    }
  });

  it('refuses a buyer without the screen, and a caller without a session', async () => {
    for (const endpoint of all) {
      const reply = (await download(endpoint, {}, 'en', tokens.ap)).json();
      expect(reply, endpoint.path).toEqual({
        code: 403,
        msg: 'You do not have permission for this action',
        data: null,
      });
      expect((await download(endpoint, {}, 'en', '')).json().code, endpoint.path).toBe(999);
    }
  });
});
