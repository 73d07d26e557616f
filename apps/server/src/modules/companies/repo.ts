import type { PageQuery } from '@portal/contract/common';
import type { CompanyFilter, CompanyPageQuery } from '@portal/contract/companies';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { companies, properties } from '../../db/schema/index.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { labelIn } from '../../platform/i18n/property-label.ts';
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

function filtersOf(query: CompanyFilter): SQL | undefined {
  return and(
    query.companyCodeList?.length ? inArray(companies.companyCode, query.companyCodeList) : undefined,
    query.companyName ? ilike(companies.companyName, containsPattern(query.companyName)) : undefined,
    query.companyType ? eq(companies.companyType, query.companyType) : undefined,
  );
}

export async function countCompanies(db: Queryable, query: CompanyFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(companies).where(filtersOf(query));
  return row?.value ?? 0;
}

/** Every field of a company row, with its type labelled in the caller's language. */
function rowColumns(locale: Locale) {
  return {
    companyId: companies.id,
    companyCode: companies.companyCode,
    companyName: companies.companyName,
    companyType: companies.companyType,
    i18nCompanyType: labelIn(properties, locale),
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
    labelPrinterDpi: companies.labelPrinterDpi,
    updatedAt: companies.updatedAt,
  };
}

const companyTypeLabel = and(
  eq(properties.propType, 'companyType'),
  eq(properties.propKey, companies.companyType),
);

/** The fields of a company row (the list, the download and the edit dialog). */
export const companyFields = rowColumns;

/** The filtered companies in the list's order (the download reads them all through a cursor). */
export function orderedCompanies(
  db: Queryable,
  query: CompanyFilter & Pick<PageQuery, 'sort' | 'sortName'>,
  fields: ReturnType<typeof rowColumns>,
) {
  return db
    .select(fields)
    .from(companies)
    .leftJoin(properties, companyTypeLabel)
    .where(filtersOf(query))
    .orderBy(...orderBy(sortable, query, [asc(companies.companyCode), asc(companies.id)]));
}

export async function pageOfCompanies(db: Queryable, query: CompanyPageQuery, locale: Locale) {
  return orderedCompanies(db, query, rowColumns(locale)).limit(query.size).offset(offsetOf(query));
}

export async function companyById(db: Queryable, companyId: number, locale: Locale) {
  const [row] = await db
    .select(rowColumns(locale))
    .from(companies)
    .leftJoin(properties, companyTypeLabel)
    .where(eq(companies.id, companyId));
  return row;
}

export async function companyExists(db: Queryable, companyId: number): Promise<boolean> {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId));
  return row !== undefined;
}

export type CompanyKey = { companyId: number; companyCode: string; companyType: 'B' | 'S' };

/**
 * Code and type of a company, its row locked until the transaction ends: saves of the same company,
 * of its plants or of its tax settings then run one after the other.
 */
export async function lockCompany(tx: Queryable, companyId: number): Promise<CompanyKey | undefined> {
  const [row] = await tx
    .select({
      companyId: companies.id,
      companyCode: companies.companyCode,
      companyType: companies.companyType,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for('update');
  return row;
}

/**
 * Serialises creations of one company code (case-insensitive) until the transaction ends, so the
 * check for a taken code and the insert cannot interleave with another creation of the same code.
 */
export async function lockCompanyCode(tx: Queryable, companyCode: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`company-code:${companyCode.toLowerCase()}`}))`,
  );
}

/** Whether a company already uses the code, whatever its case ("adcn" and "ADCN" would be the same supplier). */
export async function companyCodeTaken(db: Queryable, companyCode: string): Promise<boolean> {
  const [row] = await db
    .select({ id: companies.id })
    .from(companies)
    .where(sql`lower(${companies.companyCode}) = lower(${companyCode})`)
    .limit(1);
  return row !== undefined;
}

export type CompanyValues = Omit<typeof companies.$inferInsert, 'id'>;

export async function insertCompany(tx: Queryable, values: CompanyValues): Promise<void> {
  await tx.insert(companies).values(values);
}

export async function updateCompany(
  tx: Queryable,
  companyId: number,
  values: PgUpdateSetSource<typeof companies>,
): Promise<void> {
  forgetCachedSessions(); // a supplier user's session names its company: this instance at once, others notified
  await tx.update(companies).set(values).where(eq(companies.id, companyId));
}
