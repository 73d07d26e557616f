import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DataScope } from '../../platform/access/data-scope.ts';

/**
 * Whose rows the caller may touch, for any table with a buyer and a supplier company column: a supplier
 * its own, a buyer those of the buyer companies it works for.
 */
export function scopeCondition(
  scope: DataScope,
  columns: { buyerCompanyId: PgColumn; supplierCompanyId: PgColumn },
): SQL {
  return scope.kind === 'supplier'
    ? eq(columns.supplierCompanyId, scope.supplierCompanyId)
    : inArray(columns.buyerCompanyId, scope.buyerCompanyIds.length > 0 ? scope.buyerCompanyIds : [-1]);
}
