// A list screen with 500-row pages in a real browser: the delivery schedule query screen's line table
// (where suppliers work) on a database with thousands of latest schedule lines, served by the real app
// with the built web (`npm run build` first), in Debian's Chromium at 1440x900. Reports the median of
//   render: a 500-row page shown (the page size switched to 500, then next/previous page), and
//   sort:   a header click on a 500-row page until the sorted rows are painted,
// each from the click to the painted rows: the CPU time the browser and the server (with its database)
// spent on it, which stands for the time on an idle machine, and the wall clock under the machine's load.
//   npm run bench:list            embedded PostgreSQL in bench/.data (or DATABASE_URL's server)
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { prepareDatabase } from '../apps/server/src/db/prepare.ts';
import { DEMO_PASSWORD } from '../apps/server/src/db/seed/demo-accounts.ts';
import { openBenchDatabase } from './bench-database.ts';
import { cpuSnapshot } from './process-cpu.ts';
import { activePairCount, generateSchedules, planFor } from './schedule-generator.ts';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 6);
/** Latest lines to have at least (a release's older versions are not listed, so two releases per line). */
const LATEST_LINES = 3_000;
const ACCOUNT = 'scm';
const LINES_CALL = '/api/adientSchedule/queryDetailList';

function cn(namespace: string, key: string): string {
  const file = path.resolve(import.meta.dirname, `../apps/web/src/locales/cn/${namespace}.json`);
  const value = key
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown>)[part],
      JSON.parse(readFileSync(file, 'utf8')),
    );
  if (typeof value !== 'string') throw new Error(`no text ${namespace}:${key}`);
  return value;
}

async function preparedApp() {
  const database = await openBenchDatabase('portal_bench_list');
  const handle = openDatabase(database.url, 10);
  await prepareDatabase(handle.db, { demo: true });
  const latest = await handle.db.execute<{ n: number }>(
    sql`select count(*)::int as n from delivery_schedule_details d
        join delivery_schedule_headers h on h.id = d.header_id
        where h.is_latest = 'Y'`,
  );
  if ((latest.rows[0]?.n ?? 0) < LATEST_LINES) {
    const pairs = await activePairCount(handle.db);
    const written = await generateSchedules(handle.db, planFor(LATEST_LINES * 2, pairs, 2));
    console.log(`generated ${written} schedule lines`);
  }
  const webDist = path.resolve(import.meta.dirname, '../apps/web/dist');
  const app = await buildApp({ config: { ...loadConfig({}), webDist }, db: handle.db, logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const stop = async () => {
    await app.close();
    await handle.close();
    await database.stop();
  };
  return { address, stop };
}

const lines = (page: Page) => page.locator('.schedule-lines');

/** What the line table shows once the click's answer is painted. */
type Painted = { activePage?: string; sortOrder?: 'ascending' | 'descending' | 'none' };

/** Click to painted: the list call answered, the spinner gone, 500 virtual rows, one animation frame. */
async function timedClick(page: Page, click: () => Promise<void>, painted: Painted = {}) {
  const cpuBefore = cpuSnapshot();
  const started = performance.now();
  const reply = page.waitForResponse((response) => new URL(response.url()).pathname === LINES_CALL);
  await click();
  await reply;
  const answered = performance.now();
  // a function, not a string: the portal's content security policy forbids evaluating strings
  await page.waitForFunction(
    ({ activePage, sortOrder }) => {
      const table = document.querySelector('.schedule-lines');
      if (!table || table.querySelector('.ant-spin-spinning')) return false;
      if (!table.querySelector('.ant-table-tbody-virtual')) return false;
      const active = table.querySelector('.ant-pagination-item-active')?.textContent;
      if (activePage !== undefined && active !== activePage) return false;
      const sorted = table.querySelector('th[aria-sort]')?.getAttribute('aria-sort') ?? 'none';
      return sortOrder === undefined || sorted === sortOrder;
    },
    painted,
    { polling: 'raf' },
  );
  const done = performance.now();
  const cpu = cpuSnapshot();
  return {
    total: done - started,
    call: answered - started,
    browser: cpu.browser - cpuBefore.browser,
    server: cpu.server - cpuBefore.server,
  };
}

async function signIn(page: Page, address: string) {
  await page.goto(`${address}/login`);
  await page.getByLabel(cn('session', 'login.userCode'), { exact: true }).fill(ACCOUNT);
  await page.getByLabel(cn('session', 'login.password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.locator('button[type=submit]').click();
  await page.waitForURL((url) => url.pathname === '/dashboard');
}

async function measure(page: Page, address: string) {
  await signIn(page, address);
  await page.goto(`${address}/deliveryScheduleQuery`);
  await lines(page).locator('.ant-table-row').first().waitFor();
  const render = [];
  await lines(page).locator('.ant-pagination-options .ant-select').click();
  const size500 = page.locator('.ant-select-item-option').filter({ hasText: '500' });
  render.push(await timedClick(page, () => size500.click()));
  for (let round = 1; round < ROUNDS; round++) {
    const pager = round % 2 ? '.ant-pagination-next' : '.ant-pagination-prev';
    const current = round % 2 ? 2 : 1;
    render.push(
      await timedClick(page, () => lines(page).locator(pager).click(), { activePage: String(current) }),
    );
  }
  const header = lines(page).locator('thead th.ant-table-column-has-sorters', {
    hasText: cn('schedule', 'fields.requestQty'),
  });
  const sort = [];
  for (let round = 0; round < ROUNDS; round++) {
    // the header cycles ascending, descending, unsorted
    const sortOrder = (['ascending', 'descending', 'none'] as const)[round % 3];
    sort.push(await timedClick(page, () => header.first().click(), { sortOrder }));
  }
  return { render, sort };
}

type Timing = { total: number; call: number; browser: number; server: number };

function summary(name: string, times: Timing[]) {
  const p50 = (pick: (time: Timing) => number) =>
    [...times.map(pick)].sort((a, b) => a - b)[Math.floor(times.length / 2)] ?? Number.NaN;
  const ms = (value: number) => `${Math.round(value)} ms`;
  const cells = [
    p50((time) => time.browser),
    p50((time) => time.server),
    p50((time) => time.browser + time.server),
    p50((time) => time.total),
    p50((time) => time.call),
  ];
  console.log(`| ${name} | ${cells.map(ms).join(' | ')} |`);
}

const portal = await preparedApp();
const browser = await chromium.launch({
  executablePath: process.env.E2E_CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
  const { render, sort } = await measure(await context.newPage(), portal.address);
  console.log(`load average ${loadavg()[0]?.toFixed(1)} on ${cpus().length} cores`);
  console.log(
    '| 500-row page, p50 | browser CPU | server + database CPU | CPU in all | wall clock, click to painted | of it until the reply |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  summary('render', render);
  summary('sort', sort);
} finally {
  await browser.close();
  await portal.stop();
}
