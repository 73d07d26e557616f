import { and, sql } from 'drizzle-orm';
import { integer, numeric, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { WindowIdQuery } from '../../src/platform/lists/key-seek.ts';
import { keyedIds } from '../../src/platform/lists/keyset.ts';
import { type IdRow, readPageOfIds } from '../../src/platform/lists/keyset-page.ts';
import { anchorKey } from '../../src/platform/lists/page-anchors.ts';
import { NEAR_START_ROWS, type PageWindow } from '../../src/platform/lists/page-window.ts';
import { ascending, descending, orderSql, type SortKey } from '../../src/platform/lists/sort-keys.ts';
import { useTestApp } from '../helpers/test-app.ts';

/**
 * Cold jumps deep into a list that keeps no counts (filtered, re-sorted): the key seek finds the row at the
 * page key by key and the page is read from it, answering what OFFSET does, with ties, nulls, mixed
 * directions and a leading key whose runs are longer than NEAR_START_ROWS (the next key is sought within).
 */
const probe = pgTable('key_seek_probe', {
  id: integer('id').primaryKey(),
  half: integer('half').notNull(),
  label: text('label'),
  qty: numeric('qty', { precision: 18, scale: 5 }).notNull(),
});
const ROWS = 3 * NEAR_START_ROWS + 2 * 997;
const SIZE = 20;
/** the list's own condition: every row but each seventh */
const listCondition = sql`${probe.id} % 7 <> 0`;

const orders: Array<[string, SortKey[]]> = [
  [
    'a two-valued key, then a nullable text descending',
    [ascending(probe.half), descending(probe.label), ascending(probe.id)],
  ],
  [
    'a nullable text descending (nulls first)',
    [descending(probe.label), ascending(probe.qty), descending(probe.id)],
  ],
  ['a numeric with ties, then the id descending', [descending(probe.qty), descending(probe.id)]],
];

describe('seeking cold deep pages key by key', () => {
  const t = useTestApp();
  let total = 0;

  beforeAll(async () => {
    const { db } = t();
    await db.execute(sql`create table key_seek_probe (id integer primary key, half integer not null, label text,
                                                       qty numeric(18, 5) not null)`);
    await db.execute(sql`
      insert into key_seek_probe
      select n, n % 2, case when n % 5 = 0 then null else 'L' || (n % 3) end, (n % 17) / 8.0
        from generate_series(1, ${ROWS}) n`);
    await db.execute(sql`create sequence key_seek_probe_changes`);
    await db.execute(sql`create trigger key_seek_probe_count_change after insert or update or delete or truncate
                           on key_seek_probe for each statement execute function list_count_change()`);
    const counted = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from key_seek_probe where ${listCondition}`,
    );
    total = counted.rows[0]?.n ?? 0;
  });

  async function byOffset(keys: SortKey[], pageNo: number): Promise<number[]> {
    const rows = await t()
      .db.select({ id: probe.id })
      .from(probe)
      .where(listCondition)
      .orderBy(...orderSql(keys))
      .limit(SIZE)
      .offset((pageNo - 1) * SIZE);
    return rows.map((row) => row.id);
  }

  /** A page through readPageOfIds of a list with an id query and no seek of its own, with its page reads. */
  async function cold(name: string, keys: SortKey[], pageNo: number) {
    const { db } = t();
    const idQuery: WindowIdQuery = (window, from) => (keyColumns, order) =>
      db
        .select({ id: probe.id, ...keyColumns })
        .from(probe)
        .where(and(listCondition, from))
        .orderBy(...order)
        .limit(window.limit)
        .offset(window.offset);
    const reads: Array<{ window: PageWindow; keyset: boolean }> = [];
    const page = await readPageOfIds(
      db,
      { pageNo, size: SIZE },
      {
        // a list never read before: nothing remembered
        key: anchorKey('key seek probe', { name, pageNo, at: Math.random() }, {}),
        tables: ['key_seek_probe'],
        keys,
        count: async () => total,
        ids: (window, from): Promise<IdRow[]> => {
          if (window.limit > 1) reads.push({ window, keyset: !!from });
          return keyedIds(db, keys, window.reversed, idQuery(window, from));
        },
        rows: async (ids) => ids,
        idQuery,
      },
    );
    return { ...page, reads };
  }

  for (const [name, keys] of orders) {
    it(`answers what OFFSET does, read from a row found near the page: ${name}`, async () => {
      const pages = Math.ceil(total / SIZE);
      const deep = NEAR_START_ROWS / SIZE + 4;
      for (const pageNo of [deep, Math.ceil(pages / 2), Math.ceil(pages / 2) + 1, pages - deep]) {
        const page = await cold(name, keys, pageNo);
        expect(page.rows, `page ${pageNo}`).toEqual(await byOffset(keys, pageNo));
        expect(page.total).toBe(total);
        // one page read, a keyset read from the row found, skipping fewer rows than a read from either end
        expect(page.reads, `page ${pageNo}`).toHaveLength(1);
        expect(page.reads[0]?.keyset).toBe(true);
        expect(page.reads[0]?.window.offset).toBeLessThan(NEAR_START_ROWS);
      }
    });
  }
});
