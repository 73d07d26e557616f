// The dashboard's to-do counts under load: `clients` concurrent clients, each with its own logged-in
// session spread over the demo accounts, call GET /dashboard/dashboardList back to back for `seconds`;
// answers req/s and p50/p95 next to issue 14's goal (>= 2,000 req/s or p95 <= 50 ms at 50 clients).
import { fork } from 'node:child_process';
import { dashboardEndpoints } from '@portal/contract/dashboard';
import { descendantsCpuMs } from '../process-cpu.ts';
import type { ClientJob, ClientMessage, ClientTimes } from './dashboard-client.ts';

const CLIENT_SCRIPT = new URL('./dashboard-client.ts', import.meta.url);

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
  /** the server process's CPU per timed request */
  serverCpuUsPerRequest: number;
  /** PostgreSQL's CPU per timed request */
  databaseCpuUsPerRequest: number;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** CPU ms so far of this process (the server) and of its PostgreSQL. */
function cpuMs(): { server: number; database: number } {
  const usage = process.cpuUsage();
  return { server: (usage.user + usage.system) / 1000, database: descendantsCpuMs('postgres') };
}

/**
 * The clients' times, from a process of their own (see dashboard-client.ts), with the server's and
 * PostgreSQL's CPU over the timed part (from the end of the warm-up to the last answer).
 */
function timedInChild(job: ClientJob): Promise<ClientTimes & { cpu: { server: number; database: number } }> {
  const child = fork(CLIENT_SCRIPT, { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  let warm = cpuMs();
  return new Promise((resolve, reject) => {
    child.on('message', (message: ClientMessage) => {
      if (message.kind === 'warm') warm = cpuMs();
      else {
        const done = cpuMs();
        const cpu = { server: done.server - warm.server, database: done.database - warm.database };
        resolve({ ...message, cpu });
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`dashboard clients exited with ${code}`)));
    child.send(job);
  });
}

/** Runs the load for `seconds` (after a one-second warm-up) and measures it. */
export async function measureDashboard(
  target: DashboardBenchTarget,
  clients = 50,
  seconds = 10,
): Promise<DashboardFigures> {
  if (target.sessions.length === 0) throw new Error('no logged-in session');
  const job: ClientJob = {
    url: `${target.apiUrl}${dashboardEndpoints.dashboardList.path}`,
    tokens: target.sessions,
    clients,
    warmUpMs: 1000,
    seconds,
  };
  const { times, elapsedMs, cpu } = await timedInChild(job);
  times.sort((a, b) => a - b);
  return {
    clients,
    requests: times.length,
    requestsPerSecond: times.length / (elapsedMs / 1000),
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    serverCpuUsPerRequest: (cpu.server * 1000) / times.length,
    databaseCpuUsPerRequest: (cpu.database * 1000) / times.length,
  };
}

/** The figures as a markdown table row set, next to the goal. */
export function dashboardMarkdown(rows: Array<{ label: string; figures: DashboardFigures }>): string {
  const met = (figures: DashboardFigures) =>
    figures.requestsPerSecond >= DASHBOARD_GOAL.requestsPerSecond || figures.p95Ms <= DASHBOARD_GOAL.p95Ms;
  return [
    '| dashboard counts | clients | requests | req/s | p50 | p95 | server CPU / request | PostgreSQL CPU / request | goal >= 2,000 req/s or p95 <= 50 ms |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |',
    ...rows.map(
      ({ label, figures }) =>
        `| ${label} | ${figures.clients} | ${figures.requests.toLocaleString('en')} | ${Math.round(figures.requestsPerSecond).toLocaleString('en')} | ` +
        `${figures.p50Ms.toFixed(1)} ms | ${figures.p95Ms.toFixed(1)} ms | ${Math.round(figures.serverCpuUsPerRequest)} µs | ` +
        `${Math.round(figures.databaseCpuUsPerRequest)} µs | ${met(figures) ? 'met' : 'not met'} |`,
    ),
  ].join('\n');
}
