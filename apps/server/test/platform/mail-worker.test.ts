import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import nodemailer from 'nodemailer';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as schema from '../../src/db/schema/index.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { createMailWorker, type MailWorkerOptions } from '../../src/platform/mail/mail-worker.ts';
import { claimNextMail } from '../../src/platform/mail/outbox-repo.ts';
import { startSmtpSink } from '../../src/platform/mail/smtp-sink.ts';
import { startTestSmtpServer, type TestSmtpServer, unusedPort } from '../helpers/smtp-test-server.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const quiet = { info() {}, warn() {}, error() {} };
const servers: TestSmtpServer[] = [];

function transportTo(port: number) {
  return nodemailer.createTransport({
    host: '127.0.0.1',
    port,
    secure: false,
    ignoreTLS: true,
    connectionTimeout: 2_000,
    greetingTimeout: 2_000,
  });
}

function workerFor(port: number, options: Partial<MailWorkerOptions> = {}) {
  return createMailWorker(t().db, {
    transport: transportTo(port),
    from: 'Supplier Portal <no-reply@portal.test>',
    log: quiet,
    backoffBaseMs: 60_000,
    ...options,
  });
}

async function server(options: Parameters<typeof startTestSmtpServer>[0] = {}) {
  const started = await startTestSmtpServer(options);
  servers.push(started);
  return started;
}

/** Queues mails as enqueueAlert would (already rendered). */
async function queue(count: number, prefix = 'mail'): Promise<number[]> {
  const rows = await t()
    .db.insert(mailOutbox)
    .values(
      Array.from({ length: count }, (_, index) => ({
        kind: 'scheduleReleased',
        dedupeKey: `${prefix}-${index}-${Math.random()}`,
        recipient: `${prefix}${index}@supplier.test`,
        locale: 'en' as const,
        subject: `Test ${prefix} ${index}`,
        textBody: `Body of ${prefix} ${index}`,
        htmlBody: `<p>Body of ${prefix} ${index}</p>`,
      })),
    )
    .returning({ id: mailOutbox.id });
  return rows.map((row) => row.id);
}

/** A connection of its own, as another instance's worker has; its loss is expected (no crash on 'error'). */
async function workerConnection() {
  const client = new pg.Client({ connectionString: t().db.$client.options.connectionString });
  client.on('error', () => {});
  await client.connect();
  return drizzle(client, { schema, casing: 'snake_case' });
}

async function rowsOf(ids: number[]) {
  return t().db.select().from(mailOutbox).where(inArray(mailOutbox.id, ids)).orderBy(mailOutbox.id);
}

/** Runs the worker until `done` holds (each look is quick; the deadline only guards a broken test). */
async function runUntil(run: () => Promise<unknown>, done: () => Promise<boolean>, deadlineMs = 5_000) {
  const deadline = Date.now() + deadlineMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('the worker did not get there in time');
    await run();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

beforeEach(async () => {
  await t().db.delete(mailOutbox);
});

afterEach(async () => {
  await Promise.all(servers.splice(0).map((started) => started.close()));
});

describe('mail worker', () => {
  it('delivers a queued mail once, however often it runs', async () => {
    const smtp = await server();
    const [id] = await queue(1);
    const worker = workerFor(smtp.port);
    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, dead: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, dead: 0 });
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
    expect(smtp.received[0]?.to).toEqual(['mail0@supplier.test']);
    expect(smtp.received[0]?.from).toBe('no-reply@portal.test');
    expect(smtp.received[0]?.raw).toContain('Subject: Test mail 0');
    expect(smtp.received[0]?.raw).toContain('Body of mail 0');
    const [row] = await rowsOf([id ?? 0]);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a mail pending with backoff while the SMTP server is down and delivers it when it is back', async () => {
    const port = await unusedPort();
    const [id] = await queue(1);
    const worker = workerFor(port, { backoffBaseMs: 300 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 1, dead: 0 });
    const [failed] = await rowsOf([id ?? 0]);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(failed?.lastError).toMatch(/ECONNREFUSED|connect/i);
    const now = (await t().db.execute<{ now: Date }>(sql`select now() as now`)).rows[0]?.now;
    expect(failed?.nextAttemptAt.getTime()).toBeGreaterThan(new Date(now ?? 0).getTime());
    // not due yet: the next look leaves it alone
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, dead: 0 });

    const smtp = await server({ port });
    await runUntil(worker.runOnce, async () => smtp.received.length > 0);
    await worker.stop();
    expect(smtp.received).toHaveLength(1);
    expect((await rowsOf([id ?? 0]))[0]).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives a mail up (dead) after the last attempt when the server keeps refusing it for now (4xx)', async () => {
    const smtp = await server({ refuseWith: 451 });
    const [id] = await queue(1);
    const worker = workerFor(smtp.port, { maxAttempts: 3, backoffBaseMs: 1 });
    const statusOf = async () => (await rowsOf([id ?? 0]))[0]?.status;
    await runUntil(worker.runOnce, async () => (await statusOf()) === 'dead');
    await worker.stop();
    const [row] = await rowsOf([id ?? 0]);
    expect(row).toMatchObject({ status: 'dead', attempts: 3, sentAt: null });
    expect(row?.lastError).toMatch(/451/);
    expect(smtp.received).toEqual([]);
  });

  it('gives a mail up at once when the server refuses it for good (5xx)', async () => {
    const smtp = await server({ refuseWith: 550 });
    const [id] = await queue(1);
    const worker = workerFor(smtp.port, { maxAttempts: 5 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, dead: 1 });
    await worker.stop();
    expect((await rowsOf([id ?? 0]))[0]).toMatchObject({ status: 'dead', attempts: 1 });
  });

  it('lets several workers share the outbox without sending any mail twice', async () => {
    const smtp = await server();
    const ids = await queue(12);
    const workers = [workerFor(smtp.port, { batchSize: 4 }), workerFor(smtp.port, { batchSize: 4 })];
    let sent = 0;
    for (;;) {
      const results = await Promise.all(workers.map((worker) => worker.runOnce()));
      const round = results.reduce((sum, result) => sum + result.sent, 0);
      if (round === 0) break;
      sent += round;
    }
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(sent).toBe(12);
    expect(smtp.received).toHaveLength(12);
    expect(new Set(smtp.received.flatMap((mail) => mail.to)).size).toBe(12);
    expect(new Set((await rowsOf(ids)).map((row) => row.status))).toEqual(new Set(['sent']));
  });

  it('skips a mail another worker holds, and sends it at once when that worker dies mid-send', async () => {
    const smtp = await server();
    const [id] = await queue(1);
    const dying = await workerConnection();
    let claimed: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      claimed = resolve;
    });
    // a worker that has claimed the mail and is sending it when it is killed: its connection goes away
    const killedWorker = dying.transaction(async (tx) => {
      expect(await claimNextMail(tx)).toMatchObject({ id, attempts: 1 });
      const pid = (await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)).rows[0]?.pid;
      claimed();
      await new Promise((resolve) => setTimeout(resolve, 300));
      await t().db.execute(sql`select pg_terminate_backend(${pid})`);
      await tx.execute(sql`select 1`);
    });
    await held;
    const worker = workerFor(smtp.port);
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 0, dead: 0 });
    await expect(killedWorker).rejects.toThrow();

    expect(await worker.runOnce()).toEqual({ sent: 1, retrying: 0, dead: 0 });
    await worker.stop();
    expect((await rowsOf([id ?? 0]))[0]).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received[0]?.raw).toMatch(new RegExp(`^Message-ID: <outbox-${id}-\\d+@portal\\.test>`, 'mi'));
  });

  it('gives every mail its own Message-ID, the same on every attempt', async () => {
    const port = await unusedPort();
    const ids = await queue(2);
    const worker = workerFor(port, { backoffBaseMs: 0 });
    expect(await worker.runOnce()).toEqual({ sent: 0, retrying: 2, dead: 0 });
    const smtp = await server({ port });
    await runUntil(worker.runOnce, async () => smtp.received.length === 2);
    await worker.stop();
    const messageIds = smtp.received.map((mail) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1]?.trim());
    const [first, second] = await rowsOf(ids);
    expect(messageIds.sort()).toEqual(
      [first, second].map((row) => `<outbox-${row?.id}-${row?.createdAt.getTime()}@portal.test>`).sort(),
    );
  });

  it('runs on its own once started and stops cleanly', async () => {
    const smtp = await server();
    const worker = workerFor(smtp.port, { pollMs: 20 });
    worker.start();
    const [first] = await queue(1, 'first');
    await runUntil(
      async () => undefined,
      async () => smtp.received.length === 1,
    );
    await worker.stop();
    const [second] = await queue(1, 'second');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(smtp.received).toHaveLength(1);
    const rows = await t()
      .db.select({ id: mailOutbox.id, status: mailOutbox.status })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [first ?? 0, second ?? 0]))
      .orderBy(mailOutbox.id);
    expect(rows.map((row) => row.status)).toEqual(['sent', 'pending']);
    await t()
      .db.delete(mailOutbox)
      .where(eq(mailOutbox.id, second ?? 0));
  });
});

describe('local SMTP sink', () => {
  it('accepts mail without credentials and keeps each as an .eml file', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'portal-sink-'));
    const sink = await startSmtpSink(folder, quiet);
    try {
      expect(sink.url).toMatch(/^smtp:\/\/127\.0\.0\.1:\d+$/);
      const transport = nodemailer.createTransport(sink.url);
      await transport.sendMail({
        from: 'no-reply@portal.test',
        to: 'chen.jie@supplier.test',
        subject: 'Sink check',
        text: 'Kept for the demo',
      });
      transport.close();
      const files = await readdir(folder);
      expect(files).toHaveLength(1);
      const raw = await readFile(path.join(folder, files[0] ?? ''), 'utf8');
      expect(raw).toContain('Subject: Sink check');
      expect(raw).toContain('Kept for the demo');
    } finally {
      await sink.close();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
