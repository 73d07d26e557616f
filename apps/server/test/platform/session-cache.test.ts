import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { cloneTemplate, databaseUrl, dropDatabase } from '../helpers/databases.ts';

/** Two app instances on one database, each with its own pool and session cache, as two servers have. */
interface Instance {
  app: FastifyInstance;
  database: DatabaseHandle;
}

const LONG_CACHE_MS = 60_000; // far longer than any wait below: what revokes is the notification
let name = '';
let adminDb: DatabaseHandle;
const instances: Instance[] = [];

async function startInstance(url: string, sessionCacheMs: number): Promise<Instance> {
  const database = openDatabase(url, 3);
  const config = { ...loadConfig({ SESSION_CACHE_MS: String(sessionCacheMs) }), webDist: undefined };
  const app = await buildApp({ config, db: database.db, logger: false });
  await app.ready();
  const instance = { app, database };
  instances.push(instance);
  return instance;
}

async function login(instance: Instance, userCode: string): Promise<string> {
  const response = await instance.app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { userCode, password: DEMO_PASSWORD },
  });
  return response.json<{ data: { token: string } }>().data.token;
}

async function dashboardCode(instance: Instance, token: string): Promise<number> {
  const response = await instance.app.inject({
    method: 'GET',
    url: '/api/dashboard/dashboardList',
    headers: { authorization: token },
  });
  return response.json<{ code: number }>().code;
}

/** Asks until the answer is no longer 200; answers how long that took. */
async function msUntilRefused(instance: Instance, token: string, deadlineMs = 3_000): Promise<number> {
  const started = Date.now();
  while ((await dashboardCode(instance, token)) === 200) {
    if (Date.now() - started > deadlineMs) throw new Error('the session is still taken');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

const tokenHash = (token: string) => sql`encode(sha256(${token}::bytea), 'hex')`;

/** The plant codes the plant lookup offers the session (a buyer's narrowed to its assigned plants). */
async function plantCodes(instance: Instance, token: string): Promise<string[]> {
  const response = await instance.app.inject({
    method: 'GET',
    url: '/api/plant/query',
    headers: { authorization: token },
  });
  return response.json<{ data: Array<{ plantCode: string }> }>().data.map((plant) => plant.plantCode);
}

/** Asks until the session is offered exactly one plant; answers how long that took. */
async function msUntilOnePlant(instance: Instance, token: string, deadlineMs = 3_000): Promise<number> {
  const started = Date.now();
  while ((await plantCodes(instance, token)).length !== 1) {
    if (Date.now() - started > deadlineMs) throw new Error('the session is not narrowed yet');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

let url = '';
beforeAll(async () => {
  const adminUrl = inject('adminDatabaseUrl');
  name = `portal_sessions_${randomBytes(6).toString('hex')}`;
  await cloneTemplate(adminUrl, name);
  url = databaseUrl(adminUrl, name);
  adminDb = openDatabase(url, 1);
});

afterAll(async () => {
  for (const { app, database } of instances.splice(0)) {
    await app.close();
    await database.close();
  }
  await adminDb.close();
  await dropDatabase(inject('adminDatabaseUrl'), name);
});

describe('session checks cached per instance', () => {
  let one: Instance;
  let other: Instance;
  beforeAll(async () => {
    one = await startInstance(url, LONG_CACHE_MS);
    other = await startInstance(url, LONG_CACHE_MS);
    await new Promise((resolve) => setTimeout(resolve, 300)); // both listening
  });

  it('takes a session made on one instance on the other, and ends it on both at logout', async () => {
    const token = await login(one, 'admin');
    expect(await dashboardCode(other, token)).toBe(200);
    expect(await dashboardCode(one, token)).toBe(200);
    const out = await one.app.inject({
      method: 'POST',
      url: '/api/user/loginOut',
      headers: { authorization: token },
    });
    expect(out.json<{ code: number }>().code).toBe(200);
    expect(await dashboardCode(one, token)).toBe(999);
    expect(await msUntilRefused(other, token)).toBeLessThan(1_000);
  });

  it("ends a session deleted behind the instances' backs (another instance, a tool) on both", async () => {
    const token = await login(one, 'scm');
    expect(await dashboardCode(one, token)).toBe(200);
    expect(await dashboardCode(other, token)).toBe(200);
    await adminDb.db.execute(sql`delete from sessions where token_hash = ${tokenHash(token)}`);
    expect(await msUntilRefused(one, token)).toBeLessThan(1_000);
    expect(await msUntilRefused(other, token)).toBeLessThan(1_000);
  });

  it('refuses a locked user and a user whose role was taken, on every instance, within a second', async () => {
    const locked = await login(one, 'ap');
    const roleless = await login(other, 'supplier.a');
    for (const instance of [one, other]) {
      expect(await dashboardCode(instance, locked)).toBe(200);
      expect(await dashboardCode(instance, roleless)).toBe(200);
    }
    await adminDb.db.execute(sql`update users set is_enable = 'N' where user_code = 'ap'`);
    await adminDb.db.execute(
      sql`delete from user_roles where user_id = (select id from users where user_code = 'supplier.a')`,
    );
    for (const instance of [one, other]) {
      expect(await msUntilRefused(instance, locked)).toBeLessThan(1_000);
      expect(await msUntilRefused(instance, roleless)).toBeLessThan(1_000);
    }
  });

  it("narrows a buyer's cached session to plants assigned behind the instances' backs, on both", async () => {
    const token = await login(one, 'scm');
    for (const instance of [one, other])
      expect((await plantCodes(instance, token)).length).toBeGreaterThan(1);
    await adminDb.db.execute(sql`
      insert into user_plants (user_id, plant_id)
      select u.id, p.id from users u
        join user_companies uc on uc.user_id = u.id
        join plants p on p.company_id = uc.company_id
       where u.user_code = 'scm'
       order by p.id limit 1`);
    for (const instance of [one, other]) expect(await msUntilOnePlant(instance, token)).toBeLessThan(1_000);
  });
});

describe('the bound on a cached session', () => {
  it('uses a checked session without the database until the cache time, then checks it again', async () => {
    const instance = await startInstance(url, 1_000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const token = await login(instance, 'superadmin');
    expect(await dashboardCode(instance, token)).toBe(200);
    // an idle clock moved back notifies nobody: only the cache time ends the cached check
    await adminDb.db.execute(
      sql`update sessions set last_seen_at = now() - interval '2 hours' where token_hash = ${tokenHash(token)}`,
    );
    expect(await dashboardCode(instance, token)).toBe(200);
    const waited = await msUntilRefused(instance, token, 3_000);
    expect(waited).toBeGreaterThan(200);
    expect(waited).toBeLessThan(1_500);
  });
});
