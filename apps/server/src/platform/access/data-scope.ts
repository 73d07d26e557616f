import type { SessionUser } from '../auth/session-user.ts';

/**
 * Whose data a request may touch. Supplier users are confined to their own supplier, buyer users to the
 * buyer companies they work for; services take this, never a supplier code from the request, as the bound.
 */
export type DataScope =
  | { kind: 'buyer'; buyerCompanyIds: number[] }
  | { kind: 'supplier'; supplierCompanyId: number; supplierCode: string };

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
  return { kind: 'buyer', buyerCompanyIds: user.companyIds };
}

/** The supplier codes a list may filter on: a supplier's own code whatever was asked, else what was asked. */
export function confineSupplierCodes(
  scope: DataScope,
  requested: string[] | undefined,
): string[] | undefined {
  if (scope.kind === 'supplier') return [scope.supplierCode];
  return requested && requested.length > 0 ? requested : undefined;
}
