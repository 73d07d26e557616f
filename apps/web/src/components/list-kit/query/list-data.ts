import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';

/** Rows under `data` (email configuration, companies; users and roles answer no `pages`). */
type DataRows<Row> = { data: Row[]; total: number };
/** Rows under `records` (schedule, ASN, GR, invoice ...). */
type RecordRows<Row> = { records: Row[]; total: number };

/**
 * A page of a list call: `data/total` or `records/total` (most also carry `pages`, the user list `size`),
 * as each call's spec names it. The kit needs only the rows and the total.
 */
export type ListData<Row extends object = object> = DataRows<Row> | RecordRows<Row>;

/** The row type of a page. */
export type RowOf<Data> =
  Data extends DataRows<infer Row extends object>
    ? Row
    : Data extends RecordRows<infer Row extends object>
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
