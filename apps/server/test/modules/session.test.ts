import { dashboardEndpoints } from '@portal/contract/dashboard';
import { sessionEndpoints } from '@portal/contract/session';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { hashPassword, verifyPassword } from '../../src/platform/auth/password.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const { login, getResources, updatePassword, loginOut, updateLanguage } = sessionEndpoints;

const menuCodes = (menus: Array<{ resourcesCode: string; children: unknown[] | null }>): string[] =>
  menus.flatMap((menu) => [
    menu.resourcesCode,
    ...menuCodes((menu.children ?? []) as Array<{ resourcesCode: string; children: unknown[] | null }>),
  ]);

describe('POST /user/login', () => {
  it('answers a token, the supplier and the user for a supplier account', async () => {
    const reply = await t().call(login, { body: { userCode: 'supplier.a', password: DEMO_PASSWORD } });
    expect(reply.code).toBe(200);
    expect(reply.data.token).toMatch(/^[\w-]{40,}$/);
    expect(reply.data).toMatchObject({
      supplierCode: 'S100101',
      supplierName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
      user: { userCode: 'supplier.a', userType: 'S', language: 'zh', roleNameList: ['Supplier'] },
    });
  });

  it('answers no supplier for a buyer account', async () => {
    const reply = await t().call(login, { body: { userCode: 'ap', password: DEMO_PASSWORD } });
    expect(reply.data).toMatchObject({
      supplierCode: null,
      supplierName: null,
      user: { userType: 'B', language: 'en' },
    });
  });

  it('stores only a hash of the token', async () => {
    const token = await t().login('scm');
    const stored = await t().db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('refuses a wrong password and an unknown account with the same message, in the caller language', async () => {
    const wrong = await t().call(login, { body: { userCode: 'admin', password: 'nope' }, locale: 'en' });
    const unknown = await t().call(login, { body: { userCode: 'ghost', password: 'nope' }, locale: 'en' });
    expect(wrong).toEqual({ code: 400, msg: 'Incorrect account or password', data: null });
    expect(unknown).toEqual(wrong);
    const thai = await t().call(login, { body: { userCode: 'ghost', password: 'nope' }, locale: 'th' });
    expect(thai.msg).toBe('บัญชีผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  });

  it('requires both fields and names the missing one', async () => {
    const reply = await t().call(login, { body: { userCode: 'admin' }, locale: 'en' });
    expect(reply).toMatchObject({ code: 400, msg: 'Password: is required' });
  });

  it('refuses a disabled account with one answer, whether the password was right or wrong', async () => {
    await t().db.update(users).set({ isEnable: 'N' }).where(eq(users.userCode, 'supplier.b'));
    const right = await t().call(login, {
      body: { userCode: 'supplier.b', password: DEMO_PASSWORD },
      locale: 'en',
    });
    const wrong = await t().call(login, { body: { userCode: 'supplier.b', password: 'nope' }, locale: 'en' });
    expect(right).toEqual({
      code: 403,
      msg: 'This account is disabled, please contact your administrator',
      data: null,
    });
    expect(wrong).toEqual(right);
    await t().db.update(users).set({ isEnable: 'Y' }).where(eq(users.userCode, 'supplier.b'));
  });

  it('throttles an account after five wrong passwords, even for the right password, then lets others in', async () => {
    await t()
      .db.insert(users)
      .values({
        userCode: 'throttled',
        userName: 'Throttled',
        userType: 'B',
        passwordHash: await hashPassword(DEMO_PASSWORD),
      });
    for (let attempt = 1; attempt <= 5; attempt++) {
      const reply = await t().call(login, { body: { userCode: 'throttled', password: `wrong-${attempt}` } });
      expect(reply.code, `attempt ${attempt}`).toBe(400);
    }
    const locked = await t().call(login, {
      body: { userCode: 'throttled', password: DEMO_PASSWORD },
      locale: 'en',
    });
    expect(locked.code).toBe(429);
    expect(locked.msg).toMatch(/^Too many failed logins\. Please try again in 1[45] minutes$/);
    const other = await t().call(login, { body: { userCode: 'admin', password: DEMO_PASSWORD } });
    expect(other.code).toBe(200);
  });
});

describe('POST /resources/getResources', () => {
  it('gives a supplier its menus and supplier buttons, named in the asked language', async () => {
    const token = await t().login('supplier.a');
    const reply = await t().call(getResources, { token, locale: 'en' });
    expect(reply.code).toBe(200);
    const { menus, buttons } = reply.data.data;
    expect(menus[0]).toMatchObject({
      resourcesCode: 'dashboard',
      path: '/dashboard',
      name: 'Dashboard',
      children: null,
    });
    const codes = menuCodes(menus);
    expect(codes).toContain('asnCreate');
    expect(codes).not.toContain('systemManagement');
    expect(codes).not.toContain('userMgt');
    expect(buttons).toContain('confirmSchedule');
    expect(buttons).not.toContain('approveFeedback');
    // write-off creation is granted by its screen's menu (spec 3): the web shows Create Invoice by this list
    expect(buttons).toContain('createWriteoffIndiaInvoice');
    expect(buttons).not.toContain('asnCreate');
    expect(buttons).not.toContain('scanInvoice');
    const thai = await t().call(getResources, { token, locale: 'th' });
    expect(thai.data.data.menus[0]?.name).toBe('แดชบอร์ด');
  });

  it('gives AP the invoice check, granted by the Scan Invoice menu, with the buttons the web shows', async () => {
    const token = await t().login('ap');
    const reply = await t().call(getResources, { token, locale: 'en' });
    expect(reply.data.data.buttons).toContain('scanInvoice');
    expect(reply.data.data.buttons).not.toContain('createWriteoffIndiaInvoice');
  });

  it('accepts a call posted with a JSON content type and no body', async () => {
    const token = await t().login('scm');
    const response = await t().app.inject({
      method: 'POST',
      url: `${t().apiBase}/resources/getResources`,
      headers: { authorization: token, 'content-type': 'application/json' },
    });
    expect(response.json()).toMatchObject({ code: 200 });
  });

  it('gives SupperAdmin the system management menu with its settings icon', async () => {
    const token = await t().login('superadmin');
    const reply = await t().call(getResources, { token, locale: 'cn' });
    const system = reply.data.data.menus.find((menu) => menu.resourcesCode === 'systemManagement');
    expect(system).toMatchObject({ name: '系统管理', resourcesIcon: 'setting', path: null });
    expect(system?.children?.map((child) => child.path)).toEqual([
      '/userMgt',
      '/companyMgt',
      '/associateSupplier',
      '/webServiceLog',
      '/partPrice',
      '/supplierFinance',
      '/userRole',
      '/sentMail',
      '/auditLog',
    ]);
    expect(reply.data.data.buttons).toContain('approveFeedback');
  });
});

describe('POST /user/updatePassword', () => {
  it('refuses a wrong original password, a reused one and a weak one, and changes nothing', async () => {
    const token = await t().login('scm');
    const wrong = await t().call(updatePassword, {
      token,
      body: { originalPassword: 'nope', newPassword: 'Newpass123' },
      locale: 'en',
    });
    expect(wrong).toMatchObject({ code: 400, msg: 'The original password is incorrect' });
    const same = await t().call(updatePassword, {
      token,
      body: { originalPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
      locale: 'en',
    });
    expect(same).toMatchObject({ code: 400, msg: 'The new password must differ from the original one' });
    const weak = await t().call(updatePassword, {
      token,
      body: { originalPassword: DEMO_PASSWORD, newPassword: 'short' },
      locale: 'en',
    });
    expect(weak.code).toBe(400);
    expect(weak.msg).toMatch(/^New password: /);
    expect((await t().call(login, { body: { userCode: 'scm', password: DEMO_PASSWORD } })).code).toBe(200);
  });

  it('counts wrong original passwords into the account lock, which then refuses the right one and sign-ins', async () => {
    const token = await t().login('supplier.a');
    const change = (originalPassword: string) =>
      t().app.inject({
        method: 'POST',
        url: `${t().apiBase}/user/updatePassword`,
        headers: { authorization: token, 'accept-language': 'en' },
        payload: { originalPassword, newPassword: 'Guessed2026x' },
        remoteAddress: '192.0.2.30',
      });
    for (let attempt = 1; attempt <= 5; attempt++) {
      expect((await change(`guess-${attempt}`)).json().code, `attempt ${attempt}`).toBe(400);
    }
    const locked = (await change(DEMO_PASSWORD)).json();
    expect(locked.code).toBe(429);
    expect(locked.msg).toMatch(/^Too many failed logins/);
    expect((await t().call(login, { body: { userCode: 'supplier.a', password: DEMO_PASSWORD } })).code).toBe(
      429,
    );
    const [stored] = await t()
      .db.select({ hash: users.passwordHash })
      .from(users)
      .where(eq(users.userCode, 'supplier.a'));
    expect(await verifyPassword(DEMO_PASSWORD, stored?.hash ?? '')).toBe(true);
    await t().db.execute(sql`delete from login_failures`);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const current = await t().login('ap');
    const other = await t().login('ap');
    const reply = await t().call(updatePassword, {
      token: current,
      body: { originalPassword: DEMO_PASSWORD, newPassword: 'Changed2026x' },
      locale: 'en',
    });
    expect(reply).toEqual({ code: 200, msg: 'Succeeded in change password', data: null });
    expect((await t().call(dashboardEndpoints.dashboardList, { token: current })).code).toBe(200);
    expect((await t().call(dashboardEndpoints.dashboardList, { token: other })).code).toBe(999);
    expect((await t().call(login, { body: { userCode: 'ap', password: DEMO_PASSWORD } })).code).toBe(400);
    expect((await t().call(login, { body: { userCode: 'ap', password: 'Changed2026x' } })).code).toBe(200);
  });
});

describe('session lifetime', () => {
  it('ends the session on /user/loginOut', async () => {
    const token = await t().login('admin');
    expect((await t().call(loginOut, { token })).code).toBe(200);
    expect(await t().call(dashboardEndpoints.dashboardList, { token })).toMatchObject({
      code: 999,
      data: '/login',
    });
  });

  it('expires a session idle for longer than the limit, and keeps an active one alive', async () => {
    const idle = await t().login('admin');
    const active = await t().login('admin');
    await t().db.execute(sql`update sessions set last_seen_at = now() - interval '31 minutes'`);
    await t().db.execute(
      sql`update sessions set last_seen_at = now() - interval '29 minutes' where token_hash = encode(sha256(${active}::bytea), 'hex')`,
    );
    expect((await t().call(dashboardEndpoints.dashboardList, { token: idle })).code).toBe(999);
    expect((await t().call(dashboardEndpoints.dashboardList, { token: active })).code).toBe(200);
  });
});

describe('GET /user/upadteLanguage', () => {
  it('stores the language and answers messages in it when the client names none', async () => {
    const token = await t().login('supplier.b');
    expect((await t().call(updateLanguage, { token, query: { language: 'en' } })).code).toBe(200);
    const [row] = await t()
      .db.select({ language: users.language })
      .from(users)
      .where(eq(users.userCode, 'supplier.b'));
    expect(row?.language).toBe('en');
    const refused = await t().call(updateLanguage, { token, query: { language: 'fr' }, locale: 'en' });
    expect(refused).toMatchObject({ code: 400, msg: 'Language: is not one of the allowed values' });
  });

  it.each([
    ['*', 'en'],
    ['fr-FR, de;q=0.8', 'en'],
    ['fr, th;q=0.5', 'th'],
    ['en;q=0.2, zh-CN', 'cn'],
  ] as const)(
    'answers "Accept-Language: %s" in %s (the user\'s own language unless one the portal speaks is asked)',
    async (header, expected) => {
      await t().db.update(users).set({ language: 'en' }).where(eq(users.userCode, 'admin'));
      const token = await t().login('admin');
      const response = await t().app.inject({
        method: 'GET',
        url: `${t().apiBase}/user/upadteLanguage?language=fr`,
        headers: { authorization: token, 'accept-language': header },
      });
      const messages = {
        cn: '语言：取值不在允许范围内',
        en: 'Language: is not one of the allowed values',
        th: 'ภาษา: ค่าไม่อยู่ในช่วงที่อนุญาต',
      };
      expect(response.json()).toMatchObject({ code: 400, msg: messages[expected] });
    },
  );
});
