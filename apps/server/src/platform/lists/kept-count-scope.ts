import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../access/data-scope.ts';

/** The columns of a table of counts kept per buyer and supplier (company ids). */
export interface PairColumns {
  buyerCompanyId: AnyPgColumn;
  supplierCompanyId: AnyPgColumn;
}

/**
 * The kept count rows of a scope of whole companies (a plant-narrowed buyer's lists count instead): a
 * supplier's own pairs, a buyer's companies' pairs.
 */
export function keptRowsOfScope(table: PairColumns, scope: DataScope): SQL {
  return scope.kind === 'supplier'
    ? eq(table.supplierCompanyId, scope.supplierCompanyId)
    : inArray(table.buyerCompanyId, scope.buyerCompanyIds.length > 0 ? scope.buyerCompanyIds : [-1]);
}

/** The sum of a kept count column over the rows `where` picks: a list's unfiltered total, from a few rows. */
export async function sumOfKeptRows(
  db: Queryable,
  table: PgTable,
  column: AnyPgColumn,
  where: SQL | undefined,
): Promise<number> {
  const [row] = await db
    .select({ value: sql<number>`coalesce(sum(${column}), 0)::int` })
    .from(table)
    .where(where);
  return row?.value ?? 0;
}
