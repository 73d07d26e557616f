import type { PageQuery } from '@portal/contract/common';
import type { PropType } from '@portal/contract/lookup';
import type { SUPPLIER_FINANCE_SORT_FIELDS, SupplierFinanceFilter } from '@portal/contract/master-data';
import { and, asc, count, eq, ilike, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { companies, supplierFinance as finance, properties } from '../../../db/schema/index.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import type { Locale } from '../../../platform/i18n/locale.ts';
import { containsPattern } from '../../../platform/lists/like.ts';
import { orderBy } from '../../../platform/lists/paging.ts';
import { ownedBy, supplierCodeFilter } from '../owner-scope.ts';

const buyer = alias(companies, 'buyer');
const supplier = alias(companies, 'supplier');
const currencyName = alias(properties, 'currency_name');
const overseaName = alias(properties, 'oversea_name');
const tediName = alias(properties, 'tedi_name');
const whtRateName = alias(properties, 'wht_rate_name');

/** One of the property-name aliases above. */
type Names = Record<'propType' | 'propKey' | 'nameCn' | 'nameEn' | 'nameTh', AnyPgColumn>;

/** An option's label in the caller's language (null when the stored key is not in the list). */
const nameIn = (names: Names, locale: Locale) =>
  sql<string | null>`${locale === 'en' ? names.nameEn : locale === 'th' ? names.nameTh : names.nameCn}`;

/** Every field of a finance row, the `...View` fields labelled in the caller's language. */
export function financeFields(locale: Locale) {
  return {
    supplierFinanceId: finance.id,
    buyerCompanyCode: buyer.companyCode,
    buyerCompanyName: buyer.companyName,
    supplierCode: supplier.companyCode,
    supplierName: supplier.companyName,
    currency: finance.currency,
    currencyView: nameIn(currencyName, locale),
    oversea: finance.oversea,
    overseaView: nameIn(overseaName, locale),
    tedi: finance.tedi,
    tediView: nameIn(tediName, locale),
    whtRate: finance.whtRate,
    whtRateView: nameIn(whtRateName, locale),
  };
}

function sortableIn(locale: Locale) {
  const fields = financeFields(locale);
  return fields satisfies Record<(typeof SUPPLIER_FINANCE_SORT_FIELDS)[number], SQLWrapper>;
}

function filtersOf(scope: DataScope, filter: SupplierFinanceFilter): SQL | undefined {
  const supplierCode = supplierCodeFilter(scope, filter.supplierCode);
  return and(
    ownedBy(scope, finance.buyerCompanyId, finance.supplierCompanyId),
    filter.buyerCompanyCode ? eq(buyer.companyCode, filter.buyerCompanyCode) : undefined,
    supplierCode ? eq(supplier.companyCode, supplierCode) : undefined,
    filter.supplierName ? ilike(supplier.companyName, containsPattern(filter.supplierName)) : undefined,
    filter.oversea ? eq(finance.oversea, filter.oversea) : undefined,
    filter.currency ? eq(finance.currency, filter.currency) : undefined,
  );
}

export async function countFinance(
  db: Queryable,
  scope: DataScope,
  filter: SupplierFinanceFilter,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(finance)
    .innerJoin(buyer, eq(buyer.id, finance.buyerCompanyId))
    .innerJoin(supplier, eq(supplier.id, finance.supplierCompanyId))
    .where(filtersOf(scope, filter));
  return row?.value ?? 0;
}

const label = (names: Names, propType: PropType, key: AnyPgColumn) =>
  and(eq(names.propType, propType), eq(names.propKey, key));

export function selectFinance(
  db: Queryable,
  scope: DataScope,
  query: SupplierFinanceFilter & Pick<PageQuery, 'sort' | 'sortName'>,
  locale: Locale,
) {
  return db
    .select(financeFields(locale))
    .from(finance)
    .innerJoin(buyer, eq(buyer.id, finance.buyerCompanyId))
    .innerJoin(supplier, eq(supplier.id, finance.supplierCompanyId))
    .leftJoin(currencyName, label(currencyName, 'currencyType', finance.currency))
    .leftJoin(overseaName, label(overseaName, 'overseaType', finance.oversea))
    .leftJoin(tediName, label(tediName, 'tEdi', finance.tedi))
    .leftJoin(whtRateName, label(whtRateName, 'whtRate', finance.whtRate))
    .where(filtersOf(scope, query))
    .orderBy(
      ...orderBy(sortableIn(locale), query, [
        asc(buyer.companyCode),
        asc(supplier.companyCode),
        asc(finance.id),
      ]),
    );
}

export type FinanceValues = { currency: string; oversea: string; tedi: string; whtRate: string };

/** Changes one row of a buyer company the user maintains; answers the pair's codes, or undefined. */
export async function updateFinance(
  db: Queryable,
  buyerCompanyIds: number[],
  supplierFinanceId: number,
  values: FinanceValues & { updatedBy: string },
) {
  if (buyerCompanyIds.length === 0) return undefined;
  const [row] = await db
    .update(finance)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(finance.id, supplierFinanceId), inArray(finance.buyerCompanyId, buyerCompanyIds)))
    .returning({ buyerCompanyId: finance.buyerCompanyId, supplierCompanyId: finance.supplierCompanyId });
  if (!row) return undefined;
  const codes = await db
    .select({ id: companies.id, code: companies.companyCode })
    .from(companies)
    .where(inArray(companies.id, [row.buyerCompanyId, row.supplierCompanyId]));
  const codeOf = (id: number) => codes.find((company) => company.id === id)?.code ?? '';
  return { buyerCompanyCode: codeOf(row.buyerCompanyId), supplierCode: codeOf(row.supplierCompanyId) };
}

/** `propType|propKey` of every option of the given property lists. */
export async function knownOptions(db: Queryable, propTypes: PropType[]): Promise<Set<string>> {
  const rows = await db
    .select({ propType: properties.propType, propKey: properties.propKey })
    .from(properties)
    .where(inArray(properties.propType, propTypes));
  return new Set(rows.map((row) => `${row.propType}|${row.propKey}`));
}
