import type { SessionUser } from '../auth/session-user.ts';

/**
 * Whose data a request may touch. Supplier users are confined to their own supplier, buyer users to the
 * buyer companies they work for and, when plants are assigned to them, to those ship-to plants; services
 * take this, never a supplier code from the request, as the bound.
 */
export type DataScope = BuyerScope | SupplierScope;

export interface BuyerScope {
  kind: 'buyer';
  buyerCompanyIds: number[];
  /**
   * The codes of the user's assigned plants of its buyer companies. Absent when none is assigned: the user
   * then works with every plant of its companies (as users did before plants took effect).
   */
  plantCodes?: string[];
}

export interface SupplierScope {
  kind: 'supplier';
  supplierCompanyId: number;
  supplierCode: string;
}

export function dataScopeOf(user: SessionUser): DataScope {
  if (user.userType === 'S') {
    // a supplier user without a supplier company sees nothing rather than everything
    return user.supplier
      ? {
          kind: 'supplier',
          supplierCompanyId: user.supplier.companyId,
          supplierCode: user.supplier.supplierCode,
        }
      : { kind: 'supplier', supplierCompanyId: -1, supplierCode: '' };
  }
  // only a narrowing scope carries plants: an unnarrowed one keeps its old shape (and memo keys)
  return user.plantCodes.length > 0
    ? { kind: 'buyer', buyerCompanyIds: user.companyIds, plantCodes: user.plantCodes }
    : { kind: 'buyer', buyerCompanyIds: user.companyIds };
}

/** The supplier codes a list may filter on: a supplier's own code whatever was asked, else what was asked. */
export function confineSupplierCodes(
  scope: DataScope,
  requested: string[] | undefined,
): string[] | undefined {
  if (scope.kind === 'supplier') return [scope.supplierCode];
  return requested && requested.length > 0 ? requested : undefined;
}
