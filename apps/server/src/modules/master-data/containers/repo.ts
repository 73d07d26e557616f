import type { PageQuery } from '@portal/contract/common';
import type { CONTAINER_SORT_FIELDS, ContainerFilter } from '@portal/contract/master-data';
import { and, asc, count, eq, ilike, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Queryable } from '../../../db/client.ts';
import { containers } from '../../../db/schema/index.ts';
import { upsertUnnest } from '../../../platform/db/upsert-unnest.ts';
import { containsPattern } from '../../../platform/lists/like.ts';
import { orderBy } from '../../../platform/lists/paging.ts';

export const containerFields = {
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

const sortable = {
  ...containerFields,
  lastUpdateTimeStr: containers.updatedAt,
} satisfies Record<(typeof CONTAINER_SORT_FIELDS)[number], SQLWrapper>;

/** Containers are shared by every buyer and supplier (returnable packaging): no owner filter. */
function filtersOf(filter: ContainerFilter): SQL | undefined {
  return and(
    filter.containerCode ? ilike(containers.containerCode, containsPattern(filter.containerCode)) : undefined,
    filter.containerType ? eq(containers.containerType, filter.containerType) : undefined,
  );
}

export async function countContainers(db: Queryable, filter: ContainerFilter): Promise<number> {
  const [row] = await db.select({ value: count() }).from(containers).where(filtersOf(filter));
  return row?.value ?? 0;
}

export function selectContainers(
  db: Queryable,
  query: ContainerFilter & Pick<PageQuery, 'sort' | 'sortName'>,
) {
  return db
    .select(containerFields)
    .from(containers)
    .where(filtersOf(query))
    .orderBy(...orderBy(sortable, query, [asc(containers.containerCode), asc(containers.id)]));
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
