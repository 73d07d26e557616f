// The dashboard's to-do counts under load: `clients` concurrent clients, each with its own logged-in
// session spread over the demo accounts, call GET /dashboard/dashboardList back to back for `seconds`;
// answers req/s and p50/p95 next to issue 14's goal (>= 2,000 req/s or p95 <= 50 ms at 50 clients).
import { dashboardEndpoints } from '@portal/contract/dashboard';

export const DASHBOARD_GOAL = { requestsPerSecond: 2000, p95Ms: 50 };

export interface DashboardBenchTarget {
  /** e.g. http://127.0.0.1:3000/api */
  apiUrl: string;
  /**
   * `authorization` values of logged-in sessions, one per client (a client takes them in turn when there
   * are fewer): clients sharing a session would queue on its row, which every request touches
   */
  sessions: string[];
}

export interface DashboardFigures {
  clients: number;
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function client(target: DashboardBenchTarget, token: string, until: number, times: number[]) {
  const url = `${target.apiUrl}${dashboardEndpoints.dashboardList.path}`;
  while (performance.now() < until) {
    const started = performance.now();
    const response = await fetch(url, { headers: { authorization: token } });
    const reply = (await response.json()) as { code: number; msg: string };
    if (reply.code !== 200) throw new Error(`dashboardList: ${reply.code} ${reply.msg}`);
    times.push(performance.now() - started);
  }
}

/** Runs the load for `seconds` (after a one-second warm-up) and measures it. */
export async function measureDashboard(
  target: DashboardBenchTarget,
  clients = 50,
  seconds = 10,
): Promise<DashboardFigures> {
  const tokens = target.sessions;
  if (tokens.length === 0) throw new Error('no logged-in session');
  const tokenOf = (index: number) => tokens[index % tokens.length] as string;
  await Promise.all(
    Array.from({ length: clients }, (_, index) =>
      client(target, tokenOf(index), performance.now() + 1000, []),
    ),
  );
  const times: number[] = [];
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, (_, index) => client(target, tokenOf(index), until, times)),
  );
  const elapsed = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return {
    clients,
    requests: times.length,
    requestsPerSecond: times.length / elapsed,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
  };
}

/** The figures as a markdown table row set, next to the goal. */
export function dashboardMarkdown(rows: Array<{ label: string; figures: DashboardFigures }>): string {
  const met = (figures: DashboardFigures) =>
    figures.requestsPerSecond >= DASHBOARD_GOAL.requestsPerSecond || figures.p95Ms <= DASHBOARD_GOAL.p95Ms;
  return [
    '| dashboard counts | clients | requests | req/s | p50 | p95 | goal >= 2,000 req/s or p95 <= 50 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      ({ label, figures }) =>
        `| ${label} | ${figures.clients} | ${figures.requests.toLocaleString('en')} | ${Math.round(figures.requestsPerSecond).toLocaleString('en')} | ` +
        `${figures.p50Ms.toFixed(1)} ms | ${figures.p95Ms.toFixed(1)} ms | ${met(figures) ? 'met' : 'not met'} |`,
    ),
  ].join('\n');
}
