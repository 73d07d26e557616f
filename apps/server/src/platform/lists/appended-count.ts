import { getTableName, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { setNewest } from '../newest-entries.ts';
import { databaseTag } from './count-memo.ts';

/**
 * Totals of lists over an append-only table (the audit log: a committed row is never changed or removed),
 * kept per list and brought up to date by counting only the rows committed since. Every table write moves
 * the change stamps of count-memo.ts, and the audit log is written by nearly every save: recounting 475 k
 * entries after each took 130-150 ms of a first page.
 *
 * Exact without waiting for writers: a total is remembered with the snapshot it was counted in, and the
 * next count adds the rows that snapshot did not see, found by the id of the transaction that wrote them
 * (`txId`, an index): no such row can be older than the snapshot's xmin. The count and its new snapshot
 * come from one statement. Totals are kept per database (see count-memo.ts) and forgotten on a truncate.
 */
const MAX_ENTRIES = 2000;

export interface AppendOnlyTable {
  table: PgTable;
  /** the writing transaction's id (txid_current()), indexed */
  txId: AnyPgColumn;
}

type Counted = {
  total: number;
  snapshot: string;
  /** the table's file: a truncate gives it a new one, and what was counted is gone */
  file: string;
};

const counted = new Map<string, Counted>();

async function countSince(
  db: Queryable,
  { table, txId }: AppendOnlyTable,
  where: SQL | undefined,
  known: Counted | undefined,
): Promise<Counted> {
  const since = known
    ? sql`${txId} >= pg_snapshot_xmin(${known.snapshot}::pg_snapshot)::text::bigint
          and not pg_visible_in_snapshot(${txId}::text::xid8, ${known.snapshot}::pg_snapshot)`
    : sql`true`;
  const result = await db.execute<Counted>(sql`
    select ${known?.total ?? 0}::int + count(*)::int as "total", pg_current_snapshot()::text as "snapshot",
           pg_relation_filenode(${getTableName(table)}::regclass)::text as "file"
      from ${table}
     where ${since} and ${where ?? sql`true`}`);
  const row = result.rows[0];
  if (!row) throw new Error('count answered no row');
  return row;
}

/** The total of a list (`key`: its name, filters and scope) over an append-only table. */
export async function appendedCount(
  db: Queryable,
  key: string,
  source: AppendOnlyTable,
  where: SQL | undefined,
): Promise<number> {
  // a caller's transaction counts in its own snapshot, which may be older than what is remembered
  if (!('$client' in db)) return (await countSince(db, source, where, undefined)).total;
  const tagged = `${databaseTag(db)}:${key}`;
  const known = counted.get(tagged);
  let now = await countSince(db, source, where, known);
  if (known && now.file !== known.file) now = await countSince(db, source, where, undefined);
  setNewest(counted, tagged, now, MAX_ENTRIES);
  return now.total;
}
