import type { DateRangeValue } from '../query-form/date-range-rule.ts';
import type { ListFilter } from '../query-form/list-filter.ts';
import { isTableColumn, type ListColumn } from '../table/list-column.ts';

/** What a query-form control holds: text, chosen option(s) or a date range. */
export type FilterFormValue = string | string[] | DateRangeValue | undefined;
export type FilterValues = Record<string, FilterFormValue>;

/** A filter of the query form with its form field, label, start value and (for suppliers) lock. */
export type ResolvedFilter<Query> = {
  /** form field; the query field for single-field filters, the `from` field for date ranges */
  field: string;
  label: string;
  filter: ListFilter<Query>;
  initial: FilterFormValue;
  /** value fixed for this user; the control is disabled */
  locked?: string;
};

function initialOf<Query>(filter: ListFilter<Query>, locked: string | undefined): FilterFormValue {
  if (filter.kind === 'dateRange') return { ...filter.initialValue };
  if (locked !== undefined) return 'multiple' in filter && filter.multiple ? [locked] : locked;
  const initial = filter.initialValue;
  if (filter.kind === 'multiText' && Array.isArray(initial)) return initial.join('\n');
  if (filter.kind === 'yesNo') return typeof initial === 'string' ? initial : '';
  return typeof initial === 'string' ? initial : initial ? [...initial] : undefined;
}

function resolveOne<Row, Query>(
  column: ListColumn<Row, Query>,
  filter: ListFilter<Query>,
): ResolvedFilter<Query> {
  const ownField = isTableColumn(column) ? column.dataIndex : column.key;
  const field = filter.kind === 'dateRange' ? filter.from : (filter.name ?? ownField);
  const locked = filter.kind === 'dateRange' ? undefined : filter.lockedValue?.();
  return { field, label: filter.label ?? column.title, filter, initial: initialOf(filter, locked), locked };
}

/** The query form's filters in display order: by `order` where given, otherwise by column order. */
export function resolveFilters<Row, Query>(
  columns: readonly ListColumn<Row, Query>[],
): ResolvedFilter<Query>[] {
  const resolved = columns.flatMap((column, index) =>
    column.filter ? [{ index, item: resolveOne(column, column.filter) }] : [],
  );
  const rank = (entry: (typeof resolved)[number]) => entry.item.filter.order ?? entry.index;
  return resolved.sort((a, b) => rank(a) - rank(b) || a.index - b.index).map((entry) => entry.item);
}

/** Form values the filters start with, and return to on Reset. */
export function initialFilterValues<Query>(filters: readonly ResolvedFilter<Query>[]): FilterValues {
  return Object.fromEntries(filters.map((entry) => [entry.field, entry.initial]));
}
