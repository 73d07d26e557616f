// Latency of the shell's read calls against a running portal (default http://localhost:8080):
// p50/p95 over a bounded number of sequential requests, per call. Run `npm start` first, then `npm run bench`.
import { companiesEndpoints } from '@portal/contract/companies';
import { dashboardEndpoints } from '@portal/contract/dashboard';
import type { EndpointDef } from '@portal/contract/endpoint';
import { lookupEndpoints } from '@portal/contract/lookup';
import { sessionEndpoints } from '@portal/contract/session';

const baseUrl = process.env.BENCH_URL ?? 'http://localhost:8080';
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);

async function send(
  endpoint: EndpointDef,
  token: string | null,
  body?: unknown,
  query = '',
): Promise<unknown> {
  const method = typeof endpoint.method === 'string' ? endpoint.method : (endpoint.method[0] ?? 'GET');
  const response = await fetch(`${baseUrl}/api${endpoint.path}${query}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const reply = (await response.json()) as { code: number; data: unknown; msg: string };
  if (reply.code !== 200) throw new Error(`${endpoint.path}: ${reply.code} ${reply.msg}`);
  return reply.data;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(name: string, call: () => Promise<unknown>): Promise<void> {
  await call();
  const times: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  console.log(
    `${name.padEnd(34)} p50 ${percentile(times, 50).toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms`,
  );
}

const login = (await send(sessionEndpoints.login, null, {
  userCode: 'superadmin',
  password: 'Portal#2026',
})) as {
  token: string;
};
const token = login.token;
await measure('POST /resources/getResources', () => send(sessionEndpoints.getResources, token));
await measure('GET /dashboard/dashboardList', () => send(dashboardEndpoints.dashboardList, token));
await measure('GET /propertiesInfo/getProperties', () =>
  send(lookupEndpoints.getProperties, token, undefined, '?propType=asnStatus'),
);
await measure('POST /company/query', () => send(lookupEndpoints.companyQuery, token, { companyType: 'S' }));
await measure('POST /company/pageQuery (sorted)', () =>
  send(companiesEndpoints.pageQuery, token, { pageNo: 1, size: 50, sortName: 'companyName', sort: 'DESC' }),
);
