// `bench:scale -- performance` (issue 16): supplier performance at the bench volumes. The first fill as an
// upgrade runs it (the migration's backfill of first answers and its queue fill, read from the migration
// itself, then the recomputer draining the queue), then the dashboard's overview and the Supplier
// Performance list, p50/p95 as a buyer who sees every company and as a supplier, against the 200 ms goal, and the
// documents drill-down of a month (one supplier, and all suppliers of the busiest buyer company).
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { performanceEndpoints } from '@portal/contract/performance';
import { sql } from 'drizzle-orm';
import { performanceRecomputer } from '../../apps/server/src/modules/performance/recompute.ts';
import { drainUntilEmpty } from '../../apps/server/src/platform/workers/recompute-queue.ts';
import type { BenchAccount, ScaleContext, ScaleScenario } from './scenario.ts';
import { ms, timed } from './timing.ts';

const MIGRATIONS = resolve(import.meta.dirname, '../../apps/server/src/db/migrations');
const GOAL_MS = 200;

/** The migration's own statements: its backfills (UPDATE) and its queue fill (the last INSERT). */
function firstFillStatements(): { backfills: string[]; queue: string } {
  const file = readdirSync(MIGRATIONS).find((name) => name.endsWith('_performance_triggers.sql'));
  if (!file) throw new Error('the performance migration is missing');
  const statements = readFileSync(resolve(MIGRATIONS, file), 'utf8')
    .split('--> statement-breakpoint')
    .map((statement) => statement.replace(/^\s*--.*$/gm, '').trim());
  const queue = statements.findLast((statement) => statement.startsWith('INSERT INTO "performance_dirty"'));
  if (!queue) throw new Error('the migration has no queue fill');
  return { backfills: statements.filter((statement) => statement.startsWith('UPDATE')), queue };
}

async function seconds(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

async function firstFill(context: ScaleContext): Promise<string[]> {
  const { db } = context;
  const { backfills, queue } = firstFillStatements();
  await db.execute(sql`truncate performance_daily, performance_dirty`);
  // as in the migration: one transaction, without an audit entry per backfilled row
  const backfill = await seconds(() =>
    db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('portal.audit', 'off', true)`);
      for (const statement of backfills) await tx.execute(sql.raw(statement));
    }),
  );
  const queued = await seconds(() => db.execute(sql.raw(queue)));
  const counted = await db.execute<{ keys: number }>(
    sql`select count(*)::int as keys from performance_dirty`,
  );
  const drain = await seconds(() => drainUntilEmpty(db, performanceRecomputer, 500));
  const rows = await db.execute<{ rows: number }>(sql`select count(*)::int as rows from performance_daily`);
  return [
    `| first fill: backfill of first answers | ${backfill.toFixed(1)} s | |`,
    `| first fill: queue (${counted.rows[0]?.keys ?? 0} buckets) | ${queued.toFixed(1)} s | |`,
    `| first fill: worker drain to ${rows.rows[0]?.rows ?? 0} daily rows | ${drain.toFixed(1)} s | |`,
  ];
}

async function latency(
  context: ScaleContext,
  label: string,
  account: BenchAccount,
  call: () => Promise<unknown>,
) {
  const timing = await timed(context.rounds, call);
  const verdict = timing.p95 <= GOAL_MS ? 'met' : 'missed';
  return `| ${label} as ${account} | p50 ${ms(timing.p50)} ms, p95 ${ms(timing.p95)} ms | ${verdict} |`;
}

/** The busiest month of a buyer company and supplier (on-time and quantity documents), for the drill-down. */
async function drillTarget(context: ScaleContext) {
  const rows = await context.db.execute<{
    company: string;
    supplier: string;
    first: string;
    last: string;
  }>(sql`
    with busiest as (
      select p.buyer_company_id, p.supplier_company_id, date_trunc('month', p.day)::date as first
        from performance_daily p
       group by 1, 2, 3
       order by sum(p.on_time_total + p.quantity_total) desc
       limit 1)
    select b.company_code as company, s.company_code as supplier, to_char(m.first, 'YYYYMMDD') as first,
           to_char((m.first + interval '1 month - 1 day')::date, 'YYYYMMDD') as last
      from busiest m
      join companies b on b.id = m.buyer_company_id
      join companies s on s.id = m.supplier_company_id`);
  const target = rows.rows[0];
  if (!target) throw new Error('no figures to drill into');
  return target;
}

/** The documents behind a month's on-time and quantity figures: one supplier, and a buyer's all suppliers. */
async function drillDown(context: ScaleContext): Promise<string[]> {
  const target = await drillTarget(context);
  const month = { companyCode: target.company, dateFromStr: target.first, dateToStr: target.last, size: 10 };
  const lines: string[] = [];
  for (const kpi of ['onTime', 'quantity'] as const) {
    lines.push(
      await latency(
        context,
        `documents of ${target.first.slice(0, 6)}, ${kpi}, one supplier (${target.supplier})`,
        'buyer',
        () =>
          context.call('buyer', performanceEndpoints.documents, {
            ...month,
            kpi,
            supplierCode: target.supplier,
          }),
      ),
      await latency(
        context,
        `documents of ${target.first.slice(0, 6)}, ${kpi}, all suppliers of ${target.company}`,
        'buyer',
        () => context.call('buyer', performanceEndpoints.documents, { ...month, kpi }),
      ),
    );
  }
  return lines;
}

export const performanceScenario: ScaleScenario = {
  name: 'performance',
  async run(context) {
    const lines = [
      '## Supplier performance (issue 16)',
      '',
      `Goal: the dashboard's overview and the Supplier Performance list answer in under ${GOAL_MS} ms p95.`,
      '',
      '| measure | figure | goal |',
      '|---|---|---|',
      ...(await firstFill(context)),
    ];
    for (const account of ['buyer', 'supplier'] as const) {
      lines.push(
        await latency(context, 'overview (month, 12-month trend, ranking)', account, () =>
          context.call(account, performanceEndpoints.overview, { period: 'month' }),
        ),
        await latency(context, 'overview (week)', account, () =>
          context.call(account, performanceEndpoints.overview, { period: 'week' }),
        ),
        await latency(context, 'list (12 months, first page)', account, () =>
          context.call(account, performanceEndpoints.query, { period: 'month', size: 20 }),
        ),
        await latency(context, 'list sorted by score', account, () =>
          context.call(account, performanceEndpoints.query, { period: 'month', size: 20, sortName: 'score' }),
        ),
      );
    }
    lines.push(...(await drillDown(context)));
    return lines.join('\n');
  },
};
