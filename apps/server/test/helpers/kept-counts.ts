import { type SQL, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { createCompany, createUser, relate } from './arrange.ts';
import type { TestApp } from './test-app.ts';

/** The companies and users of a kept-counts test, by the codes it named them with. */
export interface CountedPairs {
  ids: Record<string, number>;
  tokens: Record<string, string>;
}

/**
 * Two buyers and two suppliers coded `${prefix}B1`, `${prefix}B2`, `${prefix}S1`, `${prefix}S2`: B1 buys from
 * S1 and S2, B2 from S1. A buyer user of B1 and a supplier user of S1, signed in.
 */
export async function arrangeCountedPairs(
  app: TestApp,
  prefix: string,
  users: { buyer: string; supplier: string },
): Promise<CountedPairs> {
  const ids: Record<string, number> = {};
  for (const [name, type] of [
    ['B1', 'B'],
    ['B2', 'B'],
    ['S1', 'S'],
    ['S2', 'S'],
  ] as const)
    ids[`${prefix}${name}`] = await createCompany(app.db, { code: `${prefix}${name}`, type });
  const id = (name: string) => ids[`${prefix}${name}`] ?? 0;
  for (const [buyer, supplier] of [
    ['B1', 'S1'],
    ['B1', 'S2'],
    ['B2', 'S1'],
  ] as const)
    await relate(app.db, id(buyer), id(supplier));
  await createUser(app.db, {
    userCode: users.buyer,
    userType: 'B',
    companyIds: [id('B1')],
    role: 'Adient-SCM',
  });
  await createUser(app.db, {
    userCode: users.supplier,
    userType: 'S',
    companyIds: [id('S1')],
    role: 'Supplier',
  });
  const tokens: Record<string, string> = {};
  for (const userCode of [users.buyer, users.supplier]) tokens[userCode] = await app.login(userCode);
  return { ids, tokens };
}

/** Where a list's counts are kept, and what they count. */
export interface KeptCountTables {
  /** the totals per buyer and supplier: the table and its count column */
  counts: { table: string; column: string };
  /** the totals per buyer, supplier and day: the table, its count column and its day column */
  dayCounts: { table: string; column: string; day: string };
  /** the counted rows' table, and a row's day as the day counts keep it */
  rows: { table: string; day: SQL };
}

type CountRow = { key: string; n: number };

/** The kept counts of the buyers' pairs (non-zero) and the same counted from the rows, per pair and per day. */
export async function keptAndCounted(db: Database, tables: KeptCountTables, buyerIds: readonly number[]) {
  const buyers = sql`${`{${buyerIds.join(',')}}`}::bigint[]`;
  const pair = sql`buyer_company_id || '/' || supplier_company_id`;
  const read = async (query: SQL) => (await db.execute<CountRow>(query)).rows;
  const { counts, dayCounts, rows } = tables;
  return {
    kept: await read(sql`select ${pair} as key, ${sql.identifier(counts.column)}::int as n
                           from ${sql.identifier(counts.table)}
                          where buyer_company_id = any(${buyers}) and ${sql.identifier(counts.column)} <> 0
                          order by 1`),
    counted: await read(sql`select ${pair} as key, count(*)::int as n from ${sql.identifier(rows.table)}
                             where buyer_company_id = any(${buyers}) group by 1 order by 1`),
    keptByDay: await read(sql`select ${pair} || '/' || ${sql.identifier(dayCounts.day)} as key,
                                     ${sql.identifier(dayCounts.column)}::int as n
                                from ${sql.identifier(dayCounts.table)}
                               where buyer_company_id = any(${buyers}) and ${sql.identifier(dayCounts.column)} <> 0
                               order by 1`),
    countedByDay: await read(sql`select ${pair} || '/' || ${rows.day} as key, count(*)::int as n
                                   from ${sql.identifier(rows.table)}
                                  where buyer_company_id = any(${buyers}) group by 1 order by 1`),
  };
}

/** The kept counts agree with the rows, per pair and per pair and day. */
export async function expectKeptAsCounted(
  db: Database,
  tables: KeptCountTables,
  buyerIds: readonly number[],
): Promise<void> {
  const state = await keptAndCounted(db, tables, buyerIds);
  expect(state.kept).toEqual(state.counted);
  expect(state.keptByDay).toEqual(state.countedByDay);
}
