import { sql } from 'drizzle-orm';
import { date, integer, numeric, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { atOrAfter, keyedIds } from '../../src/platform/lists/keyset.ts';
import {
  type IdPagedList,
  type IdRow,
  nearestPlan,
  readPageOfIds,
} from '../../src/platform/lists/keyset-page.ts';
import { anchorKey } from '../../src/platform/lists/page-anchors.ts';
import { NEAR_START_ROWS, type PageWindow } from '../../src/platform/lists/page-window.ts';
import { ascending, descending, orderSql, type SortKey } from '../../src/platform/lists/sort-keys.ts';
import { useTestApp } from '../helpers/test-app.ts';

const probe = pgTable('keyset_probe', {
  id: integer('id').primaryKey(),
  grp: integer('grp').notNull(),
  label: text('label'),
  at: timestamp('at', { withTimezone: true }),
  day: date('day', { mode: 'string' }).notNull(),
  qty: numeric('qty', { precision: 18, scale: 5 }).notNull(),
});
const ROWS = 3 * NEAR_START_ROWS + 41;
const SIZE = 50;
const PAGES = Math.ceil(ROWS / SIZE);

const orders: Array<[string, SortKey[]]> = [
  ['a not-null column then the id', [descending(probe.grp), ascending(probe.id)]],
  ['a nullable text ascending', [ascending(probe.label), descending(probe.grp), ascending(probe.id)]],
  ['a nullable text descending', [descending(probe.label), descending(probe.grp), ascending(probe.id)]],
  [
    'not-null date and numeric keys of one direction (an index seek by both), then the id',
    [descending(probe.day), descending(probe.qty), descending(probe.id)],
  ],
  [
    'microsecond timestamps with nulls, mixed directions',
    [descending(probe.at), ascending(probe.label), descending(probe.id)],
  ],
];

describe('keyset reads from remembered rows', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const { db } = t();
    await db.execute(sql`create table keyset_probe (id integer primary key, grp integer not null, label text,
                                                     at timestamptz, day date not null, qty numeric(18, 5) not null)`);
    // ties everywhere, nulls in both nullable columns, timestamps that differ in microseconds only
    await db.execute(sql`
      insert into keyset_probe
      select n, n % 7, case when n % 5 = 0 then null else 'L' || (n % 3) end,
             case when n % 13 = 0 then null
                  else timestamptz '2026-01-01 00:00:00+00' + (n % 400) * interval '1 microsecond' end,
             date '2026-01-01' + (n % 30), (n % 17) / 8.0
        from generate_series(1, ${ROWS}) n`);
    // the change sequence a list's tables have (migration 0017)
    await db.execute(sql`create sequence keyset_probe_changes`);
    await db.execute(sql`create trigger keyset_probe_count_change after insert or update or delete or truncate
                           on keyset_probe for each statement execute function list_count_change()`);
  });

  async function byOffset(keys: SortKey[], pageNo: number): Promise<number[]> {
    const rows = await t()
      .db.select({ id: probe.id })
      .from(probe)
      .orderBy(...orderSql(keys))
      .limit(SIZE)
      .offset((pageNo - 1) * SIZE);
    return rows.map((row) => row.id);
  }

  /** A page through readPageOfIds, with the windows its id reads asked for (and the list's seek, if any). */
  async function byAnchors(
    name: string,
    keys: SortKey[],
    pageNo: number,
    seek?: IdPagedList<number>['seek'],
  ) {
    const { db } = t();
    const reads: Array<{ window: PageWindow; keyset: boolean }> = [];
    const page = await readPageOfIds(
      db,
      { pageNo, size: SIZE },
      {
        key: anchorKey('keyset probe', { name }, {}),
        tables: ['keyset_probe'],
        keys,
        count: async () => {
          const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from keyset_probe`);
          return result.rows[0]?.n ?? 0;
        },
        ids: async (window, from): Promise<IdRow[]> => {
          reads.push({ window, keyset: from !== undefined });
          return keyedIds(db, keys, window.reversed, (keyColumns, order) =>
            db
              .select({ id: probe.id, ...keyColumns })
              .from(probe)
              .where(from)
              .orderBy(...order)
              .limit(window.limit)
              .offset(window.offset),
          );
        },
        rows: async (ids) => ids,
        seek,
      },
    );
    return { ...page, reads };
  }

  for (const [name, keys] of orders) {
    it(`answers exactly what OFFSET does, paging on, back, again and jumping, ${name}`, async () => {
      const deep = NEAR_START_ROWS / SIZE + 3;
      const walk = [
        deep,
        deep + 1,
        deep + 2,
        deep + 1,
        deep + 1,
        PAGES - 3,
        PAGES - 4,
        deep + 10,
        PAGES,
        PAGES + 1,
      ];
      for (const pageNo of walk) {
        const page = await byAnchors(name, keys, pageNo);
        expect(page.rows, `page ${pageNo}`).toEqual(await byOffset(keys, pageNo));
        expect(page.total).toBe(ROWS);
      }
    });
  }

  it('reads the next, previous and same deep page from a remembered row, skipping at most that row', async () => {
    const [name, keys] = orders[1] ?? ['', []];
    const deep = NEAR_START_ROWS / SIZE + 5;
    // other test files' transactions in progress keep rows from being remembered: try until one is
    let remembered = false;
    for (let attempt = 0; attempt < 100 && !remembered; attempt++) {
      await byAnchors(`${name} next`, keys, deep);
      const next = await byAnchors(`${name} next`, keys, deep + 1);
      remembered = next.reads.every((read) => read.keyset && read.window.offset <= 1);
      if (!remembered) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(remembered).toBe(true);
    for (const pageNo of [deep + 2, deep + 1, deep + 1, deep]) {
      const page = await byAnchors(`${name} next`, keys, pageNo);
      // from the row before the page (it is skipped) or the page's own first or last row
      expect(page.reads).toHaveLength(1);
      expect(page.reads[0]?.keyset).toBe(true);
      expect(page.reads[0]?.window.offset).toBeLessThanOrEqual(1);
      expect(page.rows).toEqual(await byOffset(keys, pageNo));
    }
  });

  it('asks a list that can seek for rows near a page far from every known row, and reads from the nearest', async () => {
    const [name, keys] = orders[3] ?? ['', []];
    const asked: number[] = [];
    // the fixture's seek: the row at the last multiple of 100 at or before the position, read by OFFSET
    const seek = async (position: number) => {
      asked.push(position);
      const at = position - (position % 100);
      const [row] = await keyedIds(t().db, keys, false, (keyColumns, order) =>
        t()
          .db.select({ id: probe.id, ...keyColumns })
          .from(probe)
          .orderBy(...order)
          .limit(1)
          .offset(at),
      );
      return row ? [{ position: at, values: row.key }] : [];
    };
    const middle = Math.ceil(PAGES / 2);
    const cold = await byAnchors(`${name} seek`, keys, middle, seek);
    expect(asked).toEqual([(middle - 1) * SIZE]);
    expect(cold.reads).toEqual([
      { window: { limit: SIZE, offset: ((middle - 1) * SIZE) % 100, reversed: false }, keyset: true },
    ]);
    expect(cold.rows).toEqual(await byOffset(keys, middle));
    // a page near the start or the end is read from there, without asking
    asked.length = 0;
    for (const pageNo of [2, PAGES - 1]) {
      const page = await byAnchors(`${name} seek`, keys, pageNo, seek);
      expect(page.rows).toEqual(await byOffset(keys, pageNo));
    }
    expect(asked).toEqual([]);
  });

  it('forgets the remembered rows when the table changes', async () => {
    const [name, keys] = orders[0] ?? ['', []];
    const deep = NEAR_START_ROWS / SIZE + 7;
    let remembered = false;
    for (let attempt = 0; attempt < 100 && !remembered; attempt++) {
      await byAnchors(`${name} write`, keys, deep);
      remembered = (await byAnchors(`${name} write`, keys, deep)).reads.every((read) => read.keyset);
      if (!remembered) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(remembered).toBe(true);
    // a row that sorts first moves every later row one place on
    await t().db.execute(sql`insert into keyset_probe values (${ROWS + 1}, 99, 'A', now(), '2026-01-01', 1)`);
    try {
      const page = await byAnchors(`${name} write`, keys, deep);
      expect(page.reads.some((read) => read.keyset)).toBe(false);
      expect(page.rows).toEqual(await byOffset(keys, deep));
      expect(page.total).toBe(ROWS + 1);
    } finally {
      await t().db.execute(sql`delete from keyset_probe where id = ${ROWS + 1}`);
    }
  });
});

describe('nearestPlan', () => {
  const keys = [ascending(probe.id)];
  const anchor = (position: number) => ({ position, values: [String(position + 1)] });

  it('reads from the start, the end or a remembered row, whichever skips fewest rows', () => {
    expect(nearestPlan(keys, 1000, 300, 10, []).window).toEqual({ limit: 10, offset: 300, reversed: false });
    expect(nearestPlan(keys, 1000, 600, 10, []).window).toEqual({ limit: 10, offset: 390, reversed: true });
    const after = nearestPlan(keys, 1000, 600, 10, [anchor(590), anchor(100)]);
    expect(after.window).toEqual({ limit: 10, offset: 10, reversed: false });
    expect(after.from).toBeDefined();
    const before = nearestPlan(keys, 1000, 600, 10, [anchor(612)]);
    expect(before.window).toEqual({ limit: 10, offset: 3, reversed: true });
  });

  it('never reads from a remembered row inside the window', () => {
    expect(nearestPlan(keys, 1000, 600, 10, [anchor(605)]).from).toBeUndefined();
  });
});

describe('atOrAfter', () => {
  it('lets an index seek by the leading not-null keys of one direction', () => {
    const condition = atOrAfter(
      [descending(probe.grp), descending(probe.id), ascending(probe.label)],
      ['3', '8', null],
      false,
    );
    const { sql: text } = new PgDialect().sqlToQuery(condition);
    expect(text).toContain('("keyset_probe"."grp", "keyset_probe"."id") <= ($1, $2)');
  });
});
