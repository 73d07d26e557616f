// The delivery schedule query screen at scale: generates ~2 M detail lines (BENCH_LINES) into a database of
// its own, serves the real app on it, and reports p50/p95 of the screen's two calls (header list, lines of a
// header) next to the same SQL run directly, as a ratio (the app's overhead over the database's own time).
//   npm run bench:schedule            embedded PostgreSQL in bench/.data (or DATABASE_URL's server)
import type { EndpointDef } from '@portal/contract/endpoint';
import type { ScheduleDetailQuery, ScheduleHeaderQuery } from '@portal/contract/schedule';
import { scheduleEndpoints } from '@portal/contract/schedule';
import { sessionEndpoints } from '@portal/contract/session';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { countDetails, pageOfDetails } from '../apps/server/src/modules/schedule/detail-repo.ts';
import { countHeaders, pageOfHeaders } from '../apps/server/src/modules/schedule/header-repo.ts';
import { dataScopeOf } from '../apps/server/src/platform/access/data-scope.ts';
import { touchSession } from '../apps/server/src/platform/auth/session-repo.ts';
import { hashToken } from '../apps/server/src/platform/auth/token.ts';
import { openBenchDatabase } from './bench-database.ts';
import { activePairCount, generateSchedules, planFor } from './schedule-generator.ts';

const targetLines = Number(process.env.BENCH_LINES ?? 2_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 100);
const DATABASE = 'portal_bench';

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function timed(call: () => Promise<unknown>): Promise<{ p50: number; p95: number }> {
  await call();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

const database = await openBenchDatabase(DATABASE);
const handle = openDatabase(database.url, 20);
const { db } = handle;
await prepareDatabase(db, { demo: true });
const existing = await db.execute<{ n: number }>(
  sql`select count(*)::int as n from delivery_schedule_details`,
);
if ((existing.rows[0]?.n ?? 0) < targetLines * 0.9) {
  const plan = planFor(targetLines, await activePairCount(db));
  const started = performance.now();
  const written = await generateSchedules(db, plan);
  console.log(`generated ${written} detail lines in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const config = { ...loadConfig({}), webDist: undefined };
const app = await buildApp({ config, db, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });

async function call(endpoint: EndpointDef, token: string | null, body: unknown) {
  const response = await fetch(`${address}${config.apiBase}${endpoint.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const reply = (await response.json()) as { code: number; msg: string; data: unknown };
  if (reply.code !== 200) throw new Error(`${endpoint.path}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

for (const account of ['supplier.a', 'scm']) {
  const login = (await call(sessionEndpoints.login, null, {
    userCode: account,
    password: DEMO_PASSWORD,
  })) as {
    token: string;
  };
  const headerQuery = { pageNo: 1, size: 5, sort: 'ASC', isLatest: 'Y' } as ScheduleHeaderQuery;
  const page = (await call(scheduleEndpoints.queryList, login.token, headerQuery)) as {
    records: Array<{ deliveryScheduleHeaderId: number }>;
    total: number;
  };
  const headerId = page.records[0]?.deliveryScheduleHeaderId ?? 0;
  const detailQuery = {
    pageNo: 1,
    size: 10,
    sort: 'ASC',
    headerSort: 'ASC',
    isLatest: 'Y',
    deliveryScheduleHeaderId: headerId,
  } as ScheduleDetailQuery;
  const session = await touchSession(db, hashToken(login.token), 30);
  if (!session) throw new Error('no session');
  const scope = dataScopeOf(session);

  const apiHeaders = await timed(() => call(scheduleEndpoints.queryList, login.token, headerQuery));
  const sqlHeaders = await timed(() =>
    Promise.all([countHeaders(db, headerQuery, scope), pageOfHeaders(db, headerQuery, scope)]),
  );
  const apiLines = await timed(() => call(scheduleEndpoints.queryDetailList, login.token, detailQuery));
  const sqlLines = await timed(() =>
    Promise.all([countDetails(db, detailQuery, scope), pageOfDetails(db, detailQuery, scope, 'en')]),
  );
  const row = (name: string, api: { p50: number; p95: number }, direct: { p50: number; p95: number }) =>
    console.log(
      `${account.padEnd(11)} ${name.padEnd(30)} API p50 ${api.p50.toFixed(2)} ms p95 ${api.p95.toFixed(2)} ms | SQL p50 ${direct.p50.toFixed(2)} ms p95 ${direct.p95.toFixed(2)} ms | ratio p50 ${(api.p50 / direct.p50).toFixed(2)}`,
    );
  console.log(`${account}: ${page.total} latest releases visible`);
  row('POST /adientSchedule/queryList', apiHeaders, sqlHeaders);
  row('POST /adientSchedule/queryDetailList', apiLines, sqlLines);
}

await app.close();
await handle.close();
await database.stop();
