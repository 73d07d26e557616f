import type { ScheduleDetailQuery } from '@portal/contract/schedule';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { scheduleHeaders, scheduleSortCountChanges, scheduleSortCounts } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { keptRowsOfScope } from '../../platform/lists/kept-count-scope.ts';
import { equal } from '../../platform/lists/keyset.ts';
import { type OrderPart, partHolding } from '../../platform/lists/part-seek.ts';

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

/** The parts of the re-sorted list (part-seek.ts): the one holding a position, and the lines of one. */
export interface SortValueParts {
  holding: (position: number) => Promise<ValueDay | undefined>;
  onPart: (part: ValueDay) => SQL | undefined;
}

/**
 * The parts of the unfiltered line list of a scope re-sorted by a counted field, for its seek and its part
 * reads (part-seek.ts): the value holding a position, summed over its values in the sort's order, then the
 * release date holding it among that value's lines (newest first, the list's order within a value).
 * Undefined for a field without counts.
 */
export function sortValueParts(
  db: Queryable,
  query: Pick<ScheduleDetailQuery, 'isLatest' | 'sort' | 'sortName'>,
  scope: DataScope,
  column: PgColumn,
): SortValueParts | undefined {
  const field = query.sortName;
  if (!field || !COUNTED_FIELDS.has(field)) return undefined;
  // each value as the column's type, in the sort's direction (nulls last ascending, first descending)
  const valueOrder = sql`cast(part as ${sql.raw(column.getSQLType())}) ${query.sort === 'DESC' ? sql`desc` : sql`asc`}`;
  const values = countRows(scope, query, field, (table) => isNull(table.releaseDate));
  let lastValue: OrderPart | undefined;
  const valueHolding = async (position: number) => {
    // a page's next part is mostly the same value's next day: its value is not summed again
    const known = lastValue && position >= lastValue.before && position < lastValue.before + lastValue.rows;
    if (!known)
      lastValue = await partHolding(
        db,
        sql`select value as part, sum(lines) as n from (${values}) as counts group by 1`,
        valueOrder,
        position,
      );
    return lastValue;
  };
  const holding = async (position: number): Promise<ValueDay | undefined> => {
    const value = await valueHolding(position);
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
  const onPart = (part: ValueDay) =>
    and(equal(column, part.value), eq(scheduleHeaders.releaseDate, part.part ?? ''));
  return { holding, onPart };
}
