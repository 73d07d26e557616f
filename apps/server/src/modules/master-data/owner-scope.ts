import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { confineSupplierCodes, type DataScope } from '../../platform/access/data-scope.ts';

/**
 * The rows of a supplier-owned master-data table a request may see: a supplier user its own rows, a buyer
 * user the rows of the buyer companies it works for. Every query of these tables starts from this.
 */
export function ownedBy(scope: DataScope, buyerColumn: AnyPgColumn, supplierColumn: AnyPgColumn): SQL {
  if (scope.kind === 'supplier') return eq(supplierColumn, scope.supplierCompanyId);
  return scope.buyerCompanyIds.length > 0 ? inArray(buyerColumn, scope.buyerCompanyIds) : sql`false`;
}

/** The supplier-code filter as the scope allows it: a supplier's own code whatever was sent. */
export function supplierCodeFilter(scope: DataScope, requested: string | undefined): string | undefined {
  return confineSupplierCodes(scope, requested ? [requested] : undefined)?.[0];
}
