import type { DataScope } from '../../platform/access/data-scope.ts';

/** The buyer companies a buyer user maintains; none for a supplier (writes are buyer-only anyway). */
export function maintainedBuyerIds(scope: DataScope): number[] {
  return scope.kind === 'buyer' ? scope.buyerCompanyIds : [];
}

/** The plants a buyer user with assigned plants maintains; undefined: every plant of its companies. */
export function maintainedPlantCodes(scope: DataScope): string[] | undefined {
  return scope.kind === 'buyer' ? scope.plantCodes : undefined;
}
