import {
  type ScheduleDetailQuery,
  type ScheduleHeaderQuery,
  scheduleEndpoints,
} from '@portal/contract/schedule';
import { type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { detailPartIds, detailSeek } from '../../src/modules/schedule/detail-repo.ts';
import { headerSeek } from '../../src/modules/schedule/header-repo.ts';
import type { DataScope } from '../../src/platform/access/data-scope.ts';
import { NEAR_START_ROWS } from '../../src/platform/lists/page-window.ts';
import { createCompany, createUser, relate } from '../helpers/arrange.ts';
import { expectColdPagesAsOffset } from '../helpers/cold-pages.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Deep pages of the unfiltered schedule lists in their default order, jumped to cold (a write before every
 * call: no page read before is remembered), are read from the first or last row of their release date found
 * through the day counts (day-seek.ts), and the line list re-sorted by a line field from the first or last
 * line of its value and release date (sort-counts.ts): each page is what OFFSET answers, and each row the
 * counts point at is at the place they say, as a buyer and as a supplier delivering to two buyers.
 */
const t = useTestApp();
const { queryList, queryDetailList } = scheduleEndpoints;
const SIZE = 20;

let ids: Record<'DB01' | 'DB02' | 'DS01' | 'DS02', number>;
const tokens: Record<'buyer' | 'supplier', string> = { buyer: '', supplier: '' };

/** Releases on 120 days, one to four a day per pair, 8 to 12 lines each with tied delivery dates and times. */
async function publishHistory() {
  await t().db.execute(sql`
    insert into delivery_schedule_headers
      (release_no, order_no, line_no, part_no, buyer_company_id, ship_to_plant, supplier_company_id,
       release_date, is_latest)
    select 'DR' || day || '-' || n, 'DPO-' || pair.buyer || '-' || pair.supplier || '-' || n, '10', 'DP-' || n,
           pair.buyer, 'DP01', pair.supplier, date '2026-06-01' + day, 'N'
      from (values (${ids.DB01}::bigint, ${ids.DS01}::bigint), (${ids.DB01}, ${ids.DS02}),
                   (${ids.DB02}, ${ids.DS01})) as pair(buyer, supplier),
           generate_series(0, 119) as day,
           generate_series(1, 4) as n
     where n <= 1 + (day + pair.supplier::int) % 4`);
  await t().db.execute(sql`
    insert into delivery_schedule_details (header_id, delivery_date, delivery_time, request_qty)
    select h.id, h.release_date + (k % 3), case when k % 2 = 0 then '08:00' end, k
      from delivery_schedule_headers h, generate_series(1, 12) as k
     where h.ship_to_plant = 'DP01' and k <= 8 + h.id % 5`);
  // a third of the lines shipped: most lines share asnQty 0, the rest spread over twelve values
  await t().db.execute(sql`
    update delivery_schedule_details d set asn_qty = d.request_qty
      from delivery_schedule_headers h where h.id = d.header_id and h.ship_to_plant = 'DP01' and d.id % 3 = 0`);
}

/** A write to the schedule tables: the lists' remembered totals and rows no longer hold. */
async function touch() {
  await t().db.execute(sql`update delivery_schedule_headers set comments = comments
                            where id = (select min(id) from delivery_schedule_headers where ship_to_plant = 'DP01')`);
}

const LINE_ORDER = sql`h.release_date desc, h.id desc, d.delivery_date, d.delivery_time, d.id`;

/** Line sorts with the column each sorts by, as the list orders them (then its default order). */
const RE_SORTS = [
  { sortName: 'requestQty', sort: 'ASC', column: sql`d.request_qty asc` },
  { sortName: 'requestQty', sort: 'DESC', column: sql`d.request_qty desc` },
  // nulls first descending
  { sortName: 'deliveryTimeStr', sort: 'DESC', column: sql`d.delivery_time desc` },
  // two thirds of the lines hold one value: found by its release dates
  { sortName: 'asnQty', sort: 'ASC', column: sql`d.asn_qty asc` },
] as const;

/** The unfiltered history's first page in a re-sort, as the seeks and part reads take it. */
function reSortedQuery(reSort: { sortName: string; sort: 'ASC' | 'DESC' }): ScheduleDetailQuery {
  return {
    isLatest: 'N',
    pageNo: 1,
    size: SIZE,
    headerSort: 'ASC',
    sortName: reSort.sortName,
    sort: reSort.sort,
  };
}

async function lineIdsByOffset(
  scope: SQL,
  offset: number,
  limit: number,
  reSort?: { column: SQL },
): Promise<number[]> {
  const order = reSort ? sql`${reSort.column}, ${LINE_ORDER}` : LINE_ORDER;
  const result = await t().db.execute<{ id: number }>(sql`
    select d.id::int as id from delivery_schedule_details d join delivery_schedule_headers h on h.id = d.header_id
     where h.is_latest = 'N' and ${scope} order by ${order} offset ${offset} limit ${limit}`);
  return result.rows.map((row) => row.id);
}

async function headerIdsByOffset(scope: SQL, offset: number, limit: number): Promise<number[]> {
  const result = await t().db.execute<{ id: number }>(sql`
    select h.id::int as id from delivery_schedule_headers h
     where h.is_latest = 'N' and ${scope} order by h.release_date desc, h.id desc offset ${offset} limit ${limit}`);
  return result.rows.map((row) => row.id);
}

const accounts = () =>
  [
    {
      name: 'buyer',
      scope: sql`h.buyer_company_id = ${ids.DB01}`,
      dataScope: { kind: 'buyer', buyerCompanyIds: [ids.DB01] } satisfies DataScope,
    },
    {
      name: 'supplier',
      scope: sql`h.supplier_company_id = ${ids.DS01}`,
      dataScope: { kind: 'supplier', supplierCompanyId: ids.DS01, supplierCode: 'DS01' } satisfies DataScope,
    },
  ] as const;

beforeAll(async () => {
  const { db } = t();
  ids = {
    DB01: await createCompany(db, { code: 'DB01', type: 'B' }),
    DB02: await createCompany(db, { code: 'DB02', type: 'B' }),
    DS01: await createCompany(db, { code: 'DS01', type: 'S' }),
    DS02: await createCompany(db, { code: 'DS02', type: 'S' }),
  };
  await relate(db, ids.DB01, ids.DS01);
  await relate(db, ids.DB01, ids.DS02);
  await relate(db, ids.DB02, ids.DS01);
  await createUser(db, { userCode: 'dp.buyer', userType: 'B', companyIds: [ids.DB01], role: 'Adient-SCM' });
  await createUser(db, { userCode: 'dp.supplier', userType: 'S', companyIds: [ids.DS01], role: 'Supplier' });
  tokens.buyer = await t().login('dp.buyer');
  tokens.supplier = await t().login('dp.supplier');
  await publishHistory();
});

describe('deep pages of the schedule lists jumped to cold', () => {
  for (const account of ['buyer', 'supplier'] as const) {
    it(`answer what OFFSET does on deep line pages, as the ${account}`, async () => {
      const { scope } = accounts().find((entry) => entry.name === account) ?? accounts()[0];
      const total = (await lineIdsByOffset(scope, 0, 1_000_000)).length;
      expect(total).toBeGreaterThan(2 * NEAR_START_ROWS + 50 * SIZE);
      await expectColdPagesAsOffset({
        rows: total,
        size: SIZE,
        write: touch,
        page: async (pageNo) => {
          const reply = await t().call(queryDetailList, {
            token: tokens[account],
            body: { isLatest: 'N', pageNo, size: SIZE },
          });
          expect(reply.code).toBe(200);
          return {
            ids: reply.data?.records.map((row) => row.deliveryScheduleDetailId),
            total: reply.data?.total,
          };
        },
        byOffset: (offset) => lineIdsByOffset(scope, offset, SIZE),
        step: 2,
      });
    });

    it(`answer what OFFSET does on deep line pages re-sorted by a counted field, as the ${account}`, async () => {
      const { scope } = accounts().find((entry) => entry.name === account) ?? accounts()[0];
      const total = (await lineIdsByOffset(scope, 0, 1_000_000)).length;
      const lastPage = Math.ceil(total / SIZE);
      for (const reSort of RE_SORTS) {
        const page = async (pageNo: number) => {
          const reply = await t().call(queryDetailList, {
            token: tokens[account],
            body: { isLatest: 'N', pageNo, size: SIZE, sortName: reSort.sortName, sort: reSort.sort },
          });
          expect(reply.code).toBe(200);
          return {
            ids: reply.data?.records.map((row) => row.deliveryScheduleDetailId),
            total: reply.data?.total,
          };
        };
        // pages near either end are read part by part too
        for (const pageNo of [1, 2, 3, 7, lastPage - 1, lastPage]) {
          await touch();
          expect((await page(pageNo)).ids, `${reSort.sortName} page ${pageNo}`).toEqual(
            await lineIdsByOffset(scope, (pageNo - 1) * SIZE, SIZE, reSort),
          );
        }
        await expectColdPagesAsOffset({
          rows: total,
          size: SIZE,
          write: touch,
          page,
          byOffset: (offset) => lineIdsByOffset(scope, offset, SIZE, reSort),
          step: 13,
        });
      }
    });

    it(`answer what OFFSET does on release pages, as the ${account}`, async () => {
      const { scope } = accounts().find((entry) => entry.name === account) ?? accounts()[0];
      const total = (await headerIdsByOffset(scope, 0, 1_000_000)).length;
      for (let pageNo = 1; (pageNo - 1) * 2 < total; pageNo += 7) {
        await touch();
        const reply = await t().call(queryList, {
          token: tokens[account],
          body: { isLatest: 'N', pageNo, size: 2 },
        });
        const rows = reply.data?.records.map((row) => row.deliveryScheduleHeaderId);
        expect(rows, `page ${pageNo}`).toEqual(await headerIdsByOffset(scope, (pageNo - 1) * 2, 2));
      }
    });
  }

  it('find the first and last row of the release date holding a position, at their places', async () => {
    for (const { scope, dataScope } of accounts()) {
      const lines = await lineIdsByOffset(scope, 0, 1_000_000);
      const headers = await headerIdsByOffset(scope, 0, 1_000_000);
      const lineSeek = detailSeek(
        t().db,
        { isLatest: 'N', pageNo: 1, size: SIZE } as ScheduleDetailQuery,
        dataScope,
      );
      const releaseSeek = headerSeek(
        t().db,
        { isLatest: 'N', pageNo: 1, size: SIZE } as ScheduleHeaderQuery,
        dataScope,
      );
      for (const position of [0, 1, 17, 500, NEAR_START_ROWS, lines.length - 1]) {
        const anchors = (await lineSeek?.(position)) ?? [];
        expect(anchors).toHaveLength(2);
        const [first, last] = anchors;
        expect(first?.position).toBeLessThanOrEqual(position);
        expect(last?.position).toBeGreaterThanOrEqual(position);
        // the last key value is the line's id
        expect(Number(first?.values.at(-1))).toBe(lines[first?.position ?? -1]);
        expect(Number(last?.values.at(-1))).toBe(lines[last?.position ?? -1]);
      }
      const [first, last] = (await releaseSeek?.(headers.length - 1)) ?? [];
      expect(Number(first?.values.at(-1))).toBe(headers[first?.position ?? -1]);
      expect(last?.position).toBe(headers.length - 1);
      expect(Number(last?.values.at(-1))).toBe(headers.at(-1));
      expect(await lineSeek?.(lines.length)).toEqual([]);
    }
  });

  it('find the first and last line of the value and release date holding a position, re-sorted', async () => {
    for (const { scope, dataScope } of accounts()) {
      for (const reSort of RE_SORTS) {
        const lines = await lineIdsByOffset(scope, 0, 1_000_000, reSort);
        const seek = detailSeek(t().db, reSortedQuery(reSort), dataScope);
        for (const position of [0, 1, 17, 500, NEAR_START_ROWS, lines.length - 1]) {
          const [first, last, ...more] = (await seek?.(position)) ?? [];
          expect(more).toEqual([]);
          expect(first?.position).toBeLessThanOrEqual(position);
          expect(last?.position).toBeGreaterThanOrEqual(position);
          expect(Number(first?.values.at(-1)), `${reSort.sortName} ${position}`).toBe(
            lines[first?.position ?? -1],
          );
          expect(Number(last?.values.at(-1))).toBe(lines[last?.position ?? -1]);
        }
        expect(await seek?.(lines.length)).toEqual([]);
      }
    }
  });

  it('read a re-sorted page inside one value and release date, or over a few, by those parts alone', async () => {
    const { scope, dataScope } = accounts()[0];
    const reSort = RE_SORTS[3];
    const query = reSortedQuery(reSort);
    const read = detailPartIds(t().db, query, dataScope);
    for (const offset of [0, 40, 500, 1234]) {
      const ids = await read?.({ offset, limit: SIZE, reversed: false });
      expect(ids?.map((row) => row.id)).toEqual(await lineIdsByOffset(scope, offset, SIZE, reSort));
    }
    // each ASN quantity but 0 holds a few hundred lines: a run of them is one part, read whole
    const byShipped = detailPartIds(t().db, { ...query, sort: 'DESC' }, dataScope);
    const shippedOrder = { column: sql`d.asn_qty desc` };
    for (const [offset, limit] of [
      [100, 300],
      [0, 2000],
    ] as const) {
      const run = await byShipped?.({ offset, limit, reversed: false });
      expect(run?.map((row) => row.id)).toEqual(await lineIdsByOffset(scope, offset, limit, shippedOrder));
    }
    // every line has one type: one part a release date, and a page over more than eight is left to the
    // other reads
    const byType = detailPartIds(t().db, { ...query, sortName: 'type' }, dataScope);
    expect(await byType?.({ offset: 0, limit: 1000, reversed: false })).toBeUndefined();
    // the quantity's index reads its order: no parts
    expect(detailPartIds(t().db, { ...query, sortName: 'requestQty' }, dataScope)).toBeUndefined();
    expect(detailPartIds(t().db, { ...query, sortName: undefined }, dataScope)).toBeUndefined();
  });

  it('do not seek a filtered list, one sorted by a cumulative quantity or by a release field', () => {
    const scope: DataScope = { kind: 'supplier', supplierCompanyId: ids.DS01, supplierCode: 'DS01' };
    const base = { isLatest: 'N', pageNo: 1, size: SIZE } as const;
    expect(detailSeek(t().db, { ...base, itemStatus: 'New' } as ScheduleDetailQuery, scope)).toBeUndefined();
    expect(detailSeek(t().db, { ...base, sortName: 'cumQty' } as ScheduleDetailQuery, scope)).toBeUndefined();
    expect(
      detailSeek(t().db, { ...base, sortName: 'requestQty' } as ScheduleDetailQuery, scope),
    ).toBeDefined();
    expect(
      detailSeek(t().db, { ...base, headerSortName: 'model' } as ScheduleDetailQuery, scope),
    ).toBeUndefined();
    expect(headerSeek(t().db, { ...base, partNo: ['DP-1'] } as ScheduleHeaderQuery, scope)).toBeUndefined();
    expect(detailSeek(t().db, base as ScheduleDetailQuery, scope)).toBeDefined();
  });
});
