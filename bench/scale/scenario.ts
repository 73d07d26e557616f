// What `npm run bench:scale` hands every scenario, and what a scenario is: a name to select it by and a run that
// answers its section of bench/results.md (markdown). A new bench joins the run with one line in scenarios.ts.
import type { EndpointDef } from '@portal/contract/endpoint';
import type { Database } from '../../apps/server/src/db/client.ts';

/** The demo accounts every scenario can call as: a buyer who sees every company, and one supplier. */
export const BENCH_ACCOUNTS = { buyer: 'superadmin', supplier: 'supplier.a' } as const;
export type BenchAccount = keyof typeof BENCH_ACCOUNTS;

export interface ScaleContext {
  /** where the app listens, e.g. http://127.0.0.1:41234 */
  baseUrl: string;
  /** the API's prefix under baseUrl, e.g. /api */
  apiBase: string;
  /** the session token of each account (sent as the Authorization header) */
  tokens: Record<BenchAccount, string>;
  databaseUrl: string;
  /** the bench database, for scenarios that compare with SQL run directly */
  db: Database;
  /** how many timed rounds a measurement takes (BENCH_ROUNDS) */
  rounds: number;
  /** calls a JSON endpoint as `account` and answers the envelope's data; throws on any code but 200 */
  call(account: BenchAccount, endpoint: EndpointDef, body: unknown): Promise<unknown>;
}

export interface ScaleScenario {
  /** what `npm run bench:scale -- <name>` selects */
  name: string;
  run(context: ScaleContext): Promise<string>;
}
