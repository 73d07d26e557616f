import type { PageQuery } from '@portal/contract/common';
import type { PACKAGING_SORT_FIELDS, PackagingFilter, PackagingQuery } from '@portal/contract/master-data';
import { and, asc, count, eq, ilike, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { companies, packagings } from '../../../db/schema/index.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import { upsertUnnest } from '../../../platform/db/upsert-unnest.ts';
import { countKey, rememberedCount } from '../../../platform/lists/count-memo.ts';
import { containsPattern } from '../../../platform/lists/like.ts';
import { type PageWindow, readPage } from '../../../platform/lists/page-window.ts';
import { ascending, orderSql, sortKeys } from '../../../platform/lists/sort-keys.ts';
import { ownedBy, supplierCodeFilter } from '../owner-scope.ts';

const buyer = alias(companies, 'buyer');
const supplier = alias(companies, 'supplier');

/** Fields of a packaging row; the valid date as text so an export cursor reads it as the list does. */
export const packagingFields = {
  packagingId: packagings.id,
  buyerCompanyCode: buyer.companyCode,
  supplierCode: supplier.companyCode,
  supplierName: supplier.companyName,
  packagingNo: packagings.packagingNo,
  partNo: packagings.partNo,
  partGroup: packagings.partGroup,
  containerCode: packagings.containerCode,
  qtyPerPackage: packagings.qtyPerPackage,
  validDateStr: sql<string | null>`${packagings.validDate}::text`,
  antirust: packagings.antirust,
  corrosionProtection: packagings.corrosionProtection,
  plasticBag: packagings.plasticBag,
  recyclable: packagings.recyclable,
  weightKg: packagings.weightKg,
  lengthMm: packagings.lengthMm,
  widthMm: packagings.widthMm,
  heightMm: packagings.heightMm,
  updatedAt: packagings.updatedAt,
  lastUpdateBy: packagings.updatedBy,
};

// the id is a row's address, not a column to sort by
const { packagingId: _address, ...listedFields } = packagingFields;

const sortable = {
  ...listedFields,
  validDateStr: packagings.validDate,
  lastUpdateTimeStr: packagings.updatedAt,
} satisfies Record<(typeof PACKAGING_SORT_FIELDS)[number], SQLWrapper>;

/** By company, supplier and packaging number when the user has not sorted; the id keeps pages apart. */
const TIE_BREAKERS = [
  ascending(buyer.companyCode),
  ascending(supplier.companyCode),
  ascending(packagings.packagingNo),
  ascending(packagings.id),
];

function filtersOf(scope: DataScope, filter: PackagingFilter): SQL | undefined {
  const supplierCode = supplierCodeFilter(scope, filter.supplierCode);
  return and(
    ownedBy(scope, packagings.buyerCompanyId, packagings.supplierCompanyId),
    filter.buyerCompanyCode ? eq(buyer.companyCode, filter.buyerCompanyCode) : undefined,
    supplierCode ? eq(supplier.companyCode, supplierCode) : undefined,
    filter.partNo?.length ? inArray(packagings.partNo, filter.partNo) : undefined,
    filter.packagingNo ? ilike(packagings.packagingNo, containsPattern(filter.packagingNo)) : undefined,
    filter.containerCode ? eq(packagings.containerCode, filter.containerCode) : undefined,
  );
}

/** Packagings with their buyer company and supplier (what the filters, sorts and rows read). */
function packagingRows(db: Queryable) {
  return db
    .select(packagingFields)
    .from(packagings)
    .innerJoin(buyer, eq(buyer.id, packagings.buyerCompanyId))
    .innerJoin(supplier, eq(supplier.id, packagings.supplierCompanyId));
}

/** `packagingRows` narrowed to the id: what a page's window reads before its rows. */
function packagingIds(db: Queryable) {
  return db
    .select({ id: packagings.id })
    .from(packagings)
    .innerJoin(buyer, eq(buyer.id, packagings.buyerCompanyId))
    .innerJoin(supplier, eq(supplier.id, packagings.supplierCompanyId));
}

export async function countPackagings(
  db: Queryable,
  scope: DataScope,
  filter: PackagingFilter,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(packagingIds(db).where(filtersOf(scope, filter)).as('matching'));
  return row?.value ?? 0;
}

/** The filtered packagings in the list's order (the export reads them all through a cursor). */
export function selectPackagings(
  db: Queryable,
  scope: DataScope,
  query: PackagingFilter & Pick<PageQuery, 'sort' | 'sortName'>,
) {
  return packagingRows(db)
    .where(filtersOf(scope, query))
    .orderBy(...orderSql(sortKeys(sortable, query, TIE_BREAKERS)));
}

/** The ids of a page's packagings: a narrow read in the list's order, so OFFSET skips ids, not whole rows. */
function idsIn(db: Queryable, scope: DataScope, query: PackagingQuery, window: PageWindow) {
  return packagingIds(db)
    .where(filtersOf(scope, query))
    .orderBy(...orderSql(sortKeys(sortable, query, TIE_BREAKERS), window.reversed))
    .limit(window.limit)
    .offset(window.offset);
}

/** A page of the list with the total (read from the nearer end, ids first, the total remembered). */
export function pageOfPackagings(db: Queryable, scope: DataScope, query: PackagingQuery) {
  const keys = sortKeys(sortable, query, TIE_BREAKERS);
  return readPage(
    query,
    () =>
      rememberedCount(db, countKey('packagings', query, scope), ['packagings', 'companies'], (snapshot) =>
        countPackagings(snapshot, scope, query),
      ),
    (window) =>
      packagingRows(db)
        .where(inArray(packagings.id, idsIn(db, scope, query, window)))
        .orderBy(...orderSql(keys, window.reversed)),
  );
}

/**
 * How a supplier packs the given parts for a buyer (for the ASN wizard: package number, quantity per
 * package and container per part), in packaging-number order.
 */
export function packagingsOfParts(
  db: Queryable,
  owner: { buyerCompanyId: number; supplierCompanyId: number },
  partNos: string[],
) {
  return db
    .select({
      partNo: packagings.partNo,
      packagingNo: packagings.packagingNo,
      qtyPerPackage: packagings.qtyPerPackage,
      containerCode: packagings.containerCode,
    })
    .from(packagings)
    .where(
      and(
        eq(packagings.buyerCompanyId, owner.buyerCompanyId),
        eq(packagings.supplierCompanyId, owner.supplierCompanyId),
        inArray(packagings.partNo, partNos.length > 0 ? partNos : ['']),
      ),
    )
    .orderBy(asc(packagings.partNo), asc(packagings.packagingNo));
}

export type PackagingValues = Omit<typeof packagings.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function upsertPackagings(db: Queryable, values: PackagingValues[]) {
  return upsertUnnest(db, packagings, values, {
    conflict: [packagings.buyerCompanyId, packagings.supplierCompanyId, packagings.packagingNo],
    set: {
      partNo: sql`excluded.part_no`,
      partGroup: sql`excluded.part_group`,
      containerCode: sql`excluded.container_code`,
      qtyPerPackage: sql`excluded.qty_per_package`,
      validDate: sql`excluded.valid_date`,
      antirust: sql`excluded.antirust`,
      corrosionProtection: sql`excluded.corrosion_protection`,
      plasticBag: sql`excluded.plastic_bag`,
      recyclable: sql`excluded.recyclable`,
      weightKg: sql`excluded.weight_kg`,
      lengthMm: sql`excluded.length_mm`,
      widthMm: sql`excluded.width_mm`,
      heightMm: sql`excluded.height_mm`,
      updatedBy: sql`excluded.updated_by`,
      updatedAt: sql`now()`,
    },
  });
}
