import { SCHEDULE_DETAIL_SORT_FIELDS, type ScheduleDetailQuery } from '@portal/contract/schedule';
import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { scheduleHeaders, scheduleSortCountChanges, scheduleSortCounts } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { keptRowsOfScope } from '../../platform/lists/kept-count-scope.ts';
import { equal } from '../../platform/lists/keyset.ts';
import {
  MAX_PARTS_A_WINDOW,
  type OrderPart,
  partHolding,
  partsFrom,
} from '../../platform/lists/part-seek.ts';

/** The sortable line fields the sort counts leave out: they run on from line to line, nearly one value a line. */
const CUMULATIVE_FIELDS: ReadonlySet<string> = new Set(['cumQty', 'cumReceivedQty', 'cumNetQty']);

/**
 * The line fields the sort counts are kept for (migration "schedule sort counts", whose
 * `schedule_sort_values` names the same ones): every sortable one but the cumulative quantities.
 */
const COUNTED_FIELDS: ReadonlySet<string> = new Set(
  SCHEDULE_DETAIL_SORT_FIELDS.filter((field) => !CUMULATIVE_FIELDS.has(field)),
);

/**
 * The counted fields an index reads one value of (a line index on the field, the headers' part index): a
 * value of at most SMALL_VALUE_ROWS lines is then one part, read whole, instead of one part a release date.
 */
const VALUE_INDEXED: ReadonlySet<string> = new Set(['i18nStatus', 'partNo', 'requestQty', 'asnQty']);
const SMALL_VALUE_ROWS = 10_000;

type SortCountTable = typeof scheduleSortCounts | typeof scheduleSortCountChanges;

/**
 * A part of the re-sorted list: the lines of one value released on one day (`part`), or of a run of values
 * from `value` to `lastValue` on every day (`part` null).
 */
type ValueDay = OrderPart & { value: string | null; lastValue: string | null };

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
 * reads (part-seek.ts): the value holding a position, summed over its values in the sort's order, then, for
 * a value of many lines, the release date holding it among that value's lines (newest first, the list's
 * order within a value). Undefined for a field without counts.
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
  let known: OrderPart[] = [];
  const valueHolding = async (position: number) => {
    // a page's next part is the same value's next day or one of the next values: read with the first
    const holds = (value: OrderPart) => position >= value.before && position < value.before + value.rows;
    if (!known.some(holds)) {
      const summed = sql`select value as part, sum(lines) as n from (${values}) as counts group by 1`;
      known = await partsFrom(db, summed, valueOrder, position, MAX_PARTS_A_WINDOW);
    }
    return known.find(holds);
  };
  const holding = async (position: number): Promise<ValueDay | undefined> => {
    const value = await valueHolding(position);
    if (!value) return undefined;
    if (VALUE_INDEXED.has(field) && value.rows <= SMALL_VALUE_ROWS) return smallValuesFrom(value);
    const days = countRows(scope, query, field, (table) =>
      and(equal(table.value, value.part), isNotNull(table.releaseDate)),
    );
    const day = await partHolding(
      db,
      sql`select release_date as part, sum(lines) as n from (${days}) as counts group by 1`,
      sql`part desc`,
      position - value.before,
    );
    return day && { ...day, before: value.before + day.before, value: value.part, lastValue: value.part };
  };
  // the value and the small ones after it (`known` holds them in order), as one part of few lines: one read
  const smallValuesFrom = (first: OrderPart): ValueDay => {
    const run = { ...first, value: first.part, lastValue: first.part, part: null };
    for (const next of known.slice(known.indexOf(first) + 1)) {
      if (run.lastValue === null || next.part === null || run.rows + next.rows > SMALL_VALUE_ROWS) break;
      run.lastValue = next.part;
      run.rows += next.rows;
    }
    return run;
  };
  const [from, to] = query.sort === 'DESC' ? [sql`<=`, sql`>=`] : [sql`>=`, sql`<=`];
  const onPart = (part: ValueDay) => {
    if (part.part !== null) return and(equal(column, part.value), eq(scheduleHeaders.releaseDate, part.part));
    if (part.value === part.lastValue) return equal(column, part.value);
    return sql`(${column} ${from} ${part.value} and ${column} ${to} ${part.lastValue})`;
  };
  return { holding, onPart };
}
