import { lookupEndpoints } from '@portal/contract/lookup';
import { sessionEndpoints } from '@portal/contract/session';
import { type SaveUser, USER_SORT_FIELDS, type UserRow, usersEndpoints } from '@portal/contract/users';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { plants, roles, userPlants, userRoles, users } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { companyIdOf, createCompany, createUser, relate } from '../helpers/arrange.ts';
import { setPasswordFromMail } from '../helpers/password-link-mails.ts';
import { sheetRows, workbookOf } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

/** Companies of our own: two buyers, three suppliers, with plants; ZUS1 delivers to ZUB1 (active) and ZUB2 (prohibited). */
const ids: Record<string, number> = {};
const plantIds: Record<string, number> = {};

async function addPlant(companyCode: string, plantCode: string): Promise<void> {
  const [row] = await t()
    .db.insert(plants)
    .values({ companyId: ids[companyCode] ?? 0, plantCode, plantName: `${plantCode} plant` })
    .returning({ id: plants.id });
  if (row) plantIds[plantCode] = row.id;
}

async function roleId(roleName: string): Promise<number> {
  const [row] = await t().db.select({ id: roles.id }).from(roles).where(eq(roles.roleName, roleName));
  if (!row) throw new Error(`role ${roleName} is missing`);
  return row.id;
}

async function userIdOf(userCode: string): Promise<number> {
  const [row] = await t().db.select({ id: users.id }).from(users).where(eq(users.userCode, userCode));
  if (!row) throw new Error(`user ${userCode} is missing`);
  return row.id;
}

async function storedUser(userCode: string) {
  const [row] = await t().db.select().from(users).where(eq(users.userCode, userCode));
  return row;
}

const save = (
  body: Partial<SaveUser> | Record<string, unknown>,
  token = tokens.admin,
  locale?: 'cn' | 'th',
) => t().call(usersEndpoints.addOrUpdateUser, { token, body, ...(locale ? { locale } : {}) });

/** A new user needs a mail address for its invitation (issue 15). */
const buyerUser = (userCode: string, extra: Partial<SaveUser> = {}): SaveUser => ({
  userCode,
  userName: `Buyer ${userCode}`,
  userType: 'B',
  companyIds: [ids.ZUB1 ?? 0],
  emailInfo: { email: `${userCode}@example.com` },
  ...extra,
});

/** Resets the user's password as admin, sets one through the mailed link and signs the user in with it. */
async function signInAfterReset(userCode: string): Promise<{ token: string; password: string }> {
  const reset = await t().call(usersEndpoints.resetPassword, {
    token: tokens.admin,
    params: { userId: await userIdOf(userCode) },
  });
  const password = 'Chosen2026pw';
  await setPasswordFromMail(t(), reset.data.email, password);
  return { token: await t().login(userCode, password), password };
}

/** An authenticated call any signed-in user may make: 999 once the session has ended. */
const probe = (token: string) =>
  t().call(lookupEndpoints.getProperties, { token, query: { propType: 'companyType' } });

beforeAll(async () => {
  for (const code of ['ZUB1', 'ZUB2']) ids[code] = await createCompany(t().db, { code, type: 'B' });
  for (const code of ['ZUS1', 'ZUS2', 'ZUS3']) ids[code] = await createCompany(t().db, { code, type: 'S' });
  await addPlant('ZUB1', 'B1P1');
  await addPlant('ZUB1', 'B1P2');
  await addPlant('ZUB2', 'B2P1');
  await addPlant('ZUS1', 'S1P1');
  await addPlant('ZUS2', 'S2P1');
  await relate(t().db, ids.ZUB1 ?? 0, ids.ZUS1 ?? 0, 'A');
  await relate(t().db, ids.ZUB2 ?? 0, ids.ZUS1 ?? 0, 'I');
  await relate(t().db, ids.ZUB1 ?? 0, ids.ZUS2 ?? 0, 'A');
  for (const user of ['admin', 'superadmin', 'scm', 'ap', 'supplier.a']) tokens[user] = await t().login(user);
});

describe('GET /country/getCountryList', () => {
  const { getCountryList } = usersEndpoints;

  it('answers every ISO 3166 country named in English, sorted by name', async () => {
    const reply = await t().call(getCountryList, { token: tokens.admin, locale: 'en' });
    expect(reply.code).toBe(200);
    // ISO 3166-1 has 249 codes; the library adds Kosovo (XK), which the forms need too
    expect(reply.data.length).toBe(250);
    expect(new Set(reply.data.map((country) => country.countryCode)).size).toBe(250);
    expect(reply.data).toContainEqual({ countryCode: 'TH', countryName: 'Thailand' });
    const names = reply.data.map((country) => country.countryName);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
    expect(names[0]).toBe('Afghanistan');
  });

  it('names the countries in Chinese (pinyin order) and in Thai', async () => {
    const cn = await t().call(getCountryList, { token: tokens.admin, locale: 'cn' });
    expect(cn.data).toContainEqual({ countryCode: 'CN', countryName: '中国' });
    expect(cn.data).toContainEqual({ countryCode: 'DE', countryName: '德国' });
    const cnNames = cn.data.map((country) => country.countryName);
    expect(cnNames).toEqual([...cnNames].sort(new Intl.Collator('zh-u-co-pinyin').compare));
    const th = await t().call(getCountryList, { token: tokens.admin, locale: 'th' });
    expect(th.data).toContainEqual({ countryCode: 'TH', countryName: 'ไทย' });
  });

  it('is open to a role holding system management without user management (ap), not to scm', async () => {
    expect((await t().call(getCountryList, { token: tokens.ap })).code).toBe(200);
    const scm = await t().call(getCountryList, { token: tokens.scm, locale: 'en' });
    expect(scm).toEqual({ code: 403, msg: 'You do not have permission for this action', data: null });
  });
});

describe('POST /user/addOrUpdateUser: create', () => {
  it('creates a buyer user with several companies, recording who and when', async () => {
    const body = buyerUser('zu.buyer', {
      companyIds: [ids.ZUB1 ?? 0, ids.ZUB2 ?? 0],
      emailInfo: { email: 'zu.buyer@example.com' },
      telephone: { phone: '+86 21 5555-0101' },
      language: 'en',
    });
    expect(await save(body)).toEqual({
      code: 200,
      msg: 'Saved; an invitation mail is on its way to zu.buyer@example.com',
      data: null,
    });
    const stored = await storedUser('zu.buyer');
    expect(stored).toMatchObject({
      userName: 'Buyer zu.buyer',
      userType: 'B',
      isEnable: 'Y',
      language: 'en',
      email: 'zu.buyer@example.com',
      telephone: '+86 21 5555-0101',
      createdBy: 'admin',
      updatedBy: 'admin',
    });
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    const [role] = await t()
      .db.select()
      .from(userRoles)
      .where(eq(userRoles.userId, stored?.id ?? 0));
    expect(role).toBeUndefined();
  });

  it('defaults a new user to active and Chinese; nobody knows its first password', async () => {
    expect((await save(buyerUser('zu.default'))).code).toBe(200);
    expect(await storedUser('zu.default')).toMatchObject({ isEnable: 'Y', language: 'zh' });
    const login = await t().call(sessionEndpoints.login, {
      body: { userCode: 'zu.default', password: DEMO_PASSWORD },
    });
    expect(login.code).not.toBe(200);
  });

  it('creates a supplier user with its one supplier company', async () => {
    const body = {
      userCode: 'zu.supplier',
      userName: 'Supplier',
      userType: 'S',
      companyIds: [ids.ZUS1],
      emailInfo: { email: 'zu.supplier@example.com' },
    };
    expect((await save(body)).code).toBe(200);
    expect(await storedUser('zu.supplier')).toMatchObject({ userType: 'S' });
  });

  it.each([
    ['userName', 'User Name: is required'],
    ['userCode', 'Account: is required'],
    ['userType', 'User Type: is required'],
    ['companyIds', 'Company: is required'],
  ])('requires %s', async (field, msg) => {
    const body: Record<string, unknown> = { ...buyerUser('zu.required') };
    delete body[field];
    expect(await save(body)).toEqual({ code: 400, msg, data: null });
    expect(await storedUser('zu.required')).toBeUndefined();
  });

  it('refuses an empty company list, a blank name and an account with spaces', async () => {
    const none = await save(buyerUser('zu.bad', { companyIds: [] }));
    expect(none).toEqual({ code: 400, msg: 'Company: is too short or too small (minimum 1)', data: null });
    const blank = await save(buyerUser('zu.bad', { userName: '   ' }));
    expect(blank.msg).toBe('User Name: is too short or too small (minimum 1)');
    const spaced = await save(buyerUser('zu bad'));
    expect(spaced).toEqual({ code: 400, msg: 'Account: has an invalid format', data: null });
    expect(await storedUser('zu.bad')).toBeUndefined();
  });

  it('refuses a malformed email and telephone, naming the field in the caller language', async () => {
    const email = await save(buyerUser('zu.mail', { emailInfo: { email: 'not-a-mail' } }));
    expect(email).toEqual({ code: 400, msg: 'Email: has an invalid format', data: null });
    const cn = await save(buyerUser('zu.mail', { emailInfo: { email: 'a@' } }), tokens.admin, 'cn');
    expect(cn.msg).toBe('邮箱：格式不正确');
    const phone = await save(buyerUser('zu.mail', { telephone: { phone: 'call me' } }));
    expect(phone).toEqual({ code: 400, msg: 'Phone: has an invalid format', data: null });
    expect(await storedUser('zu.mail')).toBeUndefined();
  });

  it('refuses a duplicate account, also one differing only in case', async () => {
    expect((await save(buyerUser('zu.dup'))).code).toBe(200);
    expect(await save(buyerUser('zu.dup'))).toEqual({
      code: 409,
      msg: 'The account zu.dup already exists',
      data: null,
    });
    expect((await save(buyerUser('ZU.DUP'), tokens.admin, 'cn')).msg).toBe('账号 zu.dup 已存在');
    expect(await storedUser('ZU.DUP')).toBeUndefined();
  });

  it('lets exactly one of several concurrent creations of an account through', async () => {
    const replies = await Promise.all(Array.from({ length: 6 }, () => save(buyerUser('zu.race'))));
    expect(replies.filter((reply) => reply.code === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.code !== 200)) {
      expect(reply).toEqual({ code: 409, msg: 'The account zu.race already exists', data: null });
    }
    const [row] = await t()
      .db.select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.userCode, 'zu.race'));
    expect(row?.n).toBe(1);
  });

  it('refuses a supplier user with two companies', async () => {
    const body = { userCode: 'zu.two', userName: 'Two', userType: 'S', companyIds: [ids.ZUS1, ids.ZUS2] };
    expect(await save(body)).toEqual({
      code: 400,
      msg: 'A supplier user belongs to exactly one company',
      data: null,
    });
    expect(await storedUser('zu.two')).toBeUndefined();
  });

  it('refuses companies of the wrong type and companies that do not exist', async () => {
    const buyerWithSupplier = await save(
      buyerUser('zu.type', { companyIds: [ids.ZUB1 ?? 0, ids.ZUS3 ?? 0] }),
    );
    expect(buyerWithSupplier).toEqual({
      code: 400,
      msg: 'A buyer user belongs to buyer companies only; ZUS3 is not a buyer company',
      data: null,
    });
    const supplierWithBuyer = await save({ ...buyerUser('zu.type'), userType: 'S' }, tokens.admin, 'th');
    expect(supplierWithBuyer.msg).toBe('ผู้ใช้ของซัพพลายเออร์ต้องสังกัดบริษัทซัพพลายเออร์เท่านั้น ZUB1 ไม่ใช่บริษัทซัพพลายเออร์');
    const unknown = await save(buyerUser('zu.type', { companyIds: [ids.ZUB1 ?? 0, 987654] }));
    expect(unknown).toEqual({ code: 400, msg: 'These companies do not exist: 987654', data: null });
    expect(await storedUser('zu.type')).toBeUndefined();
  });
});

describe('POST /user/addOrUpdateUser: change', () => {
  let userId = 0;
  beforeAll(async () => {
    expect((await save(buyerUser('zu.edit', { emailInfo: { email: 'e@example.com' } }))).code).toBe(200);
    userId = await userIdOf('zu.edit');
  });

  it('changes the name, companies and contact; what the form leaves out keeps its value', async () => {
    await t().db.update(users).set({ language: 'th' }).where(eq(users.id, userId));
    const body = buyerUser('zu.edit', {
      userId,
      userName: 'Edited',
      companyIds: [ids.ZUB2 ?? 0],
      emailInfo: undefined,
      telephone: { phone: '021-1234 x12' },
    });
    expect((await save(body, tokens.superadmin)).code).toBe(200);
    expect(await storedUser('zu.edit')).toMatchObject({
      userName: 'Edited',
      language: 'th',
      isEnable: 'Y',
      email: 'e@example.com',
      telephone: '021-1234 x12',
      createdBy: 'admin',
      updatedBy: 'superadmin',
    });
    const row = await t().call(usersEndpoints.getUserById, { token: tokens.admin, params: { userId } });
    expect(row.data).toMatchObject({ companyIds: [ids.ZUB2], companyId: ids.ZUB2, companyCode: 'ZUB2' });
    expect((await save({ ...body, emailInfo: null })).code).toBe(200);
    expect(await storedUser('zu.edit')).toMatchObject({ email: null, telephone: '021-1234 x12' });
  });

  it('refuses to change the account and changes nothing', async () => {
    const reply = await save(buyerUser('zu.renamed', { userId, userName: 'Renamed' }));
    expect(reply).toEqual({ code: 400, msg: 'The account cannot be changed once created', data: null });
    expect(await storedUser('zu.renamed')).toBeUndefined();
    expect((await storedUser('zu.edit'))?.userName).not.toBe('Renamed');
  });

  it('answers not found for an unknown user', async () => {
    const reply = await save(buyerUser('zu.ghost', { userId: 987654 }));
    expect(reply).toEqual({ code: 404, msg: 'The user does not exist', data: null });
  });

  it('disabling a user ends its sessions and keeps it from signing in', async () => {
    expect((await save(buyerUser('zu.disable'))).code).toBe(200);
    const { token, password } = await signInAfterReset('zu.disable');
    expect((await probe(token)).code).toBe(200);
    const body = buyerUser('zu.disable', { userId: await userIdOf('zu.disable'), isEnable: 'N' });
    expect((await save(body)).code).toBe(200);
    expect(await probe(token)).toMatchObject({ code: 999 });
    const login = await t().call(sessionEndpoints.login, { body: { userCode: 'zu.disable', password } });
    expect(login.code).not.toBe(200);
  });

  it('refuses to disable the caller itself', async () => {
    const admin = await t().call(usersEndpoints.getUserById, {
      token: tokens.admin,
      params: { userId: await userIdOf('admin') },
    });
    const body = { ...admin.data, isEnable: 'N', emailInfo: undefined, telephone: undefined };
    expect(await save(body)).toEqual({ code: 400, msg: 'You cannot disable your own account', data: null });
    expect((await storedUser('admin'))?.isEnable).toBe('Y');
  });

  it('lets only a SupperAdmin change a SupperAdmin user', async () => {
    const superadminId = await userIdOf('superadmin');
    const body = {
      userId: superadminId,
      userCode: 'superadmin',
      userName: 'Taken over',
      userType: 'B',
      companyIds: [await companyIdOf(t().db, 'ADCN')],
    };
    expect(await save(body)).toEqual({
      code: 403,
      msg: 'Only a SupperAdmin may give the SupperAdmin role or change a SupperAdmin user',
      data: null,
    });
    expect((await storedUser('superadmin'))?.userName).toBe('Zhang Wei');
  });
});

describe('POST /user/userAddOrUpdate', () => {
  it('answers the saved user as the list shows it', async () => {
    const reply = await t().call(usersEndpoints.userAddOrUpdate, {
      token: tokens.admin,
      body: { ...buyerUser('zu.answer'), telephone: { phone: '12345' } },
    });
    expect(reply.code).toBe(200);
    expect(reply.msg).toBe('Saved; an invitation mail is on its way to zu.answer@example.com');
    expect(reply.data).toMatchObject({
      userCode: 'zu.answer',
      companyCode: 'ZUB1',
      companyIds: [ids.ZUB1],
      userType: 'B',
      i18nUserType: 'Buyer',
      isEnable: 'Y',
      i18nIsEnable: 'Active',
      emailInfo: { email: 'zu.answer@example.com' },
      telephone: { phone: '12345' },
      language: 'zh',
      lastLoginAt: null,
      passwordPending: true,
      isLocked: 'N',
    });
    expect(reply.data.createDate).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('applies the same rules (supplier with two companies)', async () => {
    const body = { userCode: 'zu.two', userName: 'Two', userType: 'S', companyIds: [ids.ZUS1, ids.ZUS2] };
    const reply = await t().call(usersEndpoints.userAddOrUpdate, { token: tokens.admin, body });
    expect(reply).toEqual({ code: 400, msg: 'A supplier user belongs to exactly one company', data: null });
  });
});

describe('POST /user/userQuery', () => {
  const { userQuery } = usersEndpoints;
  const query = (body: Record<string, unknown>, locale: 'en' | 'cn' = 'en') =>
    t().call(userQuery, { token: tokens.admin, body, locale });
  const codes = (rows: UserRow[]) => rows.map((row) => row.userCode);

  beforeAll(async () => {
    await createUser(t().db, {
      userCode: 'zq.a',
      userType: 'B',
      companyIds: [ids.ZUB2 ?? 0],
      role: 'Adient-SCM',
    });
    await createUser(t().db, {
      userCode: 'zq.b',
      userType: 'S',
      companyIds: [ids.ZUS2 ?? 0],
      role: 'Supplier',
    });
    await createUser(t().db, {
      userCode: 'zq.c',
      userType: 'B',
      companyIds: [ids.ZUB1 ?? 0, ids.ZUB2 ?? 0],
      role: 'Adient-AP',
    });
    await t().db.update(users).set({ isEnable: 'N' }).where(eq(users.userCode, 'zq.c'));
  });

  it('filters on the trimmed account and answers data, total and size', async () => {
    const reply = await query({ userCode: '  zq.  ', pageNo: 1, size: 2 });
    expect(reply.code).toBe(200);
    expect(reply.data.total).toBe(3);
    expect(reply.data.size).toBe(2);
    expect(codes(reply.data.data)).toEqual(['zq.a', 'zq.b']);
    const second = await query({ userCode: 'zq.', pageNo: 2, size: 2 });
    expect(codes(second.data.data)).toEqual(['zq.c']);
  });

  it('filters on name, company, user type and active flag', async () => {
    expect(codes((await query({ userName: 'test ZQ.B' })).data.data)).toEqual(['zq.b']);
    expect(codes((await query({ userCode: 'zq.', companyCode: 'zub2' })).data.data)).toEqual([
      'zq.a',
      'zq.c',
    ]);
    expect(codes((await query({ userCode: 'zq.', userType: 'S' })).data.data)).toEqual(['zq.b']);
    expect(codes((await query({ userCode: 'zq.', isEnable: 'N' })).data.data)).toEqual(['zq.c']);
  });

  it('shows the role each user holds and finds the users of a role by part of its name', async () => {
    const rows = (await query({ userCode: 'zq.' })).data.data;
    expect(rows.map((row) => [row.userCode, row.roleName])).toEqual([
      ['zq.a', 'Adient-SCM'],
      ['zq.b', 'Supplier'],
      ['zq.c', 'Adient-AP'],
    ]);
    expect(codes((await query({ userCode: 'zq.', roleName: ' adient-' })).data.data)).toEqual([
      'zq.a',
      'zq.c',
    ]);
    expect(codes((await query({ userCode: 'zq.', roleName: 'SUPPLIER' })).data.data)).toEqual(['zq.b']);
    expect((await query({ userCode: 'zq.', roleName: 'nobody holds' })).data).toMatchObject({ total: 0 });
    expect(codes((await query({ userCode: 'zq.', sortName: 'roleName', sort: 'DESC' })).data.data)).toEqual([
      'zq.b',
      'zq.a',
      'zq.c',
    ]);
    await t()
      .db.insert(users)
      .values({ userCode: 'zr.norole', userName: 'No role', userType: 'B', passwordHash: 'x' });
    const none = (await query({ userCode: 'zr.norole' })).data.data;
    expect(none.map((row) => row.roleName)).toEqual([null]);
  });

  it('shows companies, type and active labels in the caller language', async () => {
    const en = await query({ userCode: 'zq.c' });
    expect(en.data.data[0]).toMatchObject({
      companyCode: 'ZUB1,ZUB2',
      companyIds: [ids.ZUB1, ids.ZUB2],
      companyId: ids.ZUB1,
      i18nUserType: 'Buyer',
      i18nIsEnable: 'Inactive',
      emailInfo: null,
      telephone: null,
    });
    const cn = await query({ userCode: 'zq.c' }, 'cn');
    expect(cn.data.data[0]).toMatchObject({ i18nUserType: '采购方', i18nIsEnable: '停用' });
  });

  it('sorts the display columns by their data fields, both ways', async () => {
    const sorted = async (sortName: string, sort: 'ASC' | 'DESC') =>
      codes((await query({ userCode: 'zq.', sortName, sort })).data.data);
    expect(await sorted('i18nUserType', 'DESC')).toEqual(['zq.b', 'zq.a', 'zq.c']);
    expect(await sorted('userType', 'ASC')).toEqual(['zq.a', 'zq.c', 'zq.b']);
    expect(await sorted('i18nIsEnable', 'ASC')).toEqual(['zq.c', 'zq.a', 'zq.b']);
    expect(await sorted('companyCode', 'ASC')).toEqual(['zq.c', 'zq.a', 'zq.b']);
    expect(await sorted('userCode', 'DESC')).toEqual(['zq.c', 'zq.b', 'zq.a']);
    for (const field of USER_SORT_FIELDS) expect((await query({ sortName: field })).code).toBe(200);
  });

  it('refuses a sort field outside the whitelist and a page larger than 500', async () => {
    expect(await query({ sortName: 'password_hash' })).toEqual({
      code: 400,
      msg: 'Sorting by "password_hash" is not supported',
      data: null,
    });
    expect((await query({ size: 501 })).msg).toBe('Page Size: is too long or too large (maximum 500)');
  });
});

describe('GET /user/getUserById/{userId}', () => {
  it('answers the user for the edit dialog', async () => {
    const reply = await t().call(usersEndpoints.getUserById, {
      token: tokens.admin,
      params: { userId: await userIdOf('zu.buyer') },
    });
    expect(reply.data).toMatchObject({
      userCode: 'zu.buyer',
      companyIds: [ids.ZUB1, ids.ZUB2],
      emailInfo: { email: 'zu.buyer@example.com' },
      telephone: { phone: '+86 21 5555-0101' },
      language: 'en',
    });
  });

  it('answers not found for an unknown user and refuses a bad id', async () => {
    const missing = await t().call(usersEndpoints.getUserById, {
      token: tokens.admin,
      params: { userId: 987654 },
    });
    expect(missing).toEqual({ code: 404, msg: 'The user does not exist', data: null });
    const bad = await t().call(usersEndpoints.getUserById, { token: tokens.admin, params: { userId: 'x' } });
    expect(bad.code).toBe(400);
  });
});

describe('PUT /user/password/reset/{userId}', () => {
  const { resetPassword } = usersEndpoints;

  it('hands out no password: the old one stops working, sessions end and a link is mailed', async () => {
    await createUser(t().db, {
      userCode: 'zr.user',
      userType: 'B',
      companyIds: [ids.ZUB1 ?? 0],
      role: 'Adient-SCM',
      email: 'zr.user@example.com',
    });
    const oldToken = await t().login('zr.user');
    const userId = await userIdOf('zr.user');
    const reply = await t().call(resetPassword, { token: tokens.admin, params: { userId } });
    expect(reply).toEqual({
      code: 200,
      msg: 'The password has been reset; a link to set a new one is on its way to zr.user@example.com',
      data: { username: 'zr.user', password: null, email: 'zr.user@example.com' },
    });
    const stored = await storedUser('zr.user');
    expect(stored?.passwordHash).toMatch(/^scrypt\$/);
    expect(stored).toMatchObject({ passwordPending: true, updatedBy: 'admin' });
    expect(await probe(oldToken)).toMatchObject({ code: 999 });
    const old = await t().call(sessionEndpoints.login, {
      body: { userCode: 'zr.user', password: DEMO_PASSWORD },
    });
    expect(old.code).toBe(403);
    await setPasswordFromMail(t(), 'zr.user@example.com', 'NewPassw0rd');
    expect((await probe(await t().login('zr.user', 'NewPassw0rd'))).code).toBe(200);
  });

  it('answers not found for an unknown user; a SupperAdmin password is reset only by a SupperAdmin', async () => {
    const missing = await t().call(resetPassword, { token: tokens.admin, params: { userId: 987654 } });
    expect(missing).toEqual({ code: 404, msg: 'The user does not exist', data: null });
    const superadminId = await userIdOf('superadmin');
    const before = (await storedUser('superadmin'))?.passwordHash;
    const refused = await t().call(resetPassword, { token: tokens.admin, params: { userId: superadminId } });
    expect(refused.code).toBe(403);
    expect((await storedUser('superadmin'))?.passwordHash).toBe(before);
  });
});

describe('GET /company/getCompanyTypeAndCode', () => {
  const { getCompanyTypeAndCode } = usersEndpoints;

  it('answers the companies of a type as key (id) and value (code)', async () => {
    const buyers = await t().call(getCompanyTypeAndCode, {
      token: tokens.admin,
      query: { companyType: 'B' },
    });
    expect(buyers.data).toContainEqual({ key: ids.ZUB1, value: 'ZUB1' });
    expect(buyers.data).toContainEqual({ key: await companyIdOf(t().db, 'ADCN'), value: 'ADCN' });
    expect(buyers.data.map((company) => company.value)).not.toContain('ZUS1');
    const suppliers = await t().call(getCompanyTypeAndCode, {
      token: tokens.admin,
      query: { companyType: 'S' },
    });
    expect(suppliers.data.map((company) => company.value)).toContain('S100101');
    expect(suppliers.data.map((company) => company.value)).not.toContain('ADCN');
  });

  it('requires a known company type', async () => {
    const missing = await t().call(getCompanyTypeAndCode, { token: tokens.admin, query: {} });
    expect(missing).toEqual({ code: 400, msg: 'Company Type: is required', data: null });
    const wrong = await t().call(getCompanyTypeAndCode, { token: tokens.admin, query: { companyType: 'X' } });
    expect(wrong.code).toBe(400);
  });
});

describe('GET /user/download (Users.xlsx)', () => {
  const download = (query: Record<string, string>, token = tokens.admin, locale: 'en' | 'cn' = 'en') =>
    t().request(usersEndpoints.userDownload, { token, query, locale });

  it('writes the filtered users in the list order, with type, status and role as the list shows them', async () => {
    const response = await download({ userCode: 'zq.', sortName: 'userCode', sort: 'DESC' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toContain('Users.xlsx');
    const rows = sheetRows(await workbookOf(response));
    expect(rows[0]).toEqual([
      'Account',
      'User Name',
      'Company Code',
      'User Type',
      'Active',
      'Locked',
      'Last Login',
      'Role',
      'Email',
      'Telephone',
      'Language',
      'Create Time',
    ]);
    const listed = await t().call(usersEndpoints.userQuery, {
      token: tokens.admin,
      body: { userCode: 'zq.', sortName: 'userCode', sort: 'DESC' },
    });
    expect(rows.slice(1).map((row) => row[0])).toEqual(listed.data.data.map((row) => row.userCode));
    const zqc = rows.find((row) => row[0] === 'zq.c');
    expect(zqc?.slice(0, 5)).toEqual(['zq.c', 'Test zq.c', 'ZUB1,ZUB2', 'Buyer', 'Inactive']);
    expect(zqc?.[7]).toBe('Adient-AP');
  });

  it('writes the lock state in the caller language and the last login in the display zone', async () => {
    await t()
      .db.update(users)
      .set({ lockedAt: sql`now()`, lastLoginAt: new Date('2026-11-25T01:30:00Z') })
      .where(eq(users.userCode, 'zq.a'));
    const cn = sheetRows(await workbookOf(await download({ userCode: 'zq.a' }, tokens.admin, 'cn')));
    expect(cn[0]?.slice(5, 7)).toEqual(['锁定', '最后登录']);
    // Asia/Shanghai, like the create time
    expect(cn[1]?.slice(5, 7)).toEqual(['已锁定', '2026-11-25 09:30']);
    await t().db.update(users).set({ lockedAt: null }).where(eq(users.userCode, 'zq.a'));
  });

  it('names its columns in the caller language and says so when nothing matches', async () => {
    const cn = sheetRows(await workbookOf(await download({ userCode: 'zq.b' }, tokens.admin, 'cn')));
    expect(cn[0]?.slice(0, 3)).toEqual(['账号', '用户名', '公司代码']);
    expect(cn[1]?.slice(3, 5)).toEqual(['供应商', '启用']);
    expect(cn[1]?.[7]).toBe('Supplier');
    const none = await download({ userCode: 'nobody at all' });
    expect(none.json()).toEqual({ code: 200, msg: 'There is no data to download', data: null });
  });
});

describe('user roles', () => {
  const { userAndRoleQuery, userAndRole } = usersEndpoints;
  const choices = async (userId: number) =>
    (await t().call(userAndRoleQuery, { token: tokens.admin, query: { userId: String(userId) } })).data;

  it('lists the roles of the user type with the user one chosen', async () => {
    const list = await choices(await userIdOf('scm'));
    expect(list.map((role) => role.roleName)).toEqual(
      expect.arrayContaining(['Adient-AP', 'Adient-Admin', 'Adient-SCM', 'SupperAdmin']),
    );
    expect(list.map((role) => role.roleName)).not.toContain('Supplier');
    const supplier = await choices(await userIdOf('supplier.a'));
    expect(supplier.map((role) => [role.roleName, role.choice])).toEqual([['Supplier', true]]);
    expect(list.filter((role) => role.choice).map((role) => role.roleName)).toEqual(['Adient-SCM']);
    const fresh = await choices(await userIdOf('zu.default'));
    expect(fresh.filter((role) => role.choice)).toEqual([]);
  });

  it('gives exactly one role, replacing the previous one; it applies at once', async () => {
    const userId = await userIdOf('zu.default');
    const { token } = await signInAfterReset('zu.default');
    const give = async (roleName: string) =>
      t().call(userAndRole, { token: tokens.admin, body: { userId, roleId: await roleId(roleName) } });
    expect(await give('Adient-Admin')).toEqual({ code: 200, msg: 'Saved successfully', data: null });
    expect((await t().call(usersEndpoints.userQuery, { token, body: {} })).code).toBe(200);
    expect((await give('Adient-SCM')).code).toBe(200);
    expect((await choices(userId)).filter((role) => role.choice).map((role) => role.roleName)).toEqual([
      'Adient-SCM',
    ]);
    expect((await t().call(usersEndpoints.userQuery, { token, body: {} })).code).toBe(403);
    const [row] = await t().db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(row).toMatchObject({ updatedBy: 'admin' });
  });

  it('refuses a missing or unknown role and an unknown user', async () => {
    const userId = await userIdOf('zu.default');
    const missing = await t().call(userAndRole, { token: tokens.admin, body: { userId } });
    expect(missing).toEqual({ code: 400, msg: 'Role: is required', data: null });
    const unknown = await t().call(userAndRole, { token: tokens.admin, body: { userId, roleId: 987654 } });
    expect(unknown).toEqual({ code: 400, msg: 'The role does not exist', data: null });
    const ghost = await t().call(userAndRole, {
      token: tokens.admin,
      body: { userId: 987654, roleId: await roleId('Adient-SCM') },
    });
    expect(ghost).toEqual({ code: 404, msg: 'The user does not exist', data: null });
    const list = await t().call(userAndRoleQuery, { token: tokens.admin, query: { userId: '987654' } });
    expect(list).toEqual({ code: 404, msg: 'The user does not exist', data: null });
  });

  it('refuses a role of the other user type and changes nothing', async () => {
    const supplierId = await userIdOf('supplier.a');
    const buyerRole = await t().call(userAndRole, {
      token: tokens.superadmin,
      body: { userId: supplierId, roleId: await roleId('Adient-Admin') },
    });
    expect(buyerRole).toEqual({
      code: 400,
      msg: 'The role "Adient-Admin" is for buyer users only',
      data: null,
    });
    const superAdmin = await t().call(userAndRole, {
      token: tokens.superadmin,
      body: { userId: supplierId, roleId: await roleId('SupperAdmin') },
      locale: 'cn',
    });
    expect(superAdmin).toEqual({ code: 400, msg: '角色“SupperAdmin”只能授予采购方用户', data: null });
    expect((await choices(supplierId)).find((role) => role.choice)?.roleName).toBe('Supplier');
    const buyerId = await userIdOf('scm');
    const supplierRole = await t().call(userAndRole, {
      token: tokens.admin,
      body: { userId: buyerId, roleId: await roleId('Supplier') },
    });
    expect(supplierRole).toEqual({
      code: 400,
      msg: 'The role "Supplier" is for supplier users only',
      data: null,
    });
    expect((await choices(buyerId)).find((role) => role.choice)?.roleName).toBe('Adient-SCM');
  });

  it('takes a role of the old type away when the user type changes', async () => {
    expect((await save(buyerUser('zu.retype'))).code).toBe(200);
    const userId = await userIdOf('zu.retype');
    const given = await t().call(userAndRole, {
      token: tokens.admin,
      body: { userId, roleId: await roleId('Adient-SCM') },
    });
    expect(given.code).toBe(200);
    const renamed = await save(buyerUser('zu.retype', { userId, userName: 'Still a buyer' }));
    expect(renamed.code).toBe(200);
    expect((await choices(userId)).find((role) => role.choice)?.roleName).toBe('Adient-SCM');
    const retyped = await save({
      ...buyerUser('zu.retype', { userId }),
      userType: 'S',
      companyIds: [ids.ZUS1],
    });
    expect(retyped.code).toBe(200);
    const [held] = await t().db.select().from(userRoles).where(eq(userRoles.userId, userId));
    expect(held).toBeUndefined();
    expect((await choices(userId)).map((role) => role.roleName)).toEqual(['Supplier']);
  });

  it('lets only a SupperAdmin give the SupperAdmin role', async () => {
    const userId = await userIdOf('zu.default');
    const body = { userId, roleId: await roleId('SupperAdmin') };
    const byAdmin = await t().call(userAndRole, { token: tokens.admin, body });
    expect(byAdmin.code).toBe(403);
    expect((await choices(userId)).find((role) => role.choice)?.roleName).toBe('Adient-SCM');
    expect((await t().call(userAndRole, { token: tokens.superadmin, body })).code).toBe(200);
    const back = { userId, roleId: await roleId('Adient-SCM') };
    expect((await t().call(userAndRole, { token: tokens.admin, body: back })).code).toBe(403);
  });
});

describe('user plants', () => {
  const { userAndPlantQuery, userAndPlant, buyerPlantsBySupplier, supplierPlantsByBuyer } = usersEndpoints;
  let buyerId = 0;
  let supplierId = 0;
  const plantsOf = async (body: Record<string, unknown>) =>
    (await t().call(userAndPlantQuery, { token: tokens.admin, body })).data;
  const summary = (rows: Array<{ plantCode: string; choice: boolean }>) =>
    rows.map((row) => `${row.plantCode}${row.choice ? '*' : ''}`);

  beforeAll(async () => {
    buyerId = await createUser(t().db, {
      userCode: 'zp.buyer',
      userType: 'B',
      companyIds: [ids.ZUB1 ?? 0, ids.ZUB2 ?? 0],
      role: 'Adient-SCM',
    });
    supplierId = await createUser(t().db, {
      userCode: 'zp.supplier',
      userType: 'S',
      companyIds: [ids.ZUS1 ?? 0],
      role: 'Supplier',
    });
  });

  it('offers a user the plants of its own companies and of their active partners', async () => {
    expect(summary(await plantsOf({ userId: buyerId, plantType: 'B' }))).toEqual(['B1P1', 'B1P2', 'B2P1']);
    // ZUB1 buys from ZUS1 and ZUS2; ZUB2's link to ZUS1 is prohibited
    expect(summary(await plantsOf({ userId: buyerId, plantType: 'S' }))).toEqual(['S1P1', 'S2P1']);
    expect(summary(await plantsOf({ userId: supplierId, plantType: 'S' }))).toEqual(['S1P1']);
    expect(summary(await plantsOf({ userId: supplierId, plantType: 'B' }))).toEqual(['B1P1', 'B1P2']);
    const one = await plantsOf({ userId: buyerId, plantType: 'B', companyId: ids.ZUB2 });
    expect(one).toEqual([
      {
        plantId: plantIds.B2P1,
        plantCode: 'B2P1',
        plantName: 'B2P1 plant',
        companyId: ids.ZUB2,
        companyCode: 'ZUB2',
        choice: false,
      },
    ]);
  });

  it('sets the plants of one type, keeping those of the other type', async () => {
    const set = (plantType: 'B' | 'S', codes: string[]) =>
      t().call(userAndPlant, {
        token: tokens.admin,
        body: { userId: buyerId, plantType, plantIds: codes.map((code) => plantIds[code] ?? 0) },
      });
    expect(await set('B', ['B1P1', 'B2P1'])).toEqual({ code: 200, msg: 'Saved successfully', data: null });
    expect((await set('S', ['S2P1'])).code).toBe(200);
    expect((await set('B', ['B1P2'])).code).toBe(200);
    expect(summary(await plantsOf({ userId: buyerId, plantType: 'B' }))).toEqual(['B1P1', 'B1P2*', 'B2P1']);
    expect(summary(await plantsOf({ userId: buyerId, plantType: 'S' }))).toEqual(['S1P1', 'S2P1*']);
    const [stamp] = await t().db.select().from(users).where(eq(users.id, buyerId));
    expect(stamp?.updatedBy).toBe('admin');
  });

  it('refuses a plant the user may not work with and changes nothing', async () => {
    const body = {
      userId: supplierId,
      plantType: 'B' as const,
      plantIds: [plantIds.B1P1 ?? 0, plantIds.B2P1 ?? 0],
    };
    const reply = await t().call(userAndPlant, { token: tokens.admin, body });
    expect(reply).toEqual({
      code: 400,
      msg: `This user may not work with these plants: ${plantIds.B2P1}`,
      data: null,
    });
    const rows = await t().db.select().from(userPlants).where(eq(userPlants.userId, supplierId));
    expect(rows).toEqual([]);
    const wrongType = { userId: supplierId, plantType: 'S' as const, plantIds: [plantIds.B1P1 ?? 0] };
    expect((await t().call(userAndPlant, { token: tokens.admin, body: wrongType })).code).toBe(400);
  });

  it('unlinks the plants of a company the user leaves', async () => {
    const body = {
      userId: buyerId,
      userCode: 'zp.buyer',
      userName: 'Plants',
      userType: 'B',
      companyIds: [ids.ZUB2],
    };
    expect((await save(body)).code).toBe(200);
    expect(summary(await plantsOf({ userId: buyerId, plantType: 'B' }))).toEqual(['B2P1']);
    expect(await plantsOf({ userId: buyerId, plantType: 'S' })).toEqual([]);
    const rows = await t().db.select().from(userPlants).where(eq(userPlants.userId, buyerId));
    expect(rows).toEqual([]);
  });

  it('answers the buyer plants a supplier company delivers to, marking the supplier user ones', async () => {
    await t()
      .db.insert(userPlants)
      .values({ userId: supplierId, plantId: plantIds.B1P2 ?? 0 });
    const reply = await t().call(buyerPlantsBySupplier, {
      token: tokens.admin,
      body: { supplierCompanyId: ids.ZUS1, supplierUserId: supplierId },
    });
    expect(summary(reply.data)).toEqual(['B1P1', 'B1P2*']);
    const unmarked = await t().call(buyerPlantsBySupplier, {
      token: tokens.admin,
      body: { supplierCompanyId: ids.ZUS1 },
    });
    expect(summary(unmarked.data)).toEqual(['B1P1', 'B1P2']);
  });

  it('answers the supplier plants of a buyer company active suppliers', async () => {
    const reply = await t().call(supplierPlantsByBuyer, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ZUB1 },
    });
    expect(summary(reply.data)).toEqual(['S1P1', 'S2P1']);
    const prohibited = await t().call(supplierPlantsByBuyer, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ZUB2, buyerUserId: buyerId },
    });
    expect(prohibited.data).toEqual([]);
  });

  it('refuses companies and users of the wrong type, and unknown users', async () => {
    const buyerAsSupplier = await t().call(buyerPlantsBySupplier, {
      token: tokens.admin,
      body: { supplierCompanyId: ids.ZUB1 },
    });
    expect(buyerAsSupplier).toEqual({ code: 404, msg: 'The supplier company does not exist', data: null });
    const buyerUserAsSupplier = await t().call(buyerPlantsBySupplier, {
      token: tokens.admin,
      body: { supplierCompanyId: ids.ZUS1, supplierUserId: buyerId },
    });
    expect(buyerUserAsSupplier).toEqual({ code: 404, msg: 'The supplier user does not exist', data: null });
    const supplierAsBuyer = await t().call(supplierPlantsByBuyer, {
      token: tokens.admin,
      body: { buyerCompanyId: ids.ZUS1 },
    });
    expect(supplierAsBuyer).toEqual({ code: 404, msg: 'The buyer company does not exist', data: null });
    const missingType = await t().call(userAndPlantQuery, { token: tokens.admin, body: { userId: buyerId } });
    expect(missingType).toEqual({ code: 400, msg: 'Plant Type: is required', data: null });
    const ghost = await t().call(userAndPlantQuery, {
      token: tokens.admin,
      body: { userId: 987654, plantType: 'B' },
    });
    expect(ghost).toEqual({ code: 404, msg: 'The user does not exist', data: null });
  });
});

describe('who may call the user management', () => {
  /** A valid request per call, so only the permission decides. */
  const requests = () => {
    const userId = 1;
    return [
      [usersEndpoints.userQuery, { body: {} }],
      [usersEndpoints.userDownload, { query: {} }],
      [usersEndpoints.getUserById, { params: { userId } }],
      [usersEndpoints.addOrUpdateUser, { body: buyerUser('zz.forbidden') }],
      [usersEndpoints.userAddOrUpdate, { body: buyerUser('zz.forbidden') }],
      [usersEndpoints.resetPassword, { params: { userId } }],
      [usersEndpoints.lockUser, { params: { userId } }],
      [usersEndpoints.unlockUser, { params: { userId } }],
      [usersEndpoints.getCompanyTypeAndCode, { query: { companyType: 'B' } }],
      [usersEndpoints.userAndRoleQuery, { query: { userId: '1' } }],
      [usersEndpoints.userAndRole, { body: { userId, roleId: 1 } }],
      [usersEndpoints.userAndPlantQuery, { body: { userId, plantType: 'B' } }],
      [usersEndpoints.userAndPlant, { body: { userId, plantType: 'B', plantIds: [] } }],
      [usersEndpoints.buyerPlantsBySupplier, { body: { supplierCompanyId: ids.ZUS1 } }],
      [usersEndpoints.supplierPlantsByBuyer, { body: { buyerCompanyId: ids.ZUB1 } }],
      [usersEndpoints.getCountryList, {}],
    ] as const;
  };

  it('covers every call of the module', () => {
    expect(requests().map(([endpoint]) => endpoint)).toEqual(
      expect.arrayContaining(Object.values(usersEndpoints)),
    );
  });

  it('refuses a supplier user on every call, even with a well-formed request', async () => {
    for (const [endpoint, options] of requests()) {
      const reply = await t().call(endpoint, { ...options, token: tokens['supplier.a'], locale: 'en' });
      expect(reply, endpoint.path).toEqual({
        code: 403,
        msg: 'Supplier users cannot perform this action',
        data: null,
      });
    }
  });

  it('refuses the roles without user management (scm and ap)', async () => {
    for (const user of ['scm', 'ap']) {
      for (const [endpoint, options] of requests()) {
        if (endpoint === usersEndpoints.getCountryList) continue; // gated by systemManagement, tested above
        const reply = await t().call(endpoint, { ...options, token: tokens[user], locale: 'cn' });
        expect(reply, `${user} ${endpoint.path}`).toEqual({
          code: 403,
          msg: '您没有执行此操作的权限',
          data: null,
        });
      }
    }
    expect(await storedUser('zz.forbidden')).toBeUndefined();
  });

  it('answers 999 without a token', async () => {
    for (const [endpoint, options] of requests()) {
      expect(await t().call(endpoint, options), endpoint.path).toMatchObject({ code: 999, data: '/login' });
    }
  });
});
