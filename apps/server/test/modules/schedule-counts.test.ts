import { scheduleEndpoints } from '@portal/contract/schedule';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../src/db/client.ts';
import { plants, scheduleDetails, scheduleHeaders, userPlants } from '../../src/db/schema/index.ts';
import { foldScheduleSortCounts } from '../../src/modules/schedule/fold-sort-counts.ts';
import { createUser } from '../helpers/arrange.ts';
import { publishRelease } from '../helpers/arrange-schedules.ts';
import { useTestApp } from '../helpers/test-app.ts';
import {
  buildScheduleWorld,
  publishWorldReleases,
  type ScheduleWorld,
  weeklyLine,
} from './schedule-world.ts';

/**
 * The kept schedule counts (delivery_schedule_counts, and delivery_schedule_day_counts by release date too):
 * releases and lines per buyer, supplier and latest flag, against the tables themselves after every kind of write, and the lists' unfiltered totals read
 * from them. The whole table is compared: the demo's schedules of the template count too.
 */
const t = useTestApp();
const { queryList, queryDetailList } = scheduleEndpoints;

let world: ScheduleWorld;
let headers: Map<string, number>;
const tokens: Record<string, string> = {};
const header = (key: string) => headers.get(key) ?? 0;

type CountRow = {
  key: string;
  headers: number;
  lines: number;
};

/** The kept counts against the headers and lines counted, per buyer/supplier/flag. */
async function keptAndCounted() {
  const kept = await t().db.execute<CountRow>(sql`
    select buyer_company_id || '/' || supplier_company_id || '/' || is_latest as key,
           headers::int as headers, lines::int as lines
      from delivery_schedule_counts where headers <> 0 or lines <> 0 order by 1`);
  const counted = await t().db.execute<CountRow>(sql`
    select h.buyer_company_id || '/' || h.supplier_company_id || '/' || h.is_latest as key,
           count(*)::int as headers, coalesce(sum(l.n), 0)::int as lines
      from delivery_schedule_headers h
      left join (select header_id, count(*) as n from delivery_schedule_details group by 1) l on l.header_id = h.id
     group by 1 order by 1`);
  return { kept: kept.rows, counted: counted.rows };
}

/** The kept day counts against the headers and lines counted, per buyer/supplier/flag/release date. */
async function keptAndCountedByDay() {
  const kept = await t().db.execute<CountRow>(sql`
    select buyer_company_id || '/' || supplier_company_id || '/' || is_latest || '/' || release_date as key,
           headers::int as headers, lines::int as lines
      from delivery_schedule_day_counts where headers <> 0 or lines <> 0 order by 1`);
  const counted = await t().db.execute<CountRow>(sql`
    select h.buyer_company_id || '/' || h.supplier_company_id || '/' || h.is_latest || '/' || h.release_date as key,
           count(*)::int as headers, coalesce(sum(l.n), 0)::int as lines
      from delivery_schedule_headers h
      left join (select header_id, count(*) as n from delivery_schedule_details group by 1) l on l.header_id = h.id
     group by 1 order by 1`);
  return { kept: kept.rows, counted: counted.rows };
}

type SortCountRow = { key: string; lines: number };

/**
 * The kept sort counts (folded and not yet folded changes together) against the lines counted per field and
 * value, and per field, value and release date; each key names buyer/supplier/flag/field/value[/date]. The
 * world's buyers only: the demo's history is as many lines again, counted ten fields twice.
 */
async function keptAndCountedBySortValue() {
  const buyers = [world.ids.SB01, world.ids.SB02];
  const kept = await t().db.execute<SortCountRow>(sql`
    select concat_ws('/', buyer_company_id, supplier_company_id, is_latest, field, coalesce(value, '(null)'),
                     release_date) as key, sum(lines)::int as lines
      from (select * from delivery_schedule_sort_counts union all select * from delivery_schedule_sort_count_changes) c
     where buyer_company_id in ${buyers}
     group by 1 having sum(lines) <> 0 order by 1`);
  const counted = await t().db.execute<SortCountRow>(sql`
    select concat_ws('/', h.buyer_company_id, h.supplier_company_id, h.is_latest, v.field, coalesce(v.value, '(null)'),
                     day) as key, count(*)::int as lines
      from delivery_schedule_details d join delivery_schedule_headers h on h.id = d.header_id
     cross join lateral (values ('i18nStatus', d.release_status), ('lineNo', h.line_no), ('partNo', h.part_no),
                                ('partDesc', h.part_desc), ('type', d.schedule_type),
                                ('deliveryDateStr', d.delivery_date::text), ('deliveryTimeStr', d.delivery_time),
                                ('requestQty', d.request_qty::text), ('asnQty', d.asn_qty::text),
                                ('unshippedQty', d.unshipped_qty::text)) as v(field, value)
     cross join lateral (values (null::date), (h.release_date)) as days(day)
     where h.buyer_company_id in ${buyers}
     group by 1 order by 1`);
  return { kept: kept.rows, counted: counted.rows };
}

async function expectExact() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
  const byDay = await keptAndCountedByDay();
  expect(byDay.kept).toEqual(byDay.counted);
  const bySortValue = await keptAndCountedBySortValue();
  expect(bySortValue.kept).toEqual(bySortValue.counted);
}

/** The kept row of one of the world's pairs. */
async function keptOf(buyer: 'SB01' | 'SB02', supplier: 'SS01' | 'SS02', isLatest: 'Y' | 'N') {
  const { kept } = await keptAndCounted();
  const row = kept.find((entry) => entry.key === `${world.ids[buyer]}/${world.ids[supplier]}/${isLatest}`);
  return row ? { headers: row.headers, lines: row.lines } : { headers: 0, lines: 0 };
}

async function total(list: 'headers' | 'lines', account: string, body: Record<string, unknown> = {}) {
  const reply = await t().call(list === 'headers' ? queryList : queryDetailList, {
    token: tokens[account],
    body: { pageNo: 1, size: 5, ...body },
  });
  if (reply.code !== 200 || !reply.data) throw new Error(`${list}: ${reply.code} ${reply.msg}`);
  return reply.data.total;
}

/** Waits until another connection waits for a lock (the race's second writer is blocked). */
async function someoneWaitsForALock(db: Database) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const result = await db.execute<{ waiting: boolean }>(sql`
      select exists (select 1 from pg_stat_activity
                      where datname = current_database() and wait_event_type = 'Lock') as waiting`);
    if (result.rows[0]?.waiting) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('no connection came to wait for a lock');
}

/**
 * Two writes racing, each order in turn: the first one's transaction holds until the second waits for a
 * lock, then both commit and the counts must be exact. `write` is given which write, in which round (0, 1).
 */
async function raceBothWays<What extends string>(
  writes: readonly [What, What],
  write: (what: What, round: number, tx: Queryable) => Promise<unknown>,
) {
  const { db } = t();
  for (const [round, [first, second]] of [writes, [writes[1], writes[0]] as const].entries()) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = () => {};
    const firstWrote = new Promise<void>((resolve) => {
      started = resolve;
    });
    const firstTx = db.transaction(async (tx) => {
      await write(first, round, tx);
      started();
      await held;
    });
    await firstWrote;
    const secondTx = db.transaction(async (tx) => {
      await write(second, round, tx);
    });
    await someoneWaitsForALock(db);
    release();
    await Promise.all([firstTx, secondTx]);
    await expectExact();
  }
}

/** Two lines under a header, as a direct write (no application path adds lines to an existing release). */
function twoLines(headerId: number) {
  return [1, 2].map((day) => ({ headerId, deliveryDate: `2027-01-0${day}`, requestQty: '5' }));
}

beforeAll(async () => {
  world = await buildScheduleWorld(t().db);
  headers = await publishWorldReleases(t().db);
  for (const [name, account] of Object.entries(world.accounts)) tokens[name] = await t().login(account);
  const sp01User = await createUser(t().db, {
    userCode: 'sc.sp01',
    userType: 'B',
    companyIds: [world.ids.SB01],
    role: 'Adient-SCM',
  });
  const [sp01] = await t()
    .db.select({ id: plants.id })
    .from(plants)
    .where(and(eq(plants.companyId, world.ids.SB01), eq(plants.plantCode, 'SP01')));
  await t()
    .db.insert(userPlants)
    .values({ userId: sp01User, plantId: sp01?.id ?? 0 });
  tokens.sp01 = await t().login('sc.sp01');
});

describe('kept schedule counts', () => {
  it('follow releases as the ERP intake stores them, the superseded one moving to history', async () => {
    await expectExact();
    // R1's PO-1 was superseded by R2: one release of four lines in SB01/SS01's history
    expect(await keptOf('SB01', 'SS01', 'N')).toEqual({ headers: 1, lines: 4 });
    expect(await keptOf('SB01', 'SS01', 'Y')).toEqual({ headers: 2, lines: 8 });
    const line = { orderNo: 'PO-1', partNo: 'A-100', shipToPlant: 'SP01', supplierCode: 'SS01' };
    await publishRelease(t().db, {
      releaseNo: 'R4',
      releaseDate: '2026-11-16',
      buyerCompanyCode: 'SB01',
      lines: [weeklyLine(line, '2026-11-23')],
    });
    // a late, older release is stored as history right away
    await publishRelease(t().db, {
      releaseNo: 'R0',
      releaseDate: '2026-10-26',
      buyerCompanyCode: 'SB01',
      lines: [weeklyLine(line, '2026-11-02')],
    });
    await expectExact();
    expect(await keptOf('SB01', 'SS01', 'N')).toEqual({ headers: 3, lines: 12 });
    expect(await keptOf('SB01', 'SS01', 'Y')).toEqual({ headers: 2, lines: 8 });
  });

  it('follow line deletes, header deletes with their lines, a line moved and a flag set by hand', async () => {
    const { db } = t();
    const [first] = await db
      .select({ id: scheduleDetails.id })
      .from(scheduleDetails)
      .where(eq(scheduleDetails.headerId, header('R1:PO-2')))
      .limit(1);
    await db.delete(scheduleDetails).where(eq(scheduleDetails.id, first?.id ?? 0));
    await expectExact();
    await db
      .update(scheduleDetails)
      .set({ headerId: header('R1:PO-3') })
      .where(eq(scheduleDetails.headerId, header('R1:PO-2')));
    await expectExact();
    await db
      .update(scheduleHeaders)
      .set({ isLatest: 'N' })
      .where(eq(scheduleHeaders.id, header('R3:PO-9')));
    await db
      .update(scheduleHeaders)
      .set({ comments: 'a comment moves nothing' })
      .where(eq(scheduleHeaders.id, header('R1:PO-3')));
    await expectExact();
    // a release date changed by hand moves the release and its lines to that day
    await db
      .update(scheduleHeaders)
      .set({ releaseDate: '2026-11-03' })
      .where(eq(scheduleHeaders.id, header('R1:PO-3')));
    await expectExact();
    expect(await keptOf('SB02', 'SS01', 'Y')).toEqual({ headers: 0, lines: 0 });
    // the cascade takes the lines: counted once, by the header's delete
    await db.delete(scheduleHeaders).where(eq(scheduleHeaders.id, header('R1:PO-3')));
    await expectExact();
    expect(await keptOf('SB01', 'SS02', 'Y')).toEqual({ headers: 0, lines: 0 });
    await db
      .update(scheduleHeaders)
      .set({ isLatest: 'Y' })
      .where(eq(scheduleHeaders.id, header('R3:PO-9')));
    await expectExact();
  });

  it('follow the sorted fields of lines as shipping, answers and hand edits change them', async () => {
    const { db } = t();
    const lines = eq(scheduleDetails.headerId, header('R2:PO-1'));
    await db.update(scheduleDetails).set({ asnQty: '3' }).where(lines);
    await db.update(scheduleDetails).set({ releaseStatus: 'Confirmed' }).where(lines);
    await db
      .update(scheduleDetails)
      .set({ deliveryTime: '08:30', deliveryDate: '2026-12-24', scheduleType: 'Forecast' })
      .where(lines);
    await expectExact();
    // an update moving no sorted field appends no change
    const changes = async () =>
      (
        await db.execute<{ n: number }>(
          sql`select count(*)::int as n from delivery_schedule_sort_count_changes`,
        )
      ).rows[0]?.n;
    const before = await changes();
    await db.update(scheduleDetails).set({ reference: 'no sorted field' }).where(lines);
    await db.update(scheduleDetails).set({ asnQty: '3' }).where(lines);
    expect(await changes()).toBe(before);
    await db
      .update(scheduleDetails)
      .set({ asnQty: '0', releaseStatus: 'New', deliveryTime: null })
      .where(lines);
    await expectExact();
  });

  it('stay exact when a line is shipped on while its release is superseded, whichever comes first', async () => {
    const target = header('R3:PO-9');
    // the release goes to history in the first round and back in the second
    await raceBothWays(['ship', 'flag'], (what, round, tx) =>
      what === 'ship'
        ? tx
            .update(scheduleDetails)
            .set({ asnQty: sql`${scheduleDetails.asnQty} + 1` })
            .where(eq(scheduleDetails.headerId, target))
        : tx
            .update(scheduleHeaders)
            .set({ isLatest: round === 0 ? 'N' : 'Y' })
            .where(eq(scheduleHeaders.id, target)),
    );
  });

  it('are folded by housekeeping: the changes leave, the counts stay exact, emptied values go', async () => {
    const { db } = t();
    expect(await foldScheduleSortCounts(db)).toBeGreaterThan(0);
    const left = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from delivery_schedule_sort_count_changes`,
    );
    expect(left.rows[0]?.n).toBe(0);
    const empty = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from delivery_schedule_sort_counts where lines = 0`,
    );
    expect(empty.rows[0]?.n).toBe(0);
    await expectExact();
    expect(await foldScheduleSortCounts(db)).toBe(0);
  });

  it('stay exact when lines are written under a release being superseded, whichever comes first', async () => {
    const target = header('R3:PO-9');
    // the release goes to history in the first round and back in the second
    await raceBothWays(['lines', 'flag'], (what, round, tx) =>
      what === 'lines'
        ? tx.insert(scheduleDetails).values(twoLines(target))
        : tx
            .update(scheduleHeaders)
            .set({ isLatest: round === 0 ? 'N' : 'Y' })
            .where(eq(scheduleHeaders.id, target)),
    );
  });

  it('let two releases naming the same suppliers in another order be stored at once', async () => {
    const release = (releaseNo: string, orders: [string, string]) =>
      publishRelease(t().db, {
        releaseNo,
        releaseDate: '2026-11-20',
        buyerCompanyCode: 'SB01',
        lines: [
          weeklyLine(
            { orderNo: orders[0], partNo: 'A-100', shipToPlant: 'SP01', supplierCode: 'SS01' },
            '2026-12-01',
          ),
          weeklyLine(
            { orderNo: orders[1], partNo: 'B-100', shipToPlant: 'SP01', supplierCode: 'SS02' },
            '2026-12-01',
          ),
        ],
      });
    for (const round of [1, 2, 3]) {
      // R-A stores SS01 then SS02 (order numbers sort so), R-B SS02 then SS01
      await Promise.all([
        release(`RA${round}`, [`PA${round}-1`, `PA${round}-2`]),
        release(`RB${round}`, [`PB${round}-2`, `PB${round}-1`]),
      ]);
    }
    await expectExact();
  });
});

describe('the schedule lists’ unfiltered totals', () => {
  it('are the kept counts, each list and flag, and filtered totals count', async () => {
    for (const account of ['planner1', 'supplier1', 'planner2'] as const) {
      for (const isLatest of ['Y', 'N'] as const) {
        const { db } = t();
        const counted = async (list: 'headers' | 'lines') => {
          const result = await db.execute<{ n: number }>(sql`
            select count(*)::int as n from delivery_schedule_headers h
              ${list === 'lines' ? sql`join delivery_schedule_details d on d.header_id = h.id` : sql``}
              join user_companies u on u.company_id in (h.buyer_company_id, h.supplier_company_id)
              join users on users.id = u.user_id and users.user_code = ${world.accounts[account]}
             where h.is_latest = ${isLatest}`);
          return result.rows[0]?.n;
        };
        expect(await total('headers', account, { isLatest })).toBe(await counted('headers'));
        expect(await total('lines', account, { isLatest })).toBe(await counted('lines'));
      }
    }
    expect(await total('lines', 'planner1', { isLatest: 'N', orderNo: ['PO-1'] })).toBe(12);
    expect(await total('headers', 'planner1', { isLatest: 'N', orderNo: ['PO-1'] })).toBe(3);
    expect(
      await total('lines', 'planner1', { deliveryScheduleHeaderId: header('R2:PO-1'), isLatest: 'N' }),
    ).toBe(4);
  });

  it('come from the kept counts after a write, not from counting; a narrowed buyer counts', async () => {
    const { db } = t();
    const pair = sql`buyer_company_id = ${world.ids.SB01} and supplier_company_id = ${world.ids.SS01}`;
    const before = {
      history: await total('lines', 'planner1', { isLatest: 'N' }),
      releases: await total('headers', 'supplier1', { isLatest: 'N' }),
      filtered: await total('lines', 'planner1', { isLatest: 'N', orderNo: ['PO-1'] }),
      narrowed: await total('lines', 'sp01', { isLatest: 'N' }),
    };
    // kept counts off by 100 show in the unfiltered totals (once a write makes the lists count again)
    await db.execute(
      sql`update delivery_schedule_counts set headers = headers + 100, lines = lines + 100 where ${pair} and is_latest = 'N'`,
    );
    try {
      await db
        .update(scheduleHeaders)
        .set({ comments: 'a write' })
        .where(eq(scheduleHeaders.id, header('R2:PO-1')));
      expect(await total('lines', 'planner1', { isLatest: 'N' })).toBe(before.history + 100);
      expect(await total('headers', 'supplier1', { isLatest: 'N' })).toBe(before.releases + 100);
      expect(await total('lines', 'planner1', { isLatest: 'N', orderNo: ['PO-1'] })).toBe(before.filtered);
      expect(await total('lines', 'sp01', { isLatest: 'N' })).toBe(before.narrowed);
    } finally {
      await db.execute(
        sql`update delivery_schedule_counts set headers = headers - 100, lines = lines - 100 where ${pair} and is_latest = 'N'`,
      );
    }
  });

  it('start again from nothing when the tables are truncated', async () => {
    const { db } = t();
    await db.execute(sql`truncate delivery_schedule_details cascade`);
    await expectExact();
    await db.execute(sql`truncate delivery_schedule_headers cascade`);
    const { kept } = await keptAndCounted();
    expect(kept).toEqual([]);
    await publishWorldReleases(db);
    await expectExact();
  });
});
