import type { ScheduleDetailQuery } from '@portal/contract/schedule';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { scheduleHeaders, scheduleSortCountChanges, scheduleSortCounts } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { keptRowsOfScope } from '../../platform/lists/kept-count-scope.ts';
import { equal } from '../../platform/lists/keyset.ts';
import type { Anchor } from '../../platform/lists/page-anchors.ts';
import { type OrderPart, partHolding, partSeek, type WindowIds } from '../../platform/lists/part-seek.ts';

/**
 * The line fields the sort counts are kept for (migration "schedule sort counts"): every sortable one but
 * the cumulative quantities, which run on from line to line (nearly one value a line).
 */
const COUNTED_FIELDS: ReadonlySet<string> = new Set([
  'i18nStatus',
  'lineNo',
  'partNo',
  'partDesc',
  'type',
  'deliveryDateStr',
  'deliveryTimeStr',
  'requestQty',
  'asnQty',
  'unshippedQty',
]);

type SortCountTable = typeof scheduleSortCounts | typeof scheduleSortCountChanges;

/** A part of the re-sorted list: the lines of one value released on one day. */
type ValueDay = OrderPart & { value: string | null };

/**
 * The sort counts of a scope's lines of one flag and field that `narrow` picks, the folded ones and the
 * changes not yet folded in (summed by the caller).
 */
function countRows(
  scope: DataScope,
  query: Pick<ScheduleDetailQuery, 'isLatest'>,
  field: string,
  narrow: (table: SortCountTable) => SQL | undefined,
): SQL {
  const rowsOf = (table: SortCountTable) => sql`
    select ${table.value} as value, ${table.releaseDate} as release_date, ${table.lines} as lines
      from ${table}
     where ${and(keptRowsOfScope(table, scope), eq(table.field, field), eq(table.isLatest, query.isLatest), narrow(table))}`;
  return sql`${rowsOf(scheduleSortCounts)} union all ${rowsOf(scheduleSortCountChanges)}`;
}

/**
 * A seek (readPageOfIds) for the unfiltered line list of a scope re-sorted by a counted field: the value
 * holding a position, summed over its values in the sort's order, then the release date holding it among
 * that value's lines (newest first, the list's order within a value); the page is read from the first or
 * last line of that value and day (part-seek.ts). Undefined for a field without counts.
 */
export function sortValueSeek(
  db: Queryable,
  query: Pick<ScheduleDetailQuery, 'isLatest' | 'sort' | 'sortName'>,
  scope: DataScope,
  column: PgColumn,
  ids: WindowIds,
): ((position: number) => Promise<Anchor[]>) | undefined {
  const field = query.sortName;
  if (!field || !COUNTED_FIELDS.has(field)) return undefined;
  // each value as the column's type, in the sort's direction (nulls last ascending, first descending)
  const valueOrder = sql`cast(part as ${sql.raw(column.getSQLType())}) ${query.sort === 'DESC' ? sql`desc` : sql`asc`}`;
  const holding = async (position: number): Promise<ValueDay | undefined> => {
    const values = countRows(scope, query, field, (table) => isNull(table.releaseDate));
    const value = await partHolding(
      db,
      sql`select value as part, sum(lines) as n from (${values}) as counts group by 1`,
      valueOrder,
      position,
    );
    if (!value) return undefined;
    const days = countRows(scope, query, field, (table) =>
      and(equal(table.value, value.part), isNotNull(table.releaseDate)),
    );
    const day = await partHolding(
      db,
      sql`select release_date as part, sum(lines) as n from (${days}) as counts group by 1`,
      sql`part desc`,
      position - value.before,
    );
    return day && { ...day, before: value.before + day.before, value: value.part };
  };
  return partSeek(holding, ids, (part) =>
    and(equal(column, part.value), eq(scheduleHeaders.releaseDate, part.part ?? '')),
  );
}
