// `npm run bench:exports`: the xlsx export at plant volume on its own. Generates ~2 M schedule lines
// (BENCH_LINES) into a database of its own once, starts the portal in a process of its own (so its memory is
// the server's alone), signs in as the buyer and runs bench/scale/exports.ts; prints the markdown section.
//   BENCH_PG_PORT / DATABASE_URL (see bench-database.ts), BENCH_EXPORT_ROWS, BENCH_SLOW_SECONDS
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { openBenchDatabase } from './bench-database.ts';
import { benchExports } from './scale/exports.ts';
import { activePairCount, generateSchedules, planFor } from './schedule-generator.ts';

const targetLines = Number(process.env.BENCH_LINES ?? 2_000_000);
const PORT = Number(process.env.BENCH_APP_PORT ?? 41502);
const BUYER = 'superadmin';

function rssMbOf(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

function startServer(databaseUrl: string, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '../apps/server'),
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ERP_SIMULATOR_MINUTES: '0',
      WEB_DIST: path.join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Supplier portal is running')) resolve(child);
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${output}`)));
  });
}

const database = await openBenchDatabase('portal_bench_exports');
const handle = openDatabase(database.url, 4);
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-exports-'));
let server: ChildProcess | undefined;
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
  server = await startServer(database.url, dataDir);
  const baseUrl = `http://127.0.0.1:${PORT}`;
  const login = await fetch(`${baseUrl}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userCode: BUYER, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const pid = server.pid ?? 0;
  console.log(
    `${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, load average ${os.loadavg()[0]?.toFixed(1)} at the start`,
  );
  console.log(
    await benchExports({
      baseUrl,
      apiBase: '/api',
      token: data.token,
      databaseUrl: database.url,
      serverRssMb: () => rssMbOf(pid),
    }),
  );
  console.log(`load average ${os.loadavg()[0]?.toFixed(1)} at the end`);
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  await handle.close();
  await database.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
