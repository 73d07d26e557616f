import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

export interface FingerprintOptions {
  /** tables that change by design on any request (sessions, throttles, logs, outboxes) */
  skipTables: readonly string[];
  /** columns that change by design, per table (e.g. when an API key was last used) */
  skipColumns?: Readonly<Record<string, readonly string[]>>;
}

/** Per table, a digest of each row (keyed by the row's id, or by its digest where it has none). */
export type Fingerprint = Record<string, ReadonlyMap<string, string>>;

async function tablesOf(db: Database): Promise<string[]> {
  const result = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE'
     order by table_name`);
  return result.rows.map((row) => row.table_name);
}

async function tableFingerprint(db: Database, table: string, skipColumns: readonly string[]) {
  // each row as JSON without the skipped columns (the names travel as one text: drizzle would spread a
  // list into separate parameters)
  const result = await db.execute<{ key: string; digest: string }>(sql`
    select coalesce(row_json ->> 'id', md5(row_json::text)) as key, md5(row_json::text) as digest
      from (select to_jsonb(t) - string_to_array(${skipColumns.join(',')}, ',') as row_json
              from ${sql.identifier(table)} t) s`);
  return new Map(result.rows.map((row) => [row.key, row.digest]));
}

/** The content of every business table of the public schema, to compare before and after a run. */
export async function databaseFingerprint(db: Database, options: FingerprintOptions): Promise<Fingerprint> {
  const fingerprint: Record<string, ReadonlyMap<string, string>> = {};
  for (const table of await tablesOf(db)) {
    if (options.skipTables.includes(table)) continue;
    fingerprint[table] = await tableFingerprint(db, table, options.skipColumns?.[table] ?? []);
  }
  return fingerprint;
}

const NO_ROWS: ReadonlyMap<string, string> = new Map();

/** Keys of the rows added, removed or changed between two fingerprints of one table. */
function changedKeys(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((key) => before.get(key) !== after.get(key));
}

/** One line per table whose content differs, naming the rows (ids) that differ. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const tables = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return tables.flatMap((table) => {
    const keys = changedKeys(before[table] ?? NO_ROWS, after[table] ?? NO_ROWS);
    if (keys.length === 0) return [];
    const shown = keys.slice(0, 10).join(', ');
    return [
      `${table}: ${keys.length} row(s) added, removed or changed (${shown}${keys.length > 10 ? ' ...' : ''})`,
    ];
  });
}
