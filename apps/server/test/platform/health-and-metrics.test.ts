import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { mailOutbox } from '../../src/db/schema/index.ts';
import { databaseUrl, dropDatabase, recreateDatabase } from '../helpers/databases.ts';
import { useTestApp } from '../helpers/test-app.ts';

const REMOTE = '203.0.113.9';

/** The app on a database of the test server that has no table at all (created, never migrated). */
async function withUnmigratedDatabase(work: (app: FastifyInstance) => Promise<void>): Promise<void> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `portal_bare_${randomBytes(6).toString('hex')}`;
  await recreateDatabase(adminUrl, name);
  const database = openDatabase(databaseUrl(adminUrl, name), 2);
  const app = await buildApp({
    config: { ...loadConfig({}), webDist: undefined },
    db: database.db,
    logger: false,
  });
  try {
    await work(app);
  } finally {
    await app.close();
    await database.close();
    await dropDatabase(adminUrl, name);
  }
}

/** The value of one sample line of an exposition, e.g. `outbox_pending_messages{queue="mail"}`. */
function sampleValue(exposition: string, sample: string): number {
  const line = exposition.split('\n').find((text) => text.startsWith(`${sample} `));
  if (!line) throw new Error(`no sample ${sample} in:\n${exposition}`);
  return Number(line.slice(sample.length + 1));
}

describe('GET /healthz and /readyz', () => {
  const t = useTestApp();

  it('answers alive without a session, outside the envelope', async () => {
    const reply = await t().app.inject({ method: 'GET', url: '/healthz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the database answers and has every migration', async () => {
    const reply = await t().app.inject({ method: 'GET', url: '/readyz' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ status: 'ready' });
  });

  it('answers 503 on a database that was never migrated', async () => {
    await withUnmigratedDatabase(async (app) => {
      const reply = await app.inject({ method: 'GET', url: '/readyz' });
      expect(reply.statusCode).toBe(503);
      expect(reply.json()).toEqual({ status: 'not ready', reason: 'migrations not applied' });
    });
  });

  it('answers 503 when the database does not answer, while /healthz still answers alive', async () => {
    const database = openDatabase('postgres://portal:portal@127.0.0.1:9/portal', 1);
    const app = await buildApp({
      config: { ...loadConfig({}), webDist: undefined },
      db: database.db,
      logger: false,
    });
    try {
      const ready = await app.inject({ method: 'GET', url: '/readyz' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ status: 'not ready', reason: 'database unreachable' });
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('GET /metrics', () => {
  const t = useTestApp({ METRICS_TOKEN: 'scrape-secret', TRUST_PROXY: '1' });

  it('serves request latency per route, pool use and queue depths in the text exposition format', async () => {
    await t().app.inject({ method: 'GET', url: '/healthz' });
    await t().app.inject({ method: 'GET', url: '/no/such/page/at/all' });
    const reply = await t().app.inject({ method: 'GET', url: '/metrics' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = reply.body;
    expect(text).toContain('# TYPE http_request_duration_seconds histogram');
    expect(sampleValue(text, 'http_request_duration_seconds_count{method="GET",route="/healthz"}')).toBe(1);
    expect(
      sampleValue(text, 'http_request_duration_seconds_bucket{method="GET",route="/healthz",le="+Inf"}'),
    ).toBe(1);
    expect(sampleValue(text, 'http_requests_total{method="GET",route="/healthz",status="200"}')).toBe(1);
    // an address no route serves is counted under one label, not under its own address
    expect(text).not.toContain('/no/such/page');
    expect(sampleValue(text, 'db_pool_connections{state="max"}')).toBe(5);
    expect(sampleValue(text, 'db_pool_waiting_requests')).toBe(0);
    expect(sampleValue(text, 'portal_database_up')).toBe(1);
    expect(text).toMatch(/^outbox_pending_messages\{queue="erp"\} \d+$/m);
  });

  it('counts a waiting mail and how long the oldest has waited', async () => {
    const before = (await t().app.inject({ method: 'GET', url: '/metrics' })).body;
    await t()
      .db.insert(mailOutbox)
      .values({
        kind: 'metrics-test',
        recipient: 'someone@example.com',
        locale: 'en',
        subject: 'waiting',
        textBody: 'waiting',
        createdAt: new Date(Date.now() - 3_600_000),
      });
    const after = (await t().app.inject({ method: 'GET', url: '/metrics' })).body;
    const pending = 'outbox_pending_messages{queue="mail"}';
    expect(sampleValue(after, pending)).toBe(sampleValue(before, pending) + 1);
    expect(sampleValue(after, 'outbox_oldest_pending_age_seconds{queue="mail"}')).toBeGreaterThanOrEqual(
      3_600,
    );
  });

  it('refuses a caller from another machine without the token', async () => {
    const reply = await t().app.inject({ method: 'GET', url: '/metrics', remoteAddress: REMOTE });
    expect(reply.statusCode).toBe(403);
    expect(reply.body).not.toContain('http_request');
    const wrong = await t().app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: REMOTE,
      headers: { authorization: 'Bearer not-the-secret' },
    });
    expect(wrong.statusCode).toBe(403);
  });

  it('serves a caller from another machine that sends the token', async () => {
    const reply = await t().app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: REMOTE,
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('http_request_duration_seconds_bucket');
  });

  it('refuses a remote caller forwarded by a proxy on this machine, even one TRUST_PROXY believes', async () => {
    for (const forwarded of [REMOTE, '127.0.0.1']) {
      const reply = await t().app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': forwarded },
      });
      expect(reply.statusCode).toBe(403);
    }
  });
});

describe('GET /metrics without a configured token', () => {
  const t = useTestApp();

  it('refuses every remote caller, whatever it sends as a token', async () => {
    const reply = await t().app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: REMOTE,
      headers: { authorization: 'Bearer ' },
    });
    expect(reply.statusCode).toBe(403);
  });
});
