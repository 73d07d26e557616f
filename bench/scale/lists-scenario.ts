// Every paged list at the bench volumes, as the buyer and as the supplier: the first, a middle and the last
// page in the default order, the first page with a filter, the first and last page with another sort, and the
// first and a middle page right after a write, the middle one in the default and another order too (lists
// with a `touch`: remembered totals and rows no longer hold, a middle page is a cold jump); p50/p95 of each
// next to the goals (first page <= 100 ms p95, any page <= 300 ms p95).
import { allEndpoints } from '@portal/contract/all-endpoints';
import type { EndpointDef } from '@portal/contract/endpoint';
import type { SQL } from 'drizzle-orm';
import { chooseAsns, chooseTimelineRecord, LIST_CASES, type ListCase } from './list-cases.ts';
import type { BenchAccount, ScaleContext, ScaleScenario } from './scenario.ts';
import { ms, type Timing, timed, timedAfter } from './timing.ts';

const FIRST_PAGE_GOAL = 100;
const ANY_PAGE_GOAL = 300;
const PAGE_SIZE = Number(process.env.BENCH_PAGE_SIZE ?? 20);

interface Probe {
  label: string;
  first: boolean;
  body: (pages: number) => Record<string, unknown>;
}

function probesOf(list: ListCase): Probe[] {
  const plain = { ...list.base, size: PAGE_SIZE };
  const probes: Probe[] = [
    { label: 'first', first: true, body: () => ({ ...plain, pageNo: 1 }) },
    {
      label: 'middle',
      first: false,
      body: (pages) => ({ ...plain, pageNo: Math.max(1, Math.ceil(pages / 2)) }),
    },
    { label: 'last', first: false, body: (pages) => ({ ...plain, pageNo: Math.max(1, pages) }) },
  ];
  const { filter, sortName } = list;
  if (filter)
    probes.push({ label: 'filtered', first: true, body: () => ({ ...plain, ...filter, pageNo: 1 }) });
  if (!sortName) return probes;
  const sorted = { ...plain, sortName, sort: 'DESC' };
  return [
    ...probes,
    { label: `by ${sortName}`, first: true, body: () => ({ ...sorted, pageNo: 1 }) },
    {
      label: `by ${sortName}, last`,
      first: false,
      body: (pages) => ({ ...sorted, pageNo: Math.max(1, pages) }),
    },
  ];
}

function verdict(timing: Timing, first: boolean): string {
  const goal = first ? FIRST_PAGE_GOAL : ANY_PAGE_GOAL;
  return timing.p95 <= goal ? 'met' : `**not met** (${goal})`;
}

/**
 * A page right after a write to the list's tables: its remembered total and rows no longer hold, so the
 * first page counts again and a middle page, in the default order or another, is a cold jump (no page read
 * before is near it).
 */
async function measureAfterWrite(
  context: ScaleContext,
  list: ListCase,
  account: BenchAccount,
  total: number,
  touch: SQL,
): Promise<string[]> {
  const pages = Math.ceil(total / PAGE_SIZE);
  const middle = Math.max(1, Math.ceil(pages / 2));
  const probes = [
    { label: 'first', pageNo: 1, first: true, order: {} },
    { label: 'middle', pageNo: middle, first: false, order: {} },
  ];
  const { sortName } = list;
  if (sortName) {
    const order = { sortName, sort: 'DESC' };
    probes.push({ label: `by ${sortName}, middle`, pageNo: middle, first: false, order });
  }
  const rows: string[] = [];
  for (const { label, pageNo, first, order } of probes) {
    const request = { ...list.base, ...order, size: PAGE_SIZE, pageNo };
    const timing = await timedAfter(
      context.rounds,
      () => context.db.execute(touch),
      () => context.call(account, list.endpoint, request),
    );
    rows.push(
      `| ${list.name} | ${account} | ${total.toLocaleString('en')} | ${label} after a write (${pageNo}) | ${ms(timing.p50)} / ${ms(timing.p95)} | ${verdict(timing, first)} |`,
    );
  }
  return rows;
}

async function measureList(context: ScaleContext, list: ListCase, account: BenchAccount): Promise<string[]> {
  const probe = (await context.call(account, list.endpoint, {
    ...list.base,
    size: PAGE_SIZE,
    pageNo: 1,
  })) as {
    total: number;
  };
  const pages = Math.ceil(probe.total / PAGE_SIZE);
  const rows: string[] = [];
  if (list.touch) rows.push(...(await measureAfterWrite(context, list, account, probe.total, list.touch)));
  for (const { label, first, body } of probesOf(list)) {
    const request = body(pages);
    try {
      const timing = await timed(context.rounds, () => context.call(account, list.endpoint, request));
      const page = String(request.pageNo);
      rows.push(
        `| ${list.name} | ${account} | ${probe.total.toLocaleString('en')} | ${label} (${page}) | ${ms(timing.p50)} / ${ms(timing.p95)} | ${verdict(timing, first)} |`,
      );
    } catch (error) {
      rows.push(
        `| ${list.name} | ${account} | ${probe.total} | ${label} | failed: ${String(error).slice(0, 80)} | |`,
      );
    }
  }
  return rows;
}

/** Paged calls another scenario measures: the drill-down needs a month with figures (performance-scenario.ts). */
const MEASURED_ELSEWHERE: readonly EndpointDef[] = [allEndpoints.performance.documents];

/** Paged endpoints of the contract (a reply with a total) that no list case measures. */
function unmeasuredLists(): string[] {
  const measured = new Set<EndpointDef>([...LIST_CASES.map((list) => list.endpoint), ...MEASURED_ELSEWHERE]);
  const missing: string[] = [];
  for (const endpoints of Object.values(allEndpoints)) {
    for (const endpoint of Object.values(endpoints) as EndpointDef[]) {
      const shape = (endpoint.response as { shape?: Record<string, unknown> } | undefined)?.shape;
      if (shape && 'total' in shape && !measured.has(endpoint)) missing.push(endpoint.path);
    }
  }
  return missing;
}

export const listsScenario: ScaleScenario = {
  name: 'lists',
  async run(context) {
    await chooseAsns(context.db);
    await chooseTimelineRecord(context.db);
    const only = process.env.BENCH_LIST?.split(',').map((name) => name.trim());
    const rows: string[] = [];
    for (const list of LIST_CASES) {
      if (only && !only.some((name) => list.name.includes(name))) continue;
      for (const account of list.accounts) {
        try {
          const measured = await measureList(context, list, account);
          for (const row of measured) console.log(row);
          rows.push(...measured);
        } catch (error) {
          rows.push(`| ${list.name} | ${account} | | | refused: ${String(error).slice(0, 100)} | |`);
        }
      }
    }
    const missing = unmeasuredLists();
    return [
      `Lists, page size ${PAGE_SIZE}, ${context.rounds} rounds each, p50 / p95 in ms; goals: first page <= ${FIRST_PAGE_GOAL} ms p95, any page <= ${ANY_PAGE_GOAL} ms p95 (buyer: superadmin, every company; supplier: supplier.a):`,
      '',
      '| list | account | rows | page | p50 / p95 ms | goal |',
      '| ---- | ------- | ---- | ---- | ------------ | ---- |',
      ...rows,
      ...(missing.length ? ['', `Paged calls not measured: ${missing.join(', ')}.`] : []),
    ].join('\n');
  },
};
