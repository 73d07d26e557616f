import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { hasRows } from '../../src/platform/lists/has-rows.ts';

/** A sorted query over `count` generated rows, as a download's (parameters included). */
const sorted = (count: number) => ({
  toSQL: () => ({ sql: 'select g from generate_series(1, $1::int) g order by g desc', params: [count] }),
});

describe('hasRows', () => {
  let handle: DatabaseHandle;
  beforeAll(() => {
    handle = openDatabase(inject('adminDatabaseUrl'), 2);
  });
  afterAll(() => handle.close());

  it('answers whether the query finds any row, its parameters bound', async () => {
    expect(await hasRows(handle.db, sorted(3))).toBe(true);
    expect(await hasRows(handle.db, sorted(0))).toBe(false);
  });

  it('asks without sorting: the ORDER BY of the query is not in the plan', async () => {
    const { sql } = sorted(1_000_000).toSQL();
    const plan = await handle.pool.query<{ 'QUERY PLAN': string }>({
      text: `explain select exists (${sql}) as found`,
      values: [1_000_000],
    });
    const lines = plan.rows.map((row) => row['QUERY PLAN']).join('\n');
    expect(lines).toMatch(/Function Scan/);
    expect(lines).not.toMatch(/Sort/);
  });

  it('fails like the query would', async () => {
    const broken = { toSQL: () => ({ sql: 'select * from no_such_table', params: [] }) };
    await expect(hasRows(handle.db, broken)).rejects.toThrow(/no_such_table/);
  });
});
