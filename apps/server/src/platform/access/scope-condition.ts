import { and, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { anyOf } from '../db/any-of.ts';
import type { BuyerScope, DataScope } from './data-scope.ts';

/** The owner columns of a plant-scoped table (documents: schedules, ASNs, receipts, gate entries, invoices). */
export interface OwnerColumns {
  buyerCompanyId: SQLWrapper;
  supplierCompanyId: SQLWrapper;
  /** the buyer's ship-to plant code of the row */
  plantCode: SQLWrapper;
}

/**
 * Whose rows the caller may touch: a supplier its own (whatever the plant), a buyer those of its buyer
 * companies, and of its assigned plants when it has any. The plant is a filter beside the company's
 * `in (...)`, so an index read in the list's order stays one (rows of other plants are skipped, not sorted).
 */
export function ownerCondition(scope: DataScope, columns: OwnerColumns): SQL {
  if (scope.kind === 'supplier') return eq(columns.supplierCompanyId, scope.supplierCompanyId);
  return buyerCondition(scope, columns.buyerCompanyId, columns.plantCode);
}

/** A buyer's companies and plants on a row's buyer company and plant code columns. */
export function buyerCondition(scope: BuyerScope, buyerCompanyId: SQLWrapper, plantCode: SQLWrapper): SQL {
  const companies = inArray(buyerCompanyId, scope.buyerCompanyIds.length > 0 ? scope.buyerCompanyIds : [-1]);
  return and(companies, plantCondition(scope, plantCode)) ?? sql`false`;
}

/** A buyer's assigned plants on a plant code column; nothing to add for a supplier or a buyer without plants. */
export function plantCondition(scope: DataScope, plantCode: SQLWrapper): SQL | undefined {
  if (scope.kind !== 'buyer' || !scope.plantCodes) return undefined;
  return anyOf(plantCode, scope.plantCodes, 'text');
}

/** Whether the scope narrows a buyer to some of its plants (totals kept per company then do not apply). */
export function narrowsPlants(scope: DataScope): boolean {
  return scope.kind === 'buyer' && scope.plantCodes !== undefined;
}
