import type { PageQuery } from '@portal/contract/common';
import type { PART_SORT_FIELDS, PartFilter } from '@portal/contract/master-data';
import { and, asc, count, eq, ilike, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { companies, parts, plants } from '../../../db/schema/index.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import { upsertUnnest } from '../../../platform/db/upsert-unnest.ts';
import { containsPattern } from '../../../platform/lists/like.ts';
import { orderBy } from '../../../platform/lists/paging.ts';
import { ownedBy, supplierCodeFilter } from '../owner-scope.ts';

type SortQuery = Pick<PageQuery, 'sort' | 'sortName'>;

const buyer = alias(companies, 'buyer');
const supplier = alias(companies, 'supplier');

/** Every field of a part row; the display time is formatted by the service. */
export const partFields = {
  buyerCompanyCode: buyer.companyCode,
  buyerPlantCode: plants.plantCode,
  supplierCode: supplier.companyCode,
  supplierName: supplier.companyName,
  partNo: parts.partNo,
  partDescription: parts.partDescription,
  uom: parts.uom,
  versionNo: parts.versionNo,
  lotSizeQty: parts.lotSizeQty,
  model: parts.model,
  planner: parts.planner,
  updatedAt: parts.updatedAt,
  lastUpdateBy: parts.updatedBy,
};

const sortable = {
  ...partFields,
  lastUpdateTimeStr: parts.updatedAt,
} satisfies Record<(typeof PART_SORT_FIELDS)[number], SQLWrapper>;

function filtersOf(scope: DataScope, filter: PartFilter): SQL | undefined {
  const supplierCode = supplierCodeFilter(scope, filter.supplierCode);
  return and(
    ownedBy(scope, parts.buyerCompanyId, parts.supplierCompanyId),
    filter.buyerCompanyCode ? eq(buyer.companyCode, filter.buyerCompanyCode) : undefined,
    filter.buyerPlantCode ? eq(plants.plantCode, filter.buyerPlantCode) : undefined,
    filter.partNo?.length ? inArray(parts.partNo, filter.partNo) : undefined,
    supplierCode ? eq(supplier.companyCode, supplierCode) : undefined,
    filter.partDescription
      ? ilike(parts.partDescription, containsPattern(filter.partDescription))
      : undefined,
  );
}

export async function countParts(db: Queryable, scope: DataScope, filter: PartFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(parts)
    .innerJoin(buyer, eq(buyer.id, parts.buyerCompanyId))
    .innerJoin(plants, eq(plants.id, parts.plantId))
    .innerJoin(supplier, eq(supplier.id, parts.supplierCompanyId))
    .where(filtersOf(scope, filter));
  return row?.value ?? 0;
}

/** The filtered parts in the list's order (`limit`/`offset` for a page; none for an export). */
export function selectParts(db: Queryable, scope: DataScope, query: PartFilter & SortQuery) {
  return db
    .select(partFields)
    .from(parts)
    .innerJoin(buyer, eq(buyer.id, parts.buyerCompanyId))
    .innerJoin(plants, eq(plants.id, parts.plantId))
    .innerJoin(supplier, eq(supplier.id, parts.supplierCompanyId))
    .where(filtersOf(scope, query))
    .orderBy(
      ...orderBy(sortable, query, [
        asc(buyer.companyCode),
        asc(plants.plantCode),
        asc(parts.partNo),
        asc(supplier.companyCode),
        asc(parts.id),
      ]),
    );
}

export type PartValues = Omit<typeof parts.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Inserts new parts and updates known ones (plant + part + supplier), answering which was which. */
export function upsertParts(db: Queryable, values: PartValues[]) {
  return upsertUnnest(db, parts, values, {
    conflict: [parts.plantId, parts.partNo, parts.supplierCompanyId],
    set: {
      partDescription: sql`excluded.part_description`,
      uom: sql`excluded.uom`,
      versionNo: sql`excluded.version_no`,
      lotSizeQty: sql`excluded.lot_size_qty`,
      model: sql`excluded.model`,
      planner: sql`excluded.planner`,
      updatedBy: sql`excluded.updated_by`,
      updatedAt: sql`now()`,
    },
  });
}
