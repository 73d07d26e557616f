// The xlsx export at plant volume (issue 14): the schedule lines download of about a million rows, timed
// next to `COPY (the same query) TO STDOUT (FORMAT csv)`; the server's peak memory while ten downloads are
// read at 200 KB/s; and an interactive list call's p95 alone and while ten downloads run. Answers markdown.
// `benchExports` takes what any runner has: where the app listens, a signed-in buyer, the database.
import { scheduleEndpoints } from '@portal/contract/schedule';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { downloadDetails } from '../../apps/server/src/modules/schedule/detail-repo.ts';
import { dataScopeOf } from '../../apps/server/src/platform/access/data-scope.ts';
import { touchSession } from '../../apps/server/src/platform/auth/session-repo.ts';
import { hashToken } from '../../apps/server/src/platform/auth/token.ts';
import { inlineParameters } from '../../apps/server/src/platform/lists/inline-parameters.ts';
import { type ExportFilter, exportQuery } from './export-query.ts';
import { downloadAll, downloadSlowly, type SlowDownload } from './export-readers.ts';

export interface ExportBenchTarget {
  /** where the app listens, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** the API's prefix, e.g. /api */
  apiBase: string;
  /** a buyer's session token (sent as the Authorization header) */
  token: string;
  databaseUrl: string;
  /** the server's resident memory now in MB; by default this process's (an app served in-process) */
  serverRssMb?: () => number;
  /** the server's CPU time so far in seconds, when it runs in a process of its own */
  serverCpuSeconds?: () => number;
}

const TARGET_ROWS = Number(process.env.BENCH_EXPORT_ROWS ?? 1_000_000);
const CONCURRENT = 10;
const SLOW_BYTES_PER_SECOND = 200 * 1024;
const SLOW_SECONDS = Number(process.env.BENCH_SLOW_SECONDS ?? 60);
const INTERACTIVE_ROUNDS = Number(process.env.BENCH_INTERACTIVE_ROUNDS ?? 60);

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const ownRssMb = () => process.memoryUsage().rss / 1024 / 1024;

export async function benchExports(target: ExportBenchTarget): Promise<string> {
  const rssMb = target.serverRssMb ?? ownRssMb;
  const idleRssMb = rssMb();
  const handle = openDatabase(target.databaseUrl, 2);
  try {
    const session = await touchSession(handle.db, hashToken(target.token), 30);
    if (!session) throw new Error('the bench token has no session');
    const query = await exportQuery(handle.db, dataScopeOf(session), TARGET_ROWS);
    // the query the download runs (its own columns), so COPY and the export read the same rows and fields
    const built = downloadDetails(handle.db, query, dataScopeOf(session), 'en').toSQL();
    const copy = await timeCopy(target.databaseUrl, inlineParameters(built.sql, built.params));
    const downloadUrl = `${target.baseUrl}${target.apiBase}${scheduleEndpoints.download.path}?${new URLSearchParams(Object.entries(query))}`;
    const headers = { authorization: target.token, 'accept-language': 'en' };

    const cpuBefore = target.serverCpuSeconds?.();
    const single = await downloadAll(downloadUrl, headers);
    const cpuSeconds = cpuBefore === undefined ? undefined : (target.serverCpuSeconds?.() ?? 0) - cpuBefore;
    const exportRate = copy.rows / single.seconds;
    const slow = await slowDownloads(downloadUrl, headers, rssMb);
    const interactive = await interactiveLatency(target, downloadUrl, headers);
    await settleConnections(handle.db);
    return report(copy, exportRate, { ...single, cpuSeconds }, { ...slow, idleRssMb }, interactive, query);
  } finally {
    await handle.close();
  }
}

async function timeCopy(databaseUrl: string, text: string): Promise<{ rows: number; seconds: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const started = performance.now();
    // node-postgres reads the COPY data off the wire and drops it: the server does all of its work
    const result = await client.query(`copy (${text}) to stdout (format csv)`);
    return { rows: result.rowCount ?? 0, seconds: (performance.now() - started) / 1000 };
  } finally {
    await client.end();
  }
}

interface SlowResult {
  peakRssMb: number;
  startRssMb: number;
  streaming: number;
  bytes: number;
}

/** Ten downloads read at 200 KB/s for SLOW_SECONDS, the server's RSS sampled every 250 ms; then abandoned. */
async function slowDownloads(
  url: string,
  headers: Record<string, string>,
  rssMb: () => number,
): Promise<SlowResult> {
  const startRssMb = rssMb();
  let peakRssMb = startRssMb;
  const sampler = setInterval(() => {
    peakRssMb = Math.max(peakRssMb, rssMb());
  }, 250);
  const downloads: SlowDownload[] = Array.from({ length: CONCURRENT }, () =>
    downloadSlowly(url, headers, SLOW_BYTES_PER_SECOND),
  );
  await new Promise((resolve) => setTimeout(resolve, SLOW_SECONDS * 1000));
  clearInterval(sampler);
  const streaming = downloads.filter((download) => download.received() > 64 * 1024).length;
  const bytes = downloads.reduce((sum, download) => sum + download.received(), 0);
  await Promise.all(downloads.map((download) => download.abandon()));
  return { peakRssMb, startRssMb, streaming, bytes };
}

interface Latency {
  alone: { p50: number; p95: number };
  during: { p50: number; p95: number };
}

/** The schedule list's first page, alone and while ten downloads are read as fast as they come. */
async function interactiveLatency(
  target: ExportBenchTarget,
  downloadUrl: string,
  headers: Record<string, string>,
): Promise<Latency> {
  const listCall = async () => {
    const response = await fetch(`${target.baseUrl}${target.apiBase}${scheduleEndpoints.queryList.path}`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ pageNo: 1, size: 20, sort: 'ASC', isLatest: 'Y' }),
    });
    const reply = (await response.json()) as { code: number; msg: string };
    if (reply.code !== 200) throw new Error(`list call: ${reply.code} ${reply.msg}`);
  };
  const timed = async () => {
    const times: number[] = [];
    for (let round = 0; round < INTERACTIVE_ROUNDS; round++) {
      const started = performance.now();
      await listCall();
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    return { p50: percentile(times, 50), p95: percentile(times, 95) };
  };
  await listCall();
  const alone = await timed();
  const exports = Array.from({ length: CONCURRENT }, () => downloadSlowly(downloadUrl, headers, Infinity));
  // let the exports get going (their sorts run) before timing
  await new Promise((resolve) => setTimeout(resolve, 3000));
  const during = await timed();
  await Promise.all(exports.map((download) => download.abandon()));
  return { alone, during };
}

/** Waits until the abandoned downloads' cursors are closed (the server sees the clients go). */
async function settleConnections(db: ReturnType<typeof openDatabase>['db']): Promise<void> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const open = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from pg_stat_activity where query like 'fetch forward%' and state = 'active'`,
    );
    if ((open.rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

function report(
  copy: { rows: number; seconds: number },
  exportRate: number,
  single: { seconds: number; bytes: number; cpuSeconds: number | undefined },
  slow: SlowResult & { idleRssMb: number },
  interactive: Latency,
  query: ExportFilter,
): string {
  const copyRate = copy.rows / copy.seconds;
  const k = (value: number) => `${(value / 1000).toFixed(1)} k`;
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  const ratio = interactive.during.p95 / interactive.alone.p95;
  const cpu =
    single.cpuSeconds === undefined
      ? ''
      : `; server CPU ${single.cpuSeconds.toFixed(1)} s, ${((single.cpuSeconds / copy.rows) * 1e6).toFixed(1)} µs a row`;
  return [
    `### Exports (schedule lines download, ${copy.rows.toLocaleString('en')} rows, filter ${JSON.stringify(query)})`,
    '',
    '| measure | figure | goal |',
    '| --- | --- | --- |',
    `| COPY (same query) TO STDOUT csv | ${k(copyRate)} rows/s (${copy.seconds.toFixed(1)} s) | |`,
    `| xlsx export, one download read at full speed | ${k(exportRate)} rows/s (${single.seconds.toFixed(1)} s, ${(single.bytes / 1e6).toFixed(1)} MB${cpu}), ${((exportRate / copyRate) * 100).toFixed(0)} % of COPY | >= 50 % of COPY: ${exportRate >= copyRate / 2 ? 'met' : 'not met'} |`,
    `| server RSS, ${CONCURRENT} downloads read at 200 KB/s for ${SLOW_SECONDS} s | peak ${slow.peakRssMb.toFixed(0)} MB (idle ${slow.idleRssMb.toFixed(0)} MB, ${slow.startRssMb.toFixed(0)} MB after the full-speed download; ${slow.streaming} streaming at once, the others waiting for an export turn; ${(slow.bytes / 1e6).toFixed(1)} MB sent) | < 300 MB: ${slow.peakRssMb < 300 ? 'met' : 'not met'} |`,
    `| schedule list call p50 / p95 alone | ${ms(interactive.alone.p50)} / ${ms(interactive.alone.p95)} | |`,
    `| the same during ${CONCURRENT} downloads read at full speed | ${ms(interactive.during.p50)} / ${ms(interactive.during.p95)}, p95 ${ratio.toFixed(2)}x | <= 2x: ${ratio <= 2 ? 'met' : 'not met'} |`,
  ].join('\n');
}
