/**
 * Requests per second an instance answers on a light authenticated call (one property list), with the
 * session check asking the database on every request (SESSION_CACHE_MS=0) and with the per-instance cache.
 * `BENCH_SECONDS` (5) per variant, `BENCH_CLIENTS` (50) concurrent clients, on the bench database.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { openBenchDatabase } from './bench-database.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const clients = Number(process.env.BENCH_CLIENTS ?? 50);

async function measure(url: string, sessionCacheMs: number) {
  const handle = openDatabase(url, 10);
  const config = { ...loadConfig({ SESSION_CACHE_MS: String(sessionCacheMs) }), webDist: undefined };
  const app = await buildApp({ config, db: handle.db, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api`;
  const login = await fetch(`${base}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userCode: 'supplier.a', password: DEMO_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  await new Promise((resolve) => setTimeout(resolve, 500)); // the cache's listener connects
  const latencies: number[] = [];
  const until = Date.now() + seconds * 1000;
  const client = async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(`${base}/propertiesInfo/getProperties?propType=currencyType`, {
        headers: { authorization: token },
      });
      const reply = (await response.json()) as { code: number };
      if (reply.code !== 200) throw new Error(`answered ${reply.code}`);
      latencies.push(performance.now() - started);
    }
  };
  await Promise.all(Array.from({ length: clients }, client));
  await app.close();
  await handle.close();
  latencies.sort((a, b) => a - b);
  const at = (share: number) => latencies[Math.floor(latencies.length * share)]?.toFixed(1);
  return { sessionCacheMs, perSecond: Math.round(latencies.length / seconds), p50: at(0.5), p95: at(0.95) };
}

const database = await openBenchDatabase('portal_session_bench');
try {
  const setup = openDatabase(database.url, 2);
  await prepareDatabase(setup.db, { demo: true });
  await setup.close();
  for (const cacheMs of [0, 10_000, 0, 10_000])
    console.log(JSON.stringify(await measure(database.url, cacheMs)));
} finally {
  await database.stop();
}
