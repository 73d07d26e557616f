import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Queryable } from '../../src/db/client.ts';
import { NEAR_START_ROWS } from '../../src/platform/lists/page-window.ts';

/** One page of a list as its call answers it: the rows' ids and the total. */
export interface PageIds {
  ids: number[] | undefined;
  total: number | undefined;
}

interface ColdPages {
  /** rows of the list */
  rows: number;
  size: number;
  /** a write to the list's tables that changes none of its rows: nothing read before is remembered */
  write: () => Promise<unknown>;
  page: (pageNo: number) => Promise<PageIds>;
  /** the ids OFFSET answers from this row on */
  byOffset: (offset: number) => Promise<number[]>;
  /** pages between two checked (1: every page) */
  step: number;
}

/**
 * Every `step`th page far enough from both ends that it is read from a sought row (nearer ones are read
 * from an end), each jumped to cold right after a write, against what OFFSET answers.
 */
export async function expectColdPagesAsOffset({ rows, size, write, page, byOffset, step }: ColdPages) {
  const deepest = rows - NEAR_START_ROWS - size;
  expect(deepest).toBeGreaterThan(NEAR_START_ROWS);
  for (let pageNo = NEAR_START_ROWS / size - 1; (pageNo - 1) * size <= deepest + size; pageNo += step) {
    await write();
    const reply = await page(pageNo);
    expect(reply.total).toBe(rows);
    expect(reply.ids, `page ${pageNo}`).toEqual(await byOffset((pageNo - 1) * size));
  }
}

/** What OFFSET answers of one table's rows in a scope and order: `size` ids from a row on (ColdPages' byOffset). */
export function offsetIdsOf(db: Queryable, table: string, scope: SQL, order: SQL, size: number) {
  return async (offset: number): Promise<number[]> => {
    const result = await db.execute<{ id: number }>(sql`
      select id::int as id from ${sql.identifier(table)} where ${scope} order by ${order}
       offset ${offset} limit ${size}`);
    return result.rows.map((row) => row.id);
  };
}
