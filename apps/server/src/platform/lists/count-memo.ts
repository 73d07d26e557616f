import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { setNewest } from '../newest-entries.ts';

/**
 * Totals of list queries, kept while the tables they count are unchanged: paging through a list, or asking
 * the same filters again, does not recount hundreds of thousands of rows each time.
 *
 * Exact, across instances: every counted table has a change sequence that a statement trigger advances on
 * any insert, update, delete or truncate (migration 0017), inside the writing transaction. The stamp is read
 * first; a total is kept only when no writing transaction was in progress after that, so every change the
 * stamp includes is committed and in the count, and any later change moves the stamp. A sequence is not
 * transactional: writers advance it without waiting for each other or for readers.
 */
const MAX_ENTRIES = 2000;

interface Remembered {
  total: unknown;
  stamp: string;
}

const remembered = new Map<string, Remembered>();

/**
 * A number per connection pool (per database) of this process: stamps of two databases whose sequences
 * happen to stand at the same values (test files sharing a worker, each on its own database) never match.
 */
const databaseTags = new WeakMap<object, number>();
let taggedDatabases = 0;

export function databaseTag(db: Queryable): number {
  const pool: object = '$client' in db ? db.$client : db;
  let tag = databaseTags.get(pool);
  if (tag === undefined) {
    taggedDatabases += 1;
    tag = taggedDatabases;
    databaseTags.set(pool, tag);
  }
  return tag;
}

export async function changeStamp(db: Queryable, tables: readonly string[]): Promise<string> {
  const result = await db.execute<{ stamp: string | null }>(sql`
    select string_agg(coalesce(pg_sequence_last_value((t || '_changes')::regclass), 0)::text, '.' order by t) as stamp
      from unnest(${`{${tables.join(',')}}`}::text[]) t`);
  return `${databaseTag(db)}:${result.rows[0]?.stamp ?? ''}`;
}

/**
 * Whether a transaction that may write holds a transaction id (every such transaction holds the lock on its
 * own id) at this moment, on the whole server.
 */
export async function writersInProgress(db: Queryable): Promise<boolean> {
  const result = await db.execute<{ busy: boolean }>(sql`
    select exists (select 1 from pg_locks where locktype = 'transactionid' and mode = 'ExclusiveLock'
                      and pid <> pg_backend_pid()) as busy`);
  return result.rows[0]?.busy ?? true;
}

/**
 * The total of a list query: `key` names the list, its filters and the caller's scope (everything the count
 * depends on), `tables` every table the count reads (each with its change sequence). A total may also be
 * a breakdown (counts per run of a list, see segments.ts): whatever `count` answers is kept as it is.
 */
export async function rememberedCount<Total = number>(
  db: Queryable,
  key: string,
  tables: readonly string[],
  count: (db: Queryable) => Promise<Total>,
): Promise<Total> {
  // a caller's transaction may read an older snapshot: its counts are its own
  if (!('$client' in db)) return count(db);
  const stamp = await changeStamp(db, tables);
  const known = remembered.get(key);
  // a key is always counted by the same function, so what it keeps has that function's type
  if (known && known.stamp === stamp) return known.total as Total;
  // read after the stamp: with no writer in progress, every change the stamp counts is committed, so the
  // count (a statement with a snapshot of its own, taken later) sees it
  const settled = !(await writersInProgress(db));
  const total = await count(db);
  if (settled) setNewest(remembered, key, { total, stamp }, MAX_ENTRIES);
  else remembered.delete(key);
  return total;
}

/** The key of a list's count: its name, the query without paging and order, and the caller's scope. */
export function countKey(list: string, query: object, scope: object): string {
  const {
    pageNo: _pageNo,
    size: _size,
    sort: _sort,
    sortName: _sortName,
    ...filters
  } = query as Record<string, unknown>;
  return JSON.stringify([list, filters, scope]);
}
