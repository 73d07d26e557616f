import { sql } from 'drizzle-orm';
import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { NEAR_START_ROWS, pageWindow, readPage } from '../../src/platform/lists/page-window.ts';
import {
  ascending,
  descending,
  orderSql,
  type SortKey,
  sortKeys,
} from '../../src/platform/lists/sort-keys.ts';
import { useTestApp } from '../helpers/test-app.ts';

const probe = pgTable('paging_probe', {
  id: integer('id').primaryKey(),
  grp: integer('grp'),
  label: text('label'),
});
const ROWS = 2 * NEAR_START_ROWS + 37;
const TIE_BREAKERS: SortKey[] = [descending(probe.grp), ascending(probe.id)];
const whitelist = { label: probe.label, grp: probe.grp };

describe('pageWindow', () => {
  it('reads the first half from the start and the second half from the end', () => {
    expect(pageWindow(95, { pageNo: 1, size: 10 })).toEqual({ limit: 10, offset: 0, reversed: false });
    expect(pageWindow(95, { pageNo: 5, size: 10 })).toEqual({ limit: 10, offset: 40, reversed: false });
    expect(pageWindow(95, { pageNo: 6, size: 10 })).toEqual({ limit: 10, offset: 35, reversed: true });
    // the last page holds the 5 rows left over: the first 5 of the mirrored order
    expect(pageWindow(95, { pageNo: 10, size: 10 })).toEqual({ limit: 5, offset: 0, reversed: true });
  });

  it('leaves a page past the end a read from the start, which finds no rows', () => {
    expect(pageWindow(95, { pageNo: 11, size: 10 })).toEqual({ limit: 10, offset: 100, reversed: false });
    expect(pageWindow(0, { pageNo: 1, size: 10 })).toEqual({ limit: 10, offset: 0, reversed: false });
  });
});

describe('readPage against OFFSET on PostgreSQL', () => {
  const t = useTestApp();

  beforeAll(async () => {
    const { db } = t();
    await db.execute(sql`create table paging_probe (id integer primary key, grp integer, label text)`);
    // few distinct groups and labels (ties everywhere), some of both null
    await db.execute(sql`
      insert into paging_probe
      select n, case when n % 11 = 0 then null else n % 7 end, case when n % 5 = 0 then null else 'L' || (n % 3) end
        from generate_series(1, ${ROWS}) n`);
  });

  async function byOffset(keys: SortKey[], pageNo: number, size: number): Promise<number[]> {
    const rows = await t()
      .db.select({ id: probe.id })
      .from(probe)
      .orderBy(...orderSql(keys))
      .limit(size)
      .offset((pageNo - 1) * size);
    return rows.map((row) => row.id);
  }

  async function byReadPage(keys: SortKey[], pageNo: number, size: number) {
    const { db } = t();
    let reversedReads = 0;
    const page = await readPage(
      { pageNo, size },
      async () => ROWS,
      async (window) => {
        if (window.reversed) reversedReads++;
        const rows = await db
          .select({ id: probe.id })
          .from(probe)
          .orderBy(...orderSql(keys, window.reversed))
          .limit(window.limit)
          .offset(window.offset);
        return rows.map((row) => row.id);
      },
    );
    return { ...page, reversedReads };
  }

  const orders: Array<[string, SortKey[]]> = [
    ['default order', sortKeys(whitelist, { sort: 'ASC' }, TIE_BREAKERS)],
    ['a nullable column ascending', sortKeys(whitelist, { sort: 'ASC', sortName: 'label' }, TIE_BREAKERS)],
    ['a nullable column descending', sortKeys(whitelist, { sort: 'DESC', sortName: 'label' }, TIE_BREAKERS)],
  ];

  for (const [name, keys] of orders) {
    it(`answers exactly the rows OFFSET does on every deep page, ${name}, ties and nulls included`, async () => {
      const size = 100;
      const pages = Math.ceil(ROWS / size);
      let reversed = 0;
      for (let pageNo = NEAR_START_ROWS / size + 1; pageNo <= pages + 1; pageNo++) {
        const page = await byReadPage(keys, pageNo, size);
        expect(page.rows, `page ${pageNo}`).toEqual(await byOffset(keys, pageNo, size));
        expect(page.total).toBe(ROWS);
        reversed += page.reversedReads;
      }
      // the pages of the second half were read from the other end
      expect(reversed).toBeGreaterThan(pages / 3);
    });
  }

  it('reads a page near the start without waiting for the count', async () => {
    let counted = false;
    const page = await readPage(
      { pageNo: 2, size: 10 },
      async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        counted = true;
        return ROWS;
      },
      async (window) => {
        expect(counted).toBe(false);
        return [window.offset];
      },
    );
    expect(page).toEqual({ rows: [10], total: ROWS });
  });
});
