import type { CompanyOption, PlantOption, PropType } from '@portal/contract/lookup';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, plants, properties, relationships } from '../../db/schema/index.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { nameColumnIn } from '../../platform/i18n/property-label.ts';

export async function propertyOptions(db: Queryable, propType: PropType, locale: Locale) {
  return db
    .select({ propKey: properties.propKey, propName: nameColumnIn(properties, locale) })
    .from(properties)
    .where(eq(properties.propType, propType))
    .orderBy(asc(properties.sortOrder), asc(properties.propKey));
}

const companyOption = {
  companyId: companies.id,
  companyCode: companies.companyCode,
  companyName: companies.companyName,
};

export async function companiesByIds(
  db: Queryable,
  ids: number[],
  companyType: 'B' | 'S',
): Promise<CompanyOption[]> {
  if (ids.length === 0) return [];
  return db
    .select(companyOption)
    .from(companies)
    .where(and(inArray(companies.id, ids), eq(companies.companyType, companyType)))
    .orderBy(asc(companies.companyCode));
}

/** Suppliers with an active relationship to any of the buyer companies (optionally only the given suppliers). */
export async function activeSuppliersOf(
  db: Queryable,
  buyerCompanyIds: number[],
  onlySupplierId?: number,
): Promise<CompanyOption[]> {
  if (buyerCompanyIds.length === 0) return [];
  const filters: SQL[] = [
    inArray(relationships.buyerCompanyId, buyerCompanyIds),
    eq(relationships.status, 'A'),
  ];
  if (onlySupplierId !== undefined) filters.push(eq(relationships.supplierCompanyId, onlySupplierId));
  return db
    .selectDistinct(companyOption)
    .from(relationships)
    .innerJoin(companies, eq(companies.id, relationships.supplierCompanyId))
    .where(and(...filters))
    .orderBy(asc(companies.companyCode));
}

/** Buyer companies a supplier has an active relationship with. */
export async function activeBuyersOf(db: Queryable, supplierCompanyId: number): Promise<CompanyOption[]> {
  return db
    .select(companyOption)
    .from(relationships)
    .innerJoin(companies, eq(companies.id, relationships.buyerCompanyId))
    .where(and(eq(relationships.supplierCompanyId, supplierCompanyId), eq(relationships.status, 'A')))
    .orderBy(asc(companies.companyCode));
}

export async function plantsOf(
  db: Queryable,
  buyerCompanyIds: number[],
  companyCode?: string,
  plantCodes?: string[],
): Promise<PlantOption[]> {
  if (buyerCompanyIds.length === 0) return [];
  const filters: SQL[] = [inArray(plants.companyId, buyerCompanyIds)];
  if (companyCode) filters.push(eq(companies.companyCode, companyCode));
  if (plantCodes) filters.push(inArray(plants.plantCode, plantCodes));
  return db
    .select({
      plantId: plants.id,
      plantCode: plants.plantCode,
      plantName: plants.plantName,
      companyId: plants.companyId,
      companyCode: companies.companyCode,
    })
    .from(plants)
    .innerJoin(companies, eq(companies.id, plants.companyId))
    .where(and(...filters))
    .orderBy(asc(companies.companyCode), asc(plants.plantCode));
}
