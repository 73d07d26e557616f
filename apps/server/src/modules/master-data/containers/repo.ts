import type { PageQuery } from '@portal/contract/common';
import type {
  CONTAINER_SORT_FIELDS,
  ContainerFilter,
  ContainerPageQuery,
} from '@portal/contract/master-data';
import { and, count, eq, ilike, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../../db/client.ts';
import { containers } from '../../../db/schema/index.ts';
import { upsertUnnest } from '../../../platform/db/upsert-unnest.ts';
import { countKey, rememberedCount } from '../../../platform/lists/count-memo.ts';
import { containsPattern } from '../../../platform/lists/like.ts';
import { type PageWindow, readPage } from '../../../platform/lists/page-window.ts';
import { ascending, orderSql, sortKeys } from '../../../platform/lists/sort-keys.ts';

export const containerFields = {
  containerId: containers.id,
  containerCode: containers.containerCode,
  containerType: containers.containerType,
  maxLoadKg: containers.maxLoadKg,
  foldFlag: containers.foldFlag,
  outsideLengthMm: containers.outsideLengthMm,
  outsideWidthMm: containers.outsideWidthMm,
  outsideHeightMm: containers.outsideHeightMm,
  weightKg: containers.weightKg,
  material: containers.material,
  updatedAt: containers.updatedAt,
  lastUpdateBy: containers.updatedBy,
};

// the id is a row's address, not a column to sort by
const { containerId: _address, ...listedFields } = containerFields;

const sortable = {
  ...listedFields,
  lastUpdateTimeStr: containers.updatedAt,
} satisfies Record<(typeof CONTAINER_SORT_FIELDS)[number], SQLWrapper>;

/** By container code when the user has not sorted; the id keeps pages apart. */
const TIE_BREAKERS = [ascending(containers.containerCode), ascending(containers.id)];

/** Containers are shared by every buyer and supplier (returnable packaging): no owner filter. */
function filtersOf(filter: ContainerFilter): SQL | undefined {
  return and(
    filter.containerCode ? ilike(containers.containerCode, containsPattern(filter.containerCode)) : undefined,
    filter.containerType ? eq(containers.containerType, filter.containerType) : undefined,
  );
}

function fromContainers<Fields extends SelectedFields>(db: Queryable, fields: Fields) {
  return db.select(fields).from(containers);
}

export async function countContainers(db: Queryable, filter: ContainerFilter): Promise<number> {
  const [row] = await fromContainers(db, { value: count() }).where(filtersOf(filter));
  return row?.value ?? 0;
}

/** The filtered containers in the list's order (the export reads them all through a cursor). */
export function selectContainers(
  db: Queryable,
  query: ContainerFilter & Pick<PageQuery, 'sort' | 'sortName'>,
) {
  return fromContainers(db, containerFields)
    .where(filtersOf(query))
    .orderBy(...orderSql(sortKeys(sortable, query, TIE_BREAKERS)));
}

/** The ids of a page's containers: a narrow read in the list's order, so OFFSET skips ids, not whole rows. */
function idsIn(db: Queryable, query: ContainerPageQuery, window: PageWindow) {
  return fromContainers(db, { id: containers.id })
    .where(filtersOf(query))
    .orderBy(...orderSql(sortKeys(sortable, query, TIE_BREAKERS), window.reversed))
    .limit(window.limit)
    .offset(window.offset);
}

/** A page of the list with the total (read from the nearer end, ids first, the total remembered). */
export function pageOfContainers(db: Queryable, query: ContainerPageQuery) {
  const keys = sortKeys(sortable, query, TIE_BREAKERS);
  return readPage(
    query,
    // containers are everyone's: the total depends on the filters alone
    () =>
      rememberedCount(db, countKey('containers', query, {}), ['containers'], (snapshot) =>
        countContainers(snapshot, query),
      ),
    (window) =>
      fromContainers(db, containerFields)
        .where(inArray(containers.id, idsIn(db, query, window)))
        .orderBy(...orderSql(keys, window.reversed)),
  );
}

export type ContainerValues = Omit<typeof containers.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export function upsertContainers(db: Queryable, values: ContainerValues[]) {
  return upsertUnnest(db, containers, values, {
    conflict: [containers.containerCode],
    set: {
      containerType: sql`excluded.container_type`,
      maxLoadKg: sql`excluded.max_load_kg`,
      foldFlag: sql`excluded.fold_flag`,
      outsideLengthMm: sql`excluded.outside_length_mm`,
      outsideWidthMm: sql`excluded.outside_width_mm`,
      outsideHeightMm: sql`excluded.outside_height_mm`,
      weightKg: sql`excluded.weight_kg`,
      material: sql`excluded.material`,
      updatedBy: sql`excluded.updated_by`,
      updatedAt: sql`now()`,
    },
  });
}
