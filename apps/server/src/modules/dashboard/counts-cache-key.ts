import type { DataScope } from '../../platform/access/data-scope.ts';

/** Who the counts are for: a supplier company, or a set of buyer companies (in any order). */
export function countsCacheKey(scope: DataScope): string {
  if (scope.kind === 'supplier') return `supplier:${scope.supplierCompanyId}`;
  return `buyer:${[...scope.buyerCompanyIds].sort((a, b) => a - b).join(',')}`;
}
