import { sessionEndpoints } from '@portal/contract/session';
import { type SaveUser, type UserRow, usersEndpoints } from '@portal/contract/users';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordLinks, users } from '../../src/db/schema/index.ts';
import { createMailWorker } from '../../src/platform/mail/mail-worker.ts';
import { companyIdOf } from '../helpers/arrange.ts';
import { lastMailTo, linkOf } from '../helpers/password-link-mails.ts';
import { startTestSmtpServer } from '../helpers/smtp-test-server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp({ PORTAL_URL: 'https://portal.example.com/' });
const { setPassword, passwordLink, login } = sessionEndpoints;
const { addOrUpdateUser, resetPassword, userQuery } = usersEndpoints;

const tokens: Record<string, string> = {};
let adcn = 0;

const newUser = (userCode: string, extra: Partial<SaveUser> = {}): SaveUser => ({
  userCode,
  userName: `New ${userCode}`,
  userType: 'B',
  companyIds: [adcn],
  emailInfo: { email: `${userCode}@example.com` },
  language: 'en',
  ...extra,
});

async function invite(userCode: string, extra: Partial<SaveUser> = {}) {
  const reply = await t().call(addOrUpdateUser, { token: tokens.admin, body: newUser(userCode, extra) });
  expect(reply.code).toBe(200);
  return linkOf((await lastMailTo(t(), `${userCode}@example.com`)).textBody).token;
}

async function stored(userCode: string) {
  const [row] = await t().db.select().from(users).where(eq(users.userCode, userCode));
  if (!row) throw new Error(`no user ${userCode}`);
  return row;
}

const signIn = (userCode: string, password: string, locale: 'en' | 'cn' | 'th' = 'en') =>
  t().call(login, { body: { userCode, password }, locale });

/** An authenticated call any signed-in user may make: 999 once the session has ended. */
const probe = (token: string) => t().call(sessionEndpoints.getResources, { token });

const listRow = async (userCode: string, extra: Record<string, unknown> = {}): Promise<UserRow | undefined> =>
  (await t().call(userQuery, { token: tokens.admin, body: { userCode, ...extra } })).data.data.find(
    (row) => row.userCode === userCode,
  );

beforeAll(async () => {
  adcn = await companyIdOf(t().db, 'ADCN');
  for (const user of ['admin', 'superadmin', 'scm', 'supplier.a']) tokens[user] = await t().login(user);
});

describe('invitation of a new user', () => {
  it('queues a mail in the user language with a one-time link to the set-password page', async () => {
    const token = await invite('on.invited');
    const mail = await lastMailTo(t(), 'on.invited@example.com');
    expect(mail).toMatchObject({
      kind: 'userInvitation',
      locale: 'en',
      buyerCompanyId: adcn,
      status: 'pending',
    });
    expect(mail.subject).toBe('Welcome to the supplier portal: please set your password');
    expect(mail.textBody).toContain('account on.invited');
    expect(mail.textBody).toContain('works once and for 48 hours');
    expect(linkOf(mail.textBody).url).toBe(`https://portal.example.com/setPassword#${token}`);
    expect(mail.htmlBody).toContain(`href="https://portal.example.com/setPassword#${token}"`);
    // only the token's digest is stored, valid for 48 hours
    const [link] = await t()
      .db.select({
        tokenHash: passwordLinks.tokenHash,
        hours: sql<number>`extract(epoch from ${passwordLinks.expiresAt} - ${passwordLinks.createdAt}) / 3600`,
      })
      .from(passwordLinks)
      .where(eq(passwordLinks.userId, (await stored('on.invited')).id));
    expect(link?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(link?.tokenHash).not.toContain(token);
    expect(Number(link?.hours)).toBe(48);
    expect(await stored('on.invited')).toMatchObject({ passwordPending: true, lastLoginAt: null });
  });

  it('reaches the SMTP server with the link', async () => {
    const smtp = await startTestSmtpServer();
    const worker = createMailWorker(t().db, {
      transport: nodemailer.createTransport({ host: '127.0.0.1', port: smtp.port, ignoreTLS: true }),
      from: 'no-reply@portal.test',
      log: { info() {}, warn() {}, error() {} },
    });
    try {
      const token = await invite('on.smtp');
      while ((await worker.runOnce()).sent > 0);
      const mail = smtp.received.find((received) => received.to.includes('on.smtp@example.com'));
      // quoted-printable may fold the line: join soft breaks before looking for the link
      expect(mail?.raw.replace(/=\r?\n/g, '')).toContain(`https://portal.example.com/setPassword#${token}`);
    } finally {
      await worker.stop();
      await smtp.close();
    }
  });

  it('is refused without a mail address, and nothing is created', async () => {
    const reply = await t().call(addOrUpdateUser, {
      token: tokens.admin,
      body: newUser('on.nomail', { emailInfo: null }),
      locale: 'th',
    });
    expect(reply).toEqual({
      code: 400,
      msg: 'อีเมล: ผู้ใช้ใหม่ต้องมีที่อยู่อีเมลเพื่อรับอีเมลเชิญให้ตั้งรหัสผ่าน',
      data: null,
    });
    expect(await t().db.select().from(users).where(eq(users.userCode, 'on.nomail'))).toEqual([]);
  });
});

describe('the set-password link', () => {
  it('names its user, sets the password once, and the user then signs in normally', async () => {
    const token = await invite('on.once');
    expect(await t().call(passwordLink, { body: { token } })).toEqual({
      code: 200,
      msg: 'success',
      data: { userCode: 'on.once', userName: 'New on.once', purpose: 'invitation', language: 'en' },
    });
    // before the password is set, sign-in says what to do, whatever password was typed
    expect(await signIn('on.once', 'Guess1234', 'cn')).toMatchObject({
      code: 403,
      msg: '该账号尚未设置密码：请打开邮件中的链接设置密码，链接失效时请联系管理员重新发送',
    });
    const set = await t().call(setPassword, { body: { token, newPassword: 'Welcome2026' } });
    expect(set).toEqual({ code: 200, msg: 'Your password is set. Please sign in', data: null });
    const again = await t().call(setPassword, { body: { token, newPassword: 'Another2026' } });
    expect(again).toMatchObject({ code: 400, msg: expect.stringMatching(/^This link is not valid/) });
    expect((await t().call(passwordLink, { body: { token } })).code).toBe(400);
    expect((await signIn('on.once', 'Another2026')).code).not.toBe(200);
    const session = await signIn('on.once', 'Welcome2026');
    expect(session.code).toBe(200);
    expect(await stored('on.once')).toMatchObject({ passwordPending: false, updatedBy: 'on.once' });
  });

  it('applies the password rule of Change password and keeps the link when it refuses', async () => {
    const token = await invite('on.rule');
    for (const newPassword of ['short1', 'lettersonly', '1234567890']) {
      const reply = await t().call(setPassword, { body: { token, newPassword } });
      expect(reply.code).toBe(400);
      expect(reply.msg).toMatch(/^New password: /);
    }
    expect((await t().call(setPassword, { body: { token, newPassword: 'Good2026pw' } })).code).toBe(200);
  });

  it('is refused once expired, naming the reason, and changes nothing', async () => {
    const token = await invite('on.expired');
    const userId = (await stored('on.expired')).id;
    await t()
      .db.update(passwordLinks)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(passwordLinks.userId, userId));
    const expired = {
      code: 400,
      msg: 'This link has expired. Ask your administrator for a new one',
      data: null,
    };
    expect(await t().call(passwordLink, { body: { token } })).toEqual(expired);
    expect(await t().call(setPassword, { body: { token, newPassword: 'Late2026pw' } })).toEqual(expired);
    expect(await stored('on.expired')).toMatchObject({ passwordPending: true });
  });

  it('stops working when a newer link is sent; a user who never signed in is invited again', async () => {
    const first = await invite('on.renewed');
    const userId = (await stored('on.renewed')).id;
    const reset = await t().call(resetPassword, { token: tokens.admin, params: { userId } });
    expect(reset.data).toEqual({ username: 'on.renewed', password: null, email: 'on.renewed@example.com' });
    const mail = await lastMailTo(t(), 'on.renewed@example.com');
    expect(mail.kind).toBe('userInvitation');
    const second = linkOf(mail.textBody).token;
    expect(second).not.toBe(first);
    expect((await t().call(setPassword, { body: { token: first, newPassword: 'First2026' } })).code).toBe(
      400,
    );
    expect((await t().call(setPassword, { body: { token: second, newPassword: 'Second2026' } })).code).toBe(
      200,
    );
  });

  it('refuses an unknown token', async () => {
    const reply = await t().call(passwordLink, { body: { token: 'x'.repeat(43) }, locale: 'th' });
    expect(reply).toMatchObject({ code: 400, msg: expect.stringMatching(/^ลิงก์นี้ใช้ไม่ได้/) });
  });
});

describe("an administrator's reset", () => {
  it('forces a new password before the next sign-in: the old one is refused, the mailed link sets one', async () => {
    const token = await invite('on.reset');
    await t().call(setPassword, { body: { token, newPassword: 'Before2026' } });
    const session = (await signIn('on.reset', 'Before2026')).data?.token ?? '';
    const userId = (await stored('on.reset')).id;
    expect((await t().call(resetPassword, { token: tokens.admin, params: { userId } })).code).toBe(200);
    expect(await probe(session)).toMatchObject({ code: 999 });
    expect(await signIn('on.reset', 'Before2026')).toMatchObject({
      code: 403,
      msg: expect.stringMatching(/^No password is set for this account yet/),
    });
    const mail = await lastMailTo(t(), 'on.reset@example.com');
    expect(mail).toMatchObject({
      kind: 'passwordReset',
      subject: 'Supplier portal: your password was reset',
    });
    const reset = linkOf(mail.textBody).token;
    expect((await t().call(passwordLink, { body: { token: reset } })).data?.purpose).toBe('reset');
    expect((await t().call(setPassword, { body: { token: reset, newPassword: 'After2026' } })).code).toBe(
      200,
    );
    expect((await signIn('on.reset', 'After2026')).code).toBe(200);
  });

  it('is refused for a user without a mail address, changing nothing', async () => {
    await invite('on.lostmail');
    const before = await stored('on.lostmail');
    await t().db.update(users).set({ email: null }).where(eq(users.id, before.id));
    const reply = await t().call(resetPassword, { token: tokens.admin, params: { userId: before.id } });
    expect(reply).toEqual({
      code: 400,
      msg: 'This user has no mail address: add one with Edit, then reset the password',
      data: null,
    });
    expect((await stored('on.lostmail')).passwordHash).toBe(before.passwordHash);
  });
});

describe('last login', () => {
  it('is recorded on sign-in, shown on the list and sortable with never-signed-in users last', async () => {
    const token = await invite('on.last1');
    await t().call(setPassword, { body: { token, newPassword: 'Last2026pw' } });
    await invite('on.last2');
    expect((await listRow('on.last1'))?.lastLoginAt).toBeNull();
    const before = Date.now();
    expect((await signIn('on.last1', 'Last2026pw')).code).toBe(200);
    const shown = (await listRow('on.last1'))?.lastLoginAt ?? '';
    expect(shown).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(new Date(shown).getTime()).toBeGreaterThanOrEqual(before - 1000);
    const order = async (sort: 'ASC' | 'DESC') =>
      (
        await t().call(userQuery, {
          token: tokens.admin,
          body: { userCode: 'on.last', sortName: 'lastLoginAt', sort },
        })
      ).data.data.map((row) => row.userCode);
    expect(await order('DESC')).toEqual(['on.last1', 'on.last2']);
    expect(await order('ASC')).toEqual(['on.last2', 'on.last1']);
  });
});

describe('lock and unlock', () => {
  const { lockUser, unlockUser } = usersEndpoints;

  it('keeps a locked user out with its own message, ends its sessions; unlocking lets it back in', async () => {
    const token = await invite('on.locked');
    await t().call(setPassword, { body: { token, newPassword: 'Locked2026' } });
    const session = (await signIn('on.locked', 'Locked2026')).data?.token ?? '';
    const userId = (await stored('on.locked')).id;
    expect(await t().call(lockUser, { token: tokens.admin, params: { userId } })).toEqual({
      code: 200,
      msg: 'The user on.locked is locked and signed out everywhere',
      data: { username: 'on.locked', isLocked: 'Y' },
    });
    expect(await probe(session)).toMatchObject({ code: 999 });
    expect(await signIn('on.locked', 'Locked2026', 'th')).toEqual({
      code: 403,
      msg: 'บัญชีนี้ถูกล็อกโดยผู้ดูแลระบบ กรุณาติดต่อผู้ดูแลระบบ',
      data: null,
    });
    expect(await stored('on.locked')).toMatchObject({ lockedBy: 'admin' });
    expect((await listRow('on.locked'))?.isLocked).toBe('Y');
    expect((await listRow('on.locked', { isLocked: 'N' }))?.isLocked).toBeUndefined();
    expect((await t().call(lockUser, { token: tokens.admin, params: { userId } })).code).toBe(409);

    expect(await t().call(unlockUser, { token: tokens.admin, params: { userId }, locale: 'cn' })).toEqual({
      code: 200,
      msg: '用户 on.locked 已解锁',
      data: { username: 'on.locked', isLocked: 'N' },
    });
    expect((await signIn('on.locked', 'Locked2026')).code).toBe(200);
    expect((await listRow('on.locked'))?.isLocked).toBe('N');
    expect((await t().call(unlockUser, { token: tokens.admin, params: { userId } })).code).toBe(409);
  });

  it('unlocking also lifts the lock of too many wrong passwords', async () => {
    const token = await invite('on.throttled');
    await t().call(setPassword, { body: { token, newPassword: 'Throttle2026' } });
    for (let i = 0; i < 5; i++) await signIn('on.throttled', 'wrong-password-1');
    expect((await signIn('on.throttled', 'Throttle2026')).code).toBe(429);
    const userId = (await stored('on.throttled')).id;
    await t().call(lockUser, { token: tokens.admin, params: { userId } });
    await t().call(unlockUser, { token: tokens.admin, params: { userId } });
    expect((await signIn('on.throttled', 'Throttle2026')).code).toBe(200);
  });

  it('refuses locking oneself, a SupperAdmin by a lesser administrator, and an unknown user', async () => {
    const self = (await stored('admin')).id;
    expect(await t().call(lockUser, { token: tokens.admin, params: { userId: self } })).toEqual({
      code: 400,
      msg: 'You cannot lock your own account',
      data: null,
    });
    const superadmin = (await stored('superadmin')).id;
    expect((await t().call(lockUser, { token: tokens.admin, params: { userId: superadmin } })).code).toBe(
      403,
    );
    expect((await stored('superadmin')).lockedAt).toBeNull();
    expect((await t().call(lockUser, { token: tokens.admin, params: { userId: 987654 } })).code).toBe(404);
  });
});

describe('who may invite, reset and lock', () => {
  it('refuses a supplier user and a buyer without the users menu, changing nothing', async () => {
    await invite('on.target');
    const userId = (await stored('on.target')).id;
    for (const [user, code] of [
      ['supplier.a', 403],
      ['scm', 403],
    ] as const) {
      const token = tokens[user];
      expect((await t().call(addOrUpdateUser, { token, body: newUser(`on.by.${user}`) })).code).toBe(code);
      expect((await t().call(resetPassword, { token, params: { userId } })).code).toBe(code);
      expect((await t().call(usersEndpoints.lockUser, { token, params: { userId } })).code).toBe(code);
      expect((await t().call(usersEndpoints.unlockUser, { token, params: { userId } })).code).toBe(code);
    }
    expect(await t().db.select().from(users).where(sql`${users.userCode} like 'on.by.%'`)).toEqual([]);
    expect((await stored('on.target')).lockedAt).toBeNull();
  });
});
