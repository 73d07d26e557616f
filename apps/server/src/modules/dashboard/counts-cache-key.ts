import type { DataScope } from '../../platform/access/data-scope.ts';

/** Who the counts are for: a supplier company, or a set of buyer companies and plants (in any order). */
export function countsCacheKey(scope: DataScope): string {
  if (scope.kind === 'supplier') return `supplier:${scope.supplierCompanyId}`;
  const companies = `buyer:${[...scope.buyerCompanyIds].sort((a, b) => a - b).join(',')}`;
  // sorted so their order does not matter, as JSON so no code can run into the next
  return scope.plantCodes ? `${companies}:plants:${JSON.stringify([...scope.plantCodes].sort())}` : companies;
}
