import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { erpOutbox, mailOutbox } from '../../src/db/schema/index.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { erpMessageId } from '../../src/integration/erp-outbound/outbox-repo.ts';
import { outboxMessageId } from '../../src/platform/mail/message-id.ts';
import { cloneTemplate, databaseUrl, dropDatabase } from '../helpers/databases.ts';
import { startTestErpReceiver, type TestErpReceiver } from '../helpers/erp-test-receiver.ts';
import { type PortalProcess, startPortalProcess } from '../helpers/server-process.ts';
import { startTestSmtpServer, type TestSmtpServer } from '../helpers/smtp-test-server.ts';

const MESSAGES = 200;
const MAIL_FROM = 'Supplier Portal <no-reply@portal.test>';
let database: DatabaseHandle;
let databaseName = '';
let smtp: TestSmtpServer;
let erp: TestErpReceiver;
let first: PortalProcess;
let second: PortalProcess;

async function waitFor(condition: () => Promise<boolean> | boolean, what: string, deadlineMs = 20_000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen in time`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

async function post(api: string, path: string, body: unknown, token?: string) {
  const response = await fetch(`${api}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; data: unknown };
}

function queueMails() {
  return database.db
    .insert(mailOutbox)
    .values(
      Array.from({ length: MESSAGES }, (_, index) => ({
        kind: 'scheduleReleased',
        recipient: `load${index}@supplier.test`,
        locale: 'en' as const,
        subject: `Load mail ${index}`,
        textBody: `Body ${index}`,
      })),
    )
    .returning({ id: mailOutbox.id, createdAt: mailOutbox.createdAt });
}

function queueErpMessages() {
  return database.db
    .insert(erpOutbox)
    .values(
      Array.from({ length: MESSAGES }, (_, index) => ({
        wsType: 'ASN_SEND',
        referenceNo: `LOAD-${index}`, // no such ASN: the answer changes nothing but the outbox row
        payload: { asnNo: `LOAD-${index}` },
        createdBy: 'test',
        updatedBy: 'test',
      })),
    )
    .returning({ id: erpOutbox.id, createdAt: erpOutbox.createdAt });
}

const pendingCount = async () =>
  (
    await database.db.execute<{ pending: number }>(sql`
      select (select count(*) from mail_outbox where status = 'pending')
           + (select count(*) from erp_outbox where status = 'pending') as pending`)
  ).rows[0]?.pending ?? -1;

const messageIdOf = (raw: string) => /^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '';

beforeAll(async () => {
  const adminUrl = inject('adminDatabaseUrl');
  databaseName = `portal_instances_${randomBytes(6).toString('hex')}`;
  await cloneTemplate(adminUrl, databaseName);
  const url = databaseUrl(adminUrl, databaseName);
  database = openDatabase(url, 2);
  // what the demo left queued is not this test's to count
  await database.db.execute(sql`update mail_outbox set status = 'sent' where status = 'pending'`);
  await database.db.execute(sql`update erp_outbox set status = 'sent' where status = 'pending'`);
  smtp = await startTestSmtpServer({ replyDelayMs: 10 });
  erp = await startTestErpReceiver({ replyDelayMs: 10 });
  const env = {
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM,
    ERP_OUTBOUND_URL: erp.url,
    MAIL_OUTBOX_POLL_MS: '100',
    ERP_OUTBOX_POLL_MS: '100',
  };
  // started together: they migrate one after the other on the shared database
  [first, second] = await Promise.all([startPortalProcess(url, env), startPortalProcess(url, env)]);
}, 120_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await Promise.all([smtp?.close(), erp?.close(), database?.close()]);
  await dropDatabase(inject('adminDatabaseUrl'), databaseName);
});

describe('two instances on one database', () => {
  it('take a session made on one on the other, and end it on both at logout', async () => {
    const account = DEMO_ACCOUNTS[0]?.userCode ?? '';
    const login = await post(first.api, '/user/login', { userCode: account, password: DEMO_PASSWORD });
    const token = (login.data as { token: string }).token;
    expect((await post(second.api, '/resources/getResources', {}, token)).code).toBe(200);
    expect((await post(second.api, '/resources/getResources', {}, 'not-a-session')).code).not.toBe(200);
    expect((await post(first.api, '/resources/getResources', {}, token)).code).toBe(200); // now cached here
    // ended on the other instance: refused here within a second (its cache hears of it), not 10 s
    expect((await post(second.api, '/user/loginOut', {}, token)).code).toBe(200);
    await waitFor(
      async () => (await post(first.api, '/resources/getResources', {}, token)).code !== 200,
      'the logout reaching the first instance',
      1_000,
    );
  });

  it('deliver every queued mail and ERP message exactly once while one instance is killed mid-delivery', async () => {
    const [mails, messages] = await Promise.all([queueMails(), queueErpMessages()]);
    await waitFor(
      () => smtp.received.length >= 40 && erp.accepted.length >= 40,
      'delivery by both instances',
    );
    process.kill(first.pid, 'SIGKILL');
    expect(await first.exited).toBeNull(); // ended by the signal, nothing ran on the way out
    expect(await pendingCount()).toBeGreaterThan(0); // killed in the middle, not after the end

    await waitFor(async () => (await pendingCount()) === 0, 'the other instance delivering the rest').catch(
      async (error: Error) => {
        const stuck = await database.db.execute(sql`
          select 'mail' as box, attempts, last_error, next_attempt_at > now() as later, count(*)::int as n
            from mail_outbox where status = 'pending' group by 2, 3, 4
          union all
          select 'erp', attempts, last_error, next_attempt_at > now(), count(*)::int
            from erp_outbox where status = 'pending' group by 2, 3, 4`);
        const sessions = await database.db.execute(sql`
          select pid, state, wait_event, left(query, 120) as query, now() - xact_start as in_tx
            from pg_stat_activity where datname = current_database()`);
        throw new Error(
          `${error.message}: ${JSON.stringify(stuck.rows)}\n${JSON.stringify(sessions.rows, null, 1)}\n${second.output()}`,
        );
      },
    );
    const mailIds = smtp.received.map((mail) => messageIdOf(mail.raw));
    const firstMailIds = new Set(mailIds);
    expect([...firstMailIds].sort()).toEqual(mails.map((row) => outboxMessageId(row, MAIL_FROM)).sort());
    expect(erp.accepted.map((call) => call.messageId).sort()).toEqual(
      messages.map((row) => erpMessageId(row.id, row.createdAt)).sort(),
    );
    // a repeat can only be the one message the killed instance had in hand, recognised by its identity
    expect(mailIds.length - firstMailIds.size).toBeLessThanOrEqual(1);
    expect(erp.repeats.length).toBeLessThanOrEqual(1);
    for (const repeat of erp.repeats)
      expect(erp.accepted.map((call) => call.messageId)).toContain(repeat.messageId);
    expect(second.output()).not.toMatch(/already executing a query/);
  }, 60_000);
});
