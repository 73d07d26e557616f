import type { CompanyPageQuery } from '@portal/contract/companies';
import { and, asc, count, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { companies, properties } from '../../db/schema/index.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { containsPattern } from '../../platform/lists/like.ts';
import { offsetOf, orderBy, type SortWhitelist } from '../../platform/lists/paging.ts';

/** Display fields of the company list and the columns they sort by. */
const sortable: SortWhitelist = {
  companyCode: companies.companyCode,
  companyName: companies.companyName,
  companyType: companies.companyType,
  i18nCompanyType: companies.companyType,
  country: companies.country,
  updatedAt: companies.updatedAt,
};

function filtersOf(query: CompanyPageQuery): SQL | undefined {
  return and(
    query.companyCodeList?.length ? inArray(companies.companyCode, query.companyCodeList) : undefined,
    query.companyName ? ilike(companies.companyName, containsPattern(query.companyName)) : undefined,
    query.companyType ? eq(companies.companyType, query.companyType) : undefined,
  );
}

export async function countCompanies(db: Queryable, query: CompanyPageQuery): Promise<number> {
  const [row] = await db.select({ value: count() }).from(companies).where(filtersOf(query));
  return row?.value ?? 0;
}

export async function pageOfCompanies(db: Queryable, query: CompanyPageQuery, locale: Locale) {
  const typeName =
    locale === 'en' ? properties.nameEn : locale === 'th' ? properties.nameTh : properties.nameCn;
  return db
    .select({
      companyId: companies.id,
      companyCode: companies.companyCode,
      companyName: companies.companyName,
      companyType: companies.companyType,
      i18nCompanyType: typeName,
      address: companies.address,
      timeZone: companies.timeZone,
      overdueDay: companies.overdueDay,
      country: companies.country,
      tradingPartnerId: companies.tradingPartnerId,
      prefixNo: companies.prefixNo,
      isCreateLabel: companies.isCreateLabel,
      isCreateInvoice: companies.isCreateInvoice,
      referCompanyCode: companies.referCompanyCode,
      dbCode: companies.dbCode,
      updatedAt: companies.updatedAt,
    })
    .from(companies)
    .leftJoin(
      properties,
      and(eq(properties.propType, 'companyType'), eq(properties.propKey, companies.companyType)),
    )
    .where(filtersOf(query))
    .orderBy(...orderBy(sortable, query, [asc(companies.companyCode), asc(companies.id)]))
    .limit(query.size)
    .offset(offsetOf(query));
}
