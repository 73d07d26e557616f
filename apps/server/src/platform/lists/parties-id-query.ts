import { and, eq, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import type { WindowIdQuery } from './key-seek.ts';

/** A list's table and the company aliases its filters and sort keys name for its buyer and supplier. */
export interface PartiesIdSource {
  table: PgTable;
  id: AnyPgColumn;
  buyer: { company: PgTable & { id: AnyPgColumn }; column: AnyPgColumn };
  supplier: { company: PgTable & { id: AnyPgColumn }; column: AnyPgColumn };
  condition: SQL | undefined;
}

/**
 * The id query of a list of documents between a buyer and a supplier, for a window, with any key columns in
 * any order (keyset.ts, key-seek.ts). The companies are left joins: every document has both (not null,
 * foreign keys), so nothing changes, but the planner drops a join nothing reads, and a key seek then reads an
 * index alone.
 */
export function partiesIdQuery(db: Queryable, source: PartiesIdSource): WindowIdQuery {
  const { buyer, supplier } = source;
  return (window, from) => (keyColumns, order) =>
    db
      .select({ id: source.id, ...keyColumns })
      .from(source.table)
      .leftJoin(supplier.company, eq(supplier.company.id, supplier.column))
      .leftJoin(buyer.company, eq(buyer.company.id, buyer.column))
      .where(and(source.condition, from))
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset);
}
