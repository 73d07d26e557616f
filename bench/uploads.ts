// `npm run bench:uploads`: serves the real app on a database of its own (embedded PostgreSQL in bench/.data
// on BENCH_PG_PORT, or DATABASE_URL's server), then times 50,000-row uploads of every master-data template
// (BENCH_UPLOAD_ROWS to change) and prints the markdown for bench/results.md.
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { openBenchDatabase } from './bench-database.ts';
import { benchUploads, clearUploadedRows } from './scale/uploads.ts';

const rows = Number(process.env.BENCH_UPLOAD_ROWS ?? 50_000);
const database = await openBenchDatabase('portal_bench_uploads');
const handle = openDatabase(database.url, 20);
const { db } = handle;
await prepareDatabase(db, { demo: true });
// an earlier run's rows go, so the first upload of each template inserts
await clearUploadedRows(db);

const config = { ...loadConfig({}), webDist: undefined };
const app = await buildApp({ config, db, logger: false });
const address = await app.listen({ port: 0, host: '127.0.0.1' });
const apiUrl = `${address}${config.apiBase}`;
try {
  const login = await fetch(`${apiUrl}/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userCode: 'admin', password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  console.log(await benchUploads({ apiUrl, adminToken: data.token, db }, rows));
} finally {
  await app.close();
  await handle.close();
  await database.stop();
}
