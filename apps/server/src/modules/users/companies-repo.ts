import type { CompanyType } from '@portal/contract/common';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies } from '../../db/schema/index.ts';

/** Companies of a type as key (id) and value (code), for the company picker of the user form. */
export function companyKeyValues(db: Queryable, companyType: CompanyType) {
  return db
    .select({ key: companies.id, value: companies.companyCode })
    .from(companies)
    .where(eq(companies.companyType, companyType))
    .orderBy(asc(companies.companyCode));
}

export function companiesByIds(db: Queryable, companyIds: readonly number[]) {
  return db
    .select({ id: companies.id, companyCode: companies.companyCode, companyType: companies.companyType })
    .from(companies)
    .where(inArray(companies.id, [...companyIds]))
    .orderBy(asc(companies.companyCode));
}

export async function companyOfType(db: Queryable, companyId: number, companyType: CompanyType) {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.id, companyId), eq(companies.companyType, companyType)));
  return row;
}
