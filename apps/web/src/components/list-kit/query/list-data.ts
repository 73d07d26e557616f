import type { DataPage, RecordsPage } from '@portal/contract/common';
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';

/** A page of a list call: `data/total/pages` or `records/total/pages`, as each call's spec names it. */
export type ListData<Row extends object = object> = DataPage<Row> | RecordsPage<Row>;

/** The row type of a page. */
export type RowOf<Data> =
  Data extends DataPage<infer Row extends object>
    ? Row
    : Data extends RecordsPage<infer Row extends object>
      ? Row
      : never;

/** The query options of a list call for one query (a feature's `getXxxQueryOptions`). */
export type ListQueryOptions<Data, TQueryKey extends QueryKey = QueryKey> = UseQueryOptions<
  Data,
  Error,
  Data,
  TQueryKey
>;

export function rowsOf<Data extends ListData>(data: Data | undefined): RowOf<Data>[] {
  if (!data) return [];
  return ('records' in data ? data.records : data.data) as RowOf<Data>[];
}
