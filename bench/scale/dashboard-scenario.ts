// `bench:scale -- dashboard`: 50 clients on the dashboard's counts at the bench volumes (issue 14's goal:
// >= 2,000 req/s or p95 <= 50 ms). The clients take the bench accounts' two sessions in turn: the session
// check answers from its per-instance cache, so sharing a session no longer queues on its row.
import { dashboardMarkdown, measureDashboard } from './dashboard.ts';
import type { ScaleScenario } from './scenario.ts';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

export const dashboardScenario: ScaleScenario = {
  name: 'dashboard',
  async run(context) {
    const target = {
      apiUrl: `${context.baseUrl}${context.apiBase}`,
      sessions: [context.tokens.buyer, context.tokens.supplier],
    };
    const figures = await measureDashboard(target, CLIENTS, SECONDS);
    return dashboardMarkdown([{ label: `${CLIENTS} clients, buyer and supplier sessions`, figures }]);
  },
};
