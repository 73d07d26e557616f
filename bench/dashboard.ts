// `npm run bench:dashboard`: the real app on a database of its own (embedded PostgreSQL in bench/.data on
// BENCH_PG_PORT, or DATABASE_URL's server) holding ~2 M schedule lines (BENCH_LINES), then 50 concurrent
// clients (BENCH_CLIENTS) on the dashboard's counts for BENCH_SECONDS (10), once with the counts cache as
// configured (DASHBOARD_COUNTS_MAX_AGE_MS, 1 s) and once counting on every call (0).
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { openBenchDatabase } from './bench-database.ts';
import { dashboardMarkdown, measureDashboard } from './scale/dashboard.ts';
import { activePairCount, generateSchedules, planFor } from './schedule-generator.ts';

const targetLines = Number(process.env.BENCH_LINES ?? 2_000_000);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const ACCOUNTS = ['supplier.a', 'supplier.b', 'scm', 'admin'];

const database = await openBenchDatabase('portal_bench');
const handle = openDatabase(database.url, 20);
const { db } = handle;
await prepareDatabase(db, { demo: true });
const existing = await db.execute<{ n: number }>(
  sql`select count(*)::int as n from delivery_schedule_details`,
);
if ((existing.rows[0]?.n ?? 0) < targetLines * 0.9) {
  const written = await generateSchedules(db, planFor(targetLines, await activePairCount(db)));
  console.log(`generated ${written} detail lines`);
}

const sessions: string[] = [];

async function served(maxAgeMs: number) {
  const config = { ...loadConfig({ DASHBOARD_COUNTS_MAX_AGE_MS: String(maxAgeMs) }), webDist: undefined };
  const app = await buildApp({ config, db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const apiUrl = `${address}${config.apiBase}`;
  // logged in once for both runs: the login route allows 60 a minute from one address
  for (let index = sessions.length; index < clients; index++) {
    const account = ACCOUNTS[index % ACCOUNTS.length];
    const login = await fetch(`${apiUrl}/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userCode: account, password: DEMO_PASSWORD }),
    });
    sessions.push(((await login.json()) as { data: { token: string } }).data.token);
  }
  try {
    return await measureDashboard({ apiUrl, sessions }, clients, seconds);
  } finally {
    await app.close();
  }
}

try {
  const cached = await served(1000);
  const uncached = await served(0);
  console.log(
    dashboardMarkdown([
      { label: 'counts cached per scope (1 s)', figures: cached },
      { label: 'counted on every call', figures: uncached },
    ]),
  );
} finally {
  await handle.close();
  await database.stop();
}
