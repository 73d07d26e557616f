// `npm run bench:scale [-- <scenario> ...]`: the bench volumes of every module (generated once, then reused),
// the real app on them over HTTP, signed in as the bench accounts, and each scenario's section appended to
// bench/results.md with the date, the machine's load and the volumes. No names: every scenario runs.
//   BENCH_ROUNDS (default 30), BENCH_PG_PORT / DATABASE_URL (see bench-database.ts)
import { appendFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { EndpointDef } from '@portal/contract/endpoint';
import { sessionEndpoints } from '@portal/contract/session';
import { sql } from 'drizzle-orm';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import type { Database } from '../../apps/server/src/db/client.ts';
import { DEMO_PASSWORD } from '../../apps/server/src/db/seed/demo-accounts.ts';
import { openScaleDatabase } from './scale-database.ts';
import { BENCH_ACCOUNTS, type BenchAccount, type ScaleContext } from './scenario.ts';
import { SCENARIOS } from './scenarios.ts';

const RESULTS = path.resolve(import.meta.dirname, '..', 'results.md');
const VOLUME_TABLES = [
  'delivery_schedule_details',
  'asn_headers',
  'asn_details',
  'goods_receipts',
  'invoice_headers',
  'security_checks',
  'interface_logs',
  'parts',
  'part_prices',
] as const;

const selected = process.argv.slice(2);
const unknown = selected.filter((name) => !SCENARIOS.some((scenario) => scenario.name === name));
if (unknown.length) {
  console.error(
    `unknown scenario(s) ${unknown.join(', ')}; known: ${SCENARIOS.map((s) => s.name).join(', ')}`,
  );
  process.exit(2);
}

async function volumes(db: Database): Promise<string> {
  const counts: string[] = [];
  for (const table of VOLUME_TABLES) {
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${sql.identifier(table)}`,
    );
    counts.push(`${table} ${(result.rows[0]?.n ?? 0).toLocaleString('en')}`);
  }
  return counts.join(', ');
}

const database = await openScaleDatabase();
const config = { ...loadConfig({}), webDist: undefined };
const app = await buildApp({ config, db: database.handle.db, logger: false });
const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

async function call(token: string | null, endpoint: EndpointDef, body: unknown): Promise<unknown> {
  const response = await fetch(`${baseUrl}${config.apiBase}${endpoint.path}`, {
    method: Array.isArray(endpoint.method) ? endpoint.method[0] : (endpoint.method as string),
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; msg: string; data: unknown };
  if (reply.code !== 200) throw new Error(`${endpoint.path}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

try {
  const tokens = {} as Record<BenchAccount, string>;
  for (const [account, userCode] of Object.entries(BENCH_ACCOUNTS) as Array<[BenchAccount, string]>) {
    const login = (await call(null, sessionEndpoints.login, { userCode, password: DEMO_PASSWORD })) as {
      token: string;
    };
    tokens[account] = login.token;
  }
  const context: ScaleContext = {
    baseUrl,
    apiBase: config.apiBase,
    tokens,
    databaseUrl: database.url,
    db: database.handle.db,
    rounds: Number(process.env.BENCH_ROUNDS ?? 30),
    call: (account, endpoint, body) => call(tokens[account], endpoint, body),
  };
  const load = os.loadavg()[0]?.toFixed(1);
  const heading = `\`npm run bench:scale${selected.length ? ` -- ${selected.join(' ')}` : ''}\`, ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average ${load} at the start, volumes: ${await volumes(database.handle.db)}.`;
  const sections = [heading];
  for (const scenario of SCENARIOS) {
    if (selected.length && !selected.includes(scenario.name)) continue;
    console.log(`scenario ${scenario.name}`);
    sections.push(await scenario.run(context));
  }
  await appendFile(RESULTS, `\n${sections.join('\n\n')}\n`);
  console.log(`appended to ${path.relative(process.cwd(), RESULTS)}`);
} finally {
  await app.close();
  await database.stop();
}
