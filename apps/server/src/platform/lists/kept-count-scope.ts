import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
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
