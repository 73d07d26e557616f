import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { exportTurnsOf, Turns } from '../../src/db/export-share.ts';
import { cursorRows } from '../../src/platform/lists/cursor-rows.ts';

const series = (count: number) => ({
  toSQL: () => ({ sql: 'select g from generate_series(1, $1::int) g', params: [count] }),
});

/** Lets pending promise callbacks and a round trip or two to the database happen. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 150));

describe('Turns', () => {
  it('lets `size` holders in at once and the next in line when one gives its turn back, once', async () => {
    const turns = new Turns(2);
    const first = await turns.take();
    await turns.take();
    const order: string[] = [];
    const third = turns.take().then((end) => {
      order.push('third');
      return end;
    });
    const fourth = turns.take().then(() => order.push('fourth'));
    await settle();
    expect(order).toEqual([]);
    expect(turns.state).toEqual({ holding: 2, waiting: 2 });
    first();
    first(); // given back twice: still only one turn freed
    await settle();
    expect(order).toEqual(['third']);
    (await third)();
    await fourth;
    expect(order).toEqual(['third', 'fourth']);
    expect(turns.state).toEqual({ holding: 2, waiting: 0 });
  });
});

describe('cursor reads on the export share of the pool', () => {
  let handle: DatabaseHandle;
  beforeAll(() => {
    // a pool of 3 connections, exports may hold 1 of them
    handle = openDatabase(inject('adminDatabaseUrl'), 3, 1);
  });
  afterAll(() => handle.close());

  it('makes a second export wait for the first while interactive queries still get connections', async () => {
    const first = cursorRows(handle.db, series(5000), 100);
    const second = cursorRows(handle.db, series(5000), 100);
    expect((await first.next()).value).toEqual([1]);
    let secondStarted = false;
    const secondFirstRow = second.next().then((result) => {
      secondStarted = true;
      return result;
    });
    await settle();
    expect(secondStarted).toBe(false);
    expect(exportTurnsOf(handle.pool).state).toEqual({ holding: 1, waiting: 1 });
    // the screens' queries do not queue behind the exports
    const started = performance.now();
    await Promise.all([handle.db.execute(sql`select 1`), handle.db.execute(sql`select 2`)]);
    expect(performance.now() - started).toBeLessThan(1000);

    // the first reader stops early: its cursor and connection are released and the second one starts
    await first.return(undefined);
    expect((await secondFirstRow).value).toEqual([1]);
    await second.return(undefined);
    expect(exportTurnsOf(handle.pool).state).toEqual({ holding: 0, waiting: 0 });
    expect(handle.pool.idleCount).toBe(handle.pool.totalCount);
  });

  it('gives the turn back when the query fails', async () => {
    const broken = cursorRows(handle.db, {
      toSQL: () => ({ sql: 'select * from no_such_table', params: [] }),
    });
    await expect(broken.next()).rejects.toThrow(/no_such_table/);
    expect(exportTurnsOf(handle.pool).state).toEqual({ holding: 0, waiting: 0 });
    const after = cursorRows(handle.db, series(3));
    const rows: unknown[] = [];
    for await (const row of after) rows.push(row);
    expect(rows).toEqual([[1], [2], [3]]);
  });
});
