import type { PageQuery } from '@portal/contract/common';
import type { PART_SORT_FIELDS, PartFilter, PartQuery } from '@portal/contract/master-data';
import { and, asc, count, eq, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { companies, parts, plants } from '../../../db/schema/index.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import { plantCondition } from '../../../platform/access/scope-condition.ts';
import { upsertUnnest } from '../../../platform/db/upsert-unnest.ts';
import { countKey, rememberedCount } from '../../../platform/lists/count-memo.ts';
import { containsPattern } from '../../../platform/lists/like.ts';
import { type PageWindow, readPage } from '../../../platform/lists/page-window.ts';
import { readSegmentedPage, type Segment } from '../../../platform/lists/segments.ts';
import { ascending, orderSql, sortKeys } from '../../../platform/lists/sort-keys.ts';
import { ownedBy, supplierCodeFilter } from '../owner-scope.ts';

type SortQuery = Pick<PageQuery, 'sort' | 'sortName'>;

const buyer = alias(companies, 'buyer');
const supplier = alias(companies, 'supplier');

/** Every field of a part row; the display time is formatted by the service. */
export const partFields = {
  partId: parts.id,
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

// the id is a row's address, not a column to sort by
const { partId: _address, ...listedFields } = partFields;

const sortable = {
  ...listedFields,
  lastUpdateTimeStr: parts.updatedAt,
} satisfies Record<(typeof PART_SORT_FIELDS)[number], SQLWrapper>;

/** Inside one buyer company's plant, the default order: part, supplier, then id. */
const WITHIN_PLANT = [ascending(parts.partNo), ascending(supplier.companyCode), ascending(parts.id)];

/** By company, plant, part and supplier when the user has not sorted; the id keeps pages apart. */
const TIE_BREAKERS = [ascending(buyer.companyCode), ascending(plants.plantCode), ...WITHIN_PLANT];

function filtersOf(scope: DataScope, filter: PartFilter): SQL | undefined {
  const supplierCode = supplierCodeFilter(scope, filter.supplierCode);
  return and(
    ownedBy(scope, parts.buyerCompanyId, parts.supplierCompanyId),
    // a buyer with assigned plants sees their parts only (the plant table is joined by every read here)
    plantCondition(scope, plants.plantCode),
    filter.buyerCompanyCode ? eq(buyer.companyCode, filter.buyerCompanyCode) : undefined,
    filter.buyerPlantCode ? eq(plants.plantCode, filter.buyerPlantCode) : undefined,
    filter.partNo?.length ? inArray(parts.partNo, filter.partNo) : undefined,
    supplierCode ? eq(supplier.companyCode, supplierCode) : undefined,
    filter.partDescription
      ? ilike(parts.partDescription, containsPattern(filter.partDescription))
      : undefined,
  );
}

/** Parts with their buyer company, plant and supplier (what the filters, sorts and rows read). */
function partRows(db: Queryable) {
  return db
    .select(partFields)
    .from(parts)
    .innerJoin(buyer, eq(buyer.id, parts.buyerCompanyId))
    .innerJoin(plants, eq(plants.id, parts.plantId))
    .innerJoin(supplier, eq(supplier.id, parts.supplierCompanyId));
}

/** `partRows` narrowed to the id: what a page's window reads before its rows. */
function partIds(db: Queryable) {
  return db
    .select({ id: parts.id })
    .from(parts)
    .innerJoin(buyer, eq(buyer.id, parts.buyerCompanyId))
    .innerJoin(plants, eq(plants.id, parts.plantId))
    .innerJoin(supplier, eq(supplier.id, parts.supplierCompanyId));
}

export async function countParts(db: Queryable, scope: DataScope, filter: PartFilter): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(partIds(db).where(filtersOf(scope, filter)).as('matching'));
  return row?.value ?? 0;
}

/** The filtered parts in the list's order (the export reads them all through a cursor). */
export function selectParts(db: Queryable, scope: DataScope, query: PartFilter & SortQuery) {
  return partRows(db)
    .where(filtersOf(scope, query))
    .orderBy(...orderSql(sortKeys(sortable, query, TIE_BREAKERS)));
}

/** The ids of a page's parts: a narrow read in the list's order, so OFFSET skips ids rather than whole rows. */
function idsIn(db: Queryable, scope: DataScope, query: PartQuery, window: PageWindow) {
  return partIds(db)
    .where(filtersOf(scope, query))
    .orderBy(...orderSql(sortKeys(sortable, query, TIE_BREAKERS), window.reversed))
    .limit(window.limit)
    .offset(window.offset);
}

/** A page of the list with the total (read from the nearer end, ids first, the total remembered). */
/** The buyer company and plant pairs (ids) whose parts share one company code and plant code. */
type PlantRun = Array<{ buyerId: number; plantId: number }>;

/**
 * How many of the filtered parts each company code and plant code holds, in that order (the default order's
 * runs). A run is one buyer company's plant; should a part's plant belong to another company with the same
 * plant code, the pairs that share both codes make one run.
 */
async function partsPerPlant(
  db: Queryable,
  scope: DataScope,
  filter: PartFilter,
): Promise<Segment<PlantRun>[]> {
  const pairs = await db
    .select({
      buyerId: parts.buyerCompanyId,
      plantId: parts.plantId,
      buyerCode: buyer.companyCode,
      plantCode: plants.plantCode,
      rows: count(),
    })
    .from(parts)
    .innerJoin(buyer, eq(buyer.id, parts.buyerCompanyId))
    .innerJoin(plants, eq(plants.id, parts.plantId))
    .innerJoin(supplier, eq(supplier.id, parts.supplierCompanyId))
    .where(filtersOf(scope, filter))
    .groupBy(parts.buyerCompanyId, parts.plantId, buyer.companyCode, plants.plantCode)
    .orderBy(asc(buyer.companyCode), asc(plants.plantCode));
  const runs: Array<Segment<PlantRun> & { codes: [string, string] }> = [];
  for (const { buyerId, plantId, buyerCode, plantCode, rows } of pairs) {
    const last = runs.at(-1);
    if (last && last.codes[0] === buyerCode && last.codes[1] === plantCode) {
      last.key.push({ buyerId, plantId });
      last.rows += rows;
    } else runs.push({ key: [{ buyerId, plantId }], rows, codes: [buyerCode, plantCode] });
  }
  return runs.map(({ key, rows }) => ({ key, rows }));
}

function inRun(run: PlantRun): SQL | undefined {
  return or(
    ...run.map(({ buyerId, plantId }) => and(eq(parts.buyerCompanyId, buyerId), eq(parts.plantId, plantId))),
  );
}

/**
 * A page of the list with the total (read from the nearer end, ids first, the total remembered). In the
 * default order a page is read per plant: inside one the order follows the plant + part index, so a page
 * walks that index instead of sorting every filtered part by company and plant code.
 */
export function pageOfParts(db: Queryable, scope: DataScope, query: PartQuery) {
  const keys = sortKeys(sortable, query, TIE_BREAKERS);
  const rowsOf = (ids: SQL | SQLWrapper, reversed: boolean) =>
    partRows(db)
      .where(inArray(parts.id, ids))
      .orderBy(...orderSql(keys, reversed));
  if (!query.sortName) {
    return readSegmentedPage(
      query,
      () =>
        rememberedCount(
          db,
          countKey('part-plants', query, scope),
          ['parts', 'plants', 'companies'],
          (snapshot) => partsPerPlant(snapshot, scope, query),
        ),
      (run, window) =>
        rowsOf(
          partIds(db)
            .where(and(filtersOf(scope, query), inRun(run)))
            .orderBy(...orderSql(WITHIN_PLANT, window.reversed))
            .limit(window.limit)
            .offset(window.offset),
          window.reversed,
        ),
    );
  }
  return readPage(
    query,
    () =>
      rememberedCount(db, countKey('parts', query, scope), ['parts', 'plants', 'companies'], (snapshot) =>
        countParts(snapshot, scope, query),
      ),
    (window) => rowsOf(idsIn(db, scope, query, window), window.reversed),
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
