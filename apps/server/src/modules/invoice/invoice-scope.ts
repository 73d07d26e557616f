import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { ownerCondition } from '../../platform/access/scope-condition.ts';

/**
 * Whose rows the caller may touch, for any table with a buyer and a supplier company column and a ship-to
 * plant (invoices, goods receipts): a supplier its own, a buyer those of the buyer companies it works for
 * and of its assigned plants.
 */
export function scopeCondition(
  scope: DataScope,
  columns: { buyerCompanyId: PgColumn; supplierCompanyId: PgColumn; shipToPlantCode: PgColumn },
): SQL {
  return ownerCondition(scope, { ...columns, plantCode: columns.shipToPlantCode });
}
