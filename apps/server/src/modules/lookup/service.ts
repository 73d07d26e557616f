import type { CompanyType } from '@portal/contract/common';
import type { CompanyOption, PlantOption } from '@portal/contract/lookup';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { forbidden } from '../../platform/http/app-error.ts';
import { activeBuyersOf, activeSuppliersOf, companiesByIds, plantsOf } from './repo.ts';

/**
 * Companies of a type that the caller works with. A supplier sees itself and the buyers it actively
 * supplies; a buyer sees its own buyer companies and their active suppliers.
 */
export async function companiesFor(
  db: Queryable,
  scope: DataScope,
  companyType: CompanyType,
): Promise<CompanyOption[]> {
  if (scope.kind === 'supplier') {
    return companyType === 'S'
      ? companiesByIds(db, [scope.supplierCompanyId], 'S')
      : activeBuyersOf(db, scope.supplierCompanyId);
  }
  return companyType === 'B'
    ? companiesByIds(db, scope.buyerCompanyIds, 'B')
    : activeSuppliersOf(db, scope.buyerCompanyIds);
}

/** Active suppliers of one buyer company; a supplier user only ever gets itself back. */
export async function suppliersOfBuyer(
  db: Queryable,
  scope: DataScope,
  buyerCompanyId: number,
): Promise<CompanyOption[]> {
  if (scope.kind === 'supplier') return activeSuppliersOf(db, [buyerCompanyId], scope.supplierCompanyId);
  if (!scope.buyerCompanyIds.includes(buyerCompanyId)) throw forbidden();
  return activeSuppliersOf(db, [buyerCompanyId]);
}

/**
 * Ship-to plants of the buyers the caller works with (a supplier: the buyers it actively supplies; a buyer
 * with assigned plants: those, the only ones its lists can show).
 */
export async function plantsFor(
  db: Queryable,
  scope: DataScope,
  companyCode?: string,
): Promise<PlantOption[]> {
  if (scope.kind === 'buyer') return plantsOf(db, scope.buyerCompanyIds, companyCode, scope.plantCodes);
  const buyers = await activeBuyersOf(db, scope.supplierCompanyId);
  return plantsOf(
    db,
    buyers.map((company) => company.companyId),
    companyCode,
  );
}
