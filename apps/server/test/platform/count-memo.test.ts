import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../src/db/client.ts';
import { openDatabase } from '../../src/db/client.ts';
import { countKey, rememberedCount } from '../../src/platform/lists/count-memo.ts';
import { useTestApp } from '../helpers/test-app.ts';

describe('remembered list totals', () => {
  const t = useTestApp();
  let counted = 0;
  const countLogs = async (db: Queryable) => {
    counted++;
    const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from interface_logs`);
    return result.rows[0]?.n ?? 0;
  };
  const total = (key = 'logs') => rememberedCount(t().db, key, ['interface_logs'], countLogs);
  /** The total once it is remembered: other test files' transactions in progress keep it from being kept. */
  async function rememberedTotal(key = 'logs'): Promise<number> {
    for (let attempt = 0; attempt < 100; attempt++) {
      const before = counted;
      const value = await total(key);
      if (counted === before) return value;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the total was never remembered');
  }
  const addLog = () =>
    t().db.execute(sql`insert into interface_logs (direction, ws_type, status_code, request_time)
                       values ('IN', 'GOODS_RECEIPT', 1, now())`);

  it('counts once while the table is unchanged, and again after any write to it', async () => {
    const first = await rememberedTotal();
    let before = counted;
    expect(await total()).toBe(first);
    expect(counted).toBe(before);
    await addLog();
    before = counted;
    expect(await total()).toBe(first + 1);
    expect(counted).toBe(before + 1);
    await t().db.execute(sql`delete from interface_logs where id = (select max(id) from interface_logs)`);
    before = counted;
    expect(await total()).toBe(first);
    expect(counted).toBe(before + 1);
  });

  it('keeps no total counted while another transaction is in progress (its writes may come later)', async () => {
    const other = new pg.Client({ connectionString: t().db.$client.options.connectionString });
    await other.connect();
    try {
      await other.query('begin');
      await other.query('select pg_current_xact_id()');
      counted = 0;
      await total('busy');
      await total('busy');
      expect(counted).toBe(2);
      await other.query('commit');
      await rememberedTotal('busy');
      const before = counted;
      await total('busy');
      expect(counted).toBe(before);
    } finally {
      await other.end();
    }
  });

  it('keeps the totals of each database apart, however alike their change sequences stand', async () => {
    // test files share a worker's modules, each file on its own database: a total remembered for one
    // database must not answer for another whose tables stand at the same change stamp
    const second = openDatabase(t().db.$client.options.connectionString ?? '', 2);
    try {
      await rememberedTotal('apart');
      const before = counted;
      await rememberedCount(second.db, 'apart', ['interface_logs'], countLogs);
      expect(counted).toBe(before + 1);
    } finally {
      await second.close();
    }
  });

  it('keys a total by list, filters and scope, not by page or order', () => {
    const scope = { kind: 'supplier', supplierCompanyId: 3 };
    const key = countKey('gr', { pageNo: 1, size: 10, sort: 'ASC', grNo: '5' }, scope);
    expect(countKey('gr', { pageNo: 7, size: 50, sort: 'DESC', sortName: 'grNo', grNo: '5' }, scope)).toBe(
      key,
    );
    expect(countKey('gr', { pageNo: 1, size: 10, grNo: '6' }, scope)).not.toBe(key);
    expect(countKey('gr', { pageNo: 1, size: 10, grNo: '5' }, { ...scope, supplierCompanyId: 4 })).not.toBe(
      key,
    );
    expect(countKey('asns', { pageNo: 1, size: 10, grNo: '5' }, scope)).not.toBe(key);
  });
});
