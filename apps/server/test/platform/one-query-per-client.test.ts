import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { takeOverlappingQueries } from '../helpers/one-query-per-client.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('the guard against overlapping queries on one pg client', () => {
  it('catches two queries started together on one transaction', async () => {
    await t().db.transaction(async (tx) => {
      await Promise.all([tx.execute(sql`select 1`), tx.execute(sql`select 2`)]);
    });
    const [overlap, ...more] = takeOverlappingQueries();
    expect(more).toEqual([]);
    expect(overlap).toMatch(/still running another/);
  });

  it('lets queries awaited one after the other, and queries of the pool side by side, pass', async () => {
    await t().db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.execute(sql`select 2`);
    });
    await Promise.all([t().db.execute(sql`select 1`), t().db.execute(sql`select 2`)]);
    expect(takeOverlappingQueries()).toEqual([]);
  });
});
