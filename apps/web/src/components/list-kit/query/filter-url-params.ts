import dayjs from 'dayjs';
import type { DateRangeValue } from '../query-form/date-range-rule.ts';
import { FILTER_DATE_FORMAT } from '../query-form/filter-date.ts';
import type { ListFilter } from '../query-form/list-filter.ts';
import { splitMultiValue } from '../query-form/split-multi-value.ts';
import type { FilterFormValue, ResolvedFilter } from './resolve-filters.ts';

/** Dates in the address read as people write them; the list call takes `yyyyMMdd`. */
export const URL_DATE_FORMAT = 'YYYY-MM-DD';
/** A longer value is not a search anybody typed: ignored. */
const MAX_VALUE_LENGTH = 200;

/** The values of one address parameter, in the order they are written; empty when the filter is empty. */
type ParamValues = string[];

function texts(value: FilterFormValue): string[] {
  if (typeof value === 'string') return value.trim() ? [value.trim()] : [];
  return Array.isArray(value) ? value.filter((item) => item.trim() !== '') : [];
}

function urlDate(filterDate: string | undefined): ParamValues {
  const date = filterDate ? dayjs(filterDate, FILTER_DATE_FORMAT) : undefined;
  return date?.isValid() && /^\d{8}$/.test(filterDate ?? '') ? [date.format(URL_DATE_FORMAT)] : [];
}

/** `yyyy-MM-dd` of a real day (2026-02-31 is refused, not rolled over) as `yyyyMMdd`. */
function filterDateOf(text: string | undefined): string | undefined {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return undefined;
  const date = dayjs(text, URL_DATE_FORMAT);
  return date.isValid() && date.format(URL_DATE_FORMAT) === text
    ? date.format(FILTER_DATE_FORMAT)
    : undefined;
}

function rangeOf(value: FilterFormValue): DateRangeValue {
  return value && typeof value === 'object' && !Array.isArray(value) ? value : {};
}

/** Each address parameter of a filter with its values: one for most filters, `from` and `to` for a date range. */
export function filterParams<Query>(filter: ListFilter<Query>, field: string, value: FilterFormValue) {
  if (filter.kind === 'dateRange') {
    const range = rangeOf(value);
    return new Map<string, ParamValues>([
      [filter.from, urlDate(range.from)],
      [filter.to, urlDate(range.to)],
    ]);
  }
  const values = filter.kind === 'multiText' ? splitMultiValue(texts(value).join('\n')) : texts(value);
  return new Map<string, ParamValues>([[field, values]]);
}

function allowedChoices<Query>(filter: ListFilter<Query>): readonly string[] | undefined {
  if (filter.kind === 'yesNo') return ['Y', 'N'];
  if (filter.kind === 'select') return filter.options.map((option) => option.value);
  // property and remote options come from the server: the server checks them
  return undefined;
}

function isMultiple<Query>(filter: ListFilter<Query>): boolean {
  return 'multiple' in filter && filter.multiple === true;
}

/** The usable values of a parameter: non-empty, not overlong, one of the options where the options are known. */
function cleanValues<Query>(filter: ListFilter<Query>, raw: readonly string[]): string[] {
  const allowed = allowedChoices(filter);
  return raw
    .map((value) => value.trim())
    .filter((value) => value !== '' && value.length <= MAX_VALUE_LENGTH)
    .filter((value) => !allowed || allowed.includes(value));
}

/** The form value of a single-field filter read from its parameter's values (all already clean). */
function formValueOf<Query>(filter: ListFilter<Query>, values: string[]): FilterFormValue {
  if (filter.kind === 'multiText') return values.join('\n');
  if (isMultiple(filter)) return values.length > 0 ? values : undefined;
  if (filter.kind === 'text' || filter.kind === 'yesNo') return values[0] ?? '';
  return values[0];
}

type ReadParam = (name: string) => string[] | undefined;

function readDateRange<Query>(
  entry: ResolvedFilter<Query> & { filter: { kind: 'dateRange' } },
  read: ReadParam,
): FilterFormValue {
  const initial = rangeOf(entry.initial);
  const side = (name: string, fallback: string | undefined) => {
    const raw = read(name);
    if (raw === undefined) return fallback;
    // an empty parameter is a side the user cleared; an unreadable one is ignored
    if (raw.every((value) => value === '')) return undefined;
    return filterDateOf(raw.find((value) => value !== '')) ?? fallback;
  };
  const from = side(entry.filter.from, initial.from);
  const to = side(entry.filter.to, initial.to);
  // an inverted range is not a search the form could have made: its end is dropped
  return { from, to: from && to && to < from ? undefined : to };
}

/**
 * The form value of a filter read from the address: the filter's start value when its parameter is
 * missing or holds nothing usable, an empty value when the parameter is present but empty (the user
 * cleared a filter that starts with a value).
 */
export function readFilter<Query>(entry: ResolvedFilter<Query>, read: ReadParam): FilterFormValue {
  const { filter } = entry;
  if (filter.kind === 'dateRange') return readDateRange({ ...entry, filter }, read);
  const raw = read(entry.field);
  if (raw === undefined) return entry.initial;
  if (raw.every((value) => value === '')) return formValueOf(filter, []);
  const values = cleanValues(filter, filter.kind === 'multiText' ? raw.flatMap(splitMultiValue) : raw);
  if (values.length === 0) return entry.initial;
  return formValueOf(filter, isMultiple(filter) || filter.kind === 'multiText' ? values : values.slice(0, 1));
}
