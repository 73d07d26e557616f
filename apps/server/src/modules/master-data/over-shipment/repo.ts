import type { PageQuery } from '@portal/contract/common';
import type { OVER_SHIPPED_SORT_FIELDS, OverShippedFilter } from '@portal/contract/master-data';
import { and, asc, count, eq, ilike, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { companies, overShipmentSettings as settings } from '../../../db/schema/index.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import { upsertUnnest } from '../../../platform/db/upsert-unnest.ts';
import { containsPattern } from '../../../platform/lists/like.ts';
import { orderBy } from '../../../platform/lists/paging.ts';
import { ownedBy, supplierCodeFilter } from '../owner-scope.ts';

const buyer = alias(companies, 'buyer');
const supplier = alias(companies, 'supplier');

export const overShippedFields = {
  overShipmentId: settings.id,
  buyerCompanyCode: buyer.companyCode,
  supplierCode: supplier.companyCode,
  supplierName: supplier.companyName,
  isOverShipped: settings.isOverShipped,
  isOverShippedTolerence: settings.isOverShippedTolerance,
  ratePercent: settings.ratePercent,
};

// the id is a row's address, not a column to sort by
const { overShipmentId: _address, ...listedFields } = overShippedFields;
const sortable = listedFields satisfies Record<(typeof OVER_SHIPPED_SORT_FIELDS)[number], SQLWrapper>;

function filtersOf(scope: DataScope, filter: OverShippedFilter): SQL | undefined {
  const supplierCode = supplierCodeFilter(scope, filter.supplierCode);
  return and(
    ownedBy(scope, settings.buyerCompanyId, settings.supplierCompanyId),
    filter.buyerCompanyCode ? eq(buyer.companyCode, filter.buyerCompanyCode) : undefined,
    supplierCode ? eq(supplier.companyCode, supplierCode) : undefined,
    filter.supplierName ? ilike(supplier.companyName, containsPattern(filter.supplierName)) : undefined,
    filter.isOverShipped ? eq(settings.isOverShipped, filter.isOverShipped === 'Y') : undefined,
  );
}

export async function countOverShipped(
  db: Queryable,
  scope: DataScope,
  filter: OverShippedFilter,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(settings)
    .innerJoin(buyer, eq(buyer.id, settings.buyerCompanyId))
    .innerJoin(supplier, eq(supplier.id, settings.supplierCompanyId))
    .where(filtersOf(scope, filter));
  return row?.value ?? 0;
}

export function selectOverShipped(
  db: Queryable,
  scope: DataScope,
  query: OverShippedFilter & Pick<PageQuery, 'sort' | 'sortName'>,
) {
  return db
    .select(overShippedFields)
    .from(settings)
    .innerJoin(buyer, eq(buyer.id, settings.buyerCompanyId))
    .innerJoin(supplier, eq(supplier.id, settings.supplierCompanyId))
    .where(filtersOf(scope, query))
    .orderBy(
      ...orderBy(sortable, query, [asc(buyer.companyCode), asc(supplier.companyCode), asc(settings.id)]),
    );
}

export interface OverShippedValues {
  isOverShipped: boolean;
  isOverShippedTolerance: boolean | null;
  ratePercent: string | null;
}

const companyIdOf = (code: string, type: 'B' | 'S') =>
  sql`(select ${companies.id} from ${companies} where ${companies.companyCode} = ${code} and ${companies.companyType} = ${type})`;

/**
 * Sets the over-shipment settings of one supplier at one buyer company the user maintains; answers
 * whether such a pair exists (every relationship has its row).
 */
export async function updateOverShipped(
  db: Queryable,
  buyerCompanyIds: number[],
  pair: { buyerCompanyCode: string; supplierCode: string },
  values: OverShippedValues & { updatedBy: string },
): Promise<boolean> {
  if (buyerCompanyIds.length === 0) return false;
  const changed = await db
    .update(settings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(
        inArray(settings.buyerCompanyId, buyerCompanyIds),
        eq(settings.buyerCompanyId, companyIdOf(pair.buyerCompanyCode, 'B')),
        eq(settings.supplierCompanyId, companyIdOf(pair.supplierCode, 'S')),
      ),
    )
    .returning({ id: settings.id });
  return changed.length > 0;
}

export type OverShippedRowValues = OverShippedValues & {
  buyerCompanyId: number;
  supplierCompanyId: number;
  createdBy: string;
  updatedBy: string;
};

/** The settings of many pairs at once (the upload); the rows exist, the insert branch is a safety net. */
export function upsertOverShipped(db: Queryable, values: OverShippedRowValues[]) {
  return upsertUnnest(db, settings, values, {
    conflict: [settings.buyerCompanyId, settings.supplierCompanyId],
    set: {
      isOverShipped: sql`excluded.is_over_shipped`,
      isOverShippedTolerance: sql`excluded.is_over_shipped_tolerance`,
      ratePercent: sql`excluded.rate_percent`,
      updatedBy: sql`excluded.updated_by`,
      updatedAt: sql`now()`,
    },
  });
}
