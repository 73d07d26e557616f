// `npm run bench:exports`: the xlsx export at plant volume on its own. Generates ~2 M schedule lines
// (BENCH_LINES) into a database of its own once, starts the portal in a process of its own (so its memory is
// the server's alone), signs in as the buyer and runs bench/scale/exports.ts; prints the markdown section.
//   BENCH_PG_PORT / DATABASE_URL (see bench-database.ts), BENCH_EXPORT_ROWS, BENCH_SLOW_SECONDS
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { openBenchDatabase } from './bench-database.ts';
import { benchExports } from './scale/exports.ts';
import { type ServerProcess, startServerProcess } from './scale/server-process.ts';
import { activePairCount, generateSchedules, planFor } from './schedule-generator.ts';

const targetLines = Number(process.env.BENCH_LINES ?? 2_000_000);
const PORT = Number(process.env.BENCH_APP_PORT ?? 41502);
const BUYER = 'superadmin';

const database = await openBenchDatabase('portal_bench_exports');
const handle = openDatabase(database.url, 4);
let server: ServerProcess | undefined;
try {
  await prepareDatabase(handle.db, { demo: true });
  const existing = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from delivery_schedule_details`,
  );
  if ((existing.rows[0]?.n ?? 0) < targetLines * 0.9) {
    const started = performance.now();
    const written = await generateSchedules(
      handle.db,
      planFor(targetLines, await activePairCount(handle.db)),
    );
    await handle.db.execute(sql`analyze`);
    console.log(`generated ${written} lines in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  }
  server = await startServerProcess(database.url, PORT);
  const baseUrl = server.baseUrl;
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userCode: BUYER, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the start`,
  );
  console.log(
    await benchExports({
      baseUrl,
      apiBase: '/api',
      token: data.token,
      databaseUrl: database.url,
      serverRssMb: server.rssMb,
      serverCpuSeconds: server.cpuSeconds,
    }),
  );
  console.log(`load average ${os.loadavg()[0]?.toFixed(1)} at the end`);
} finally {
  await server?.stop();
  await handle.close();
  await database.stop();
}
