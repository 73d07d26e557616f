import type { Database } from '../../db/client.ts';
import { exportConnection } from '../../db/export-share.ts';

/** A built query: a Drizzle select (or any object that renders itself to SQL text and parameters). */
export interface RenderableQuery {
  toSQL(): { sql: string; params: unknown[] };
}

/**
 * Reads a query of any size through a server-side cursor in batches, on a connection of its own and in one
 * read-only snapshot, so an export holds one batch in memory whatever it sorts by and sees one consistent
 * state of the data. Rows are arrays in the select's column order, as node-postgres parses them (numeric
 * as string, timestamptz as Date: cast dates to text in the select). The connection goes back to the pool
 * when the rows are read, when reading fails, or when the reader stops early. Cursors take turns: at most the
 * pool's export share of them is open at once (export-share.ts), so exports never starve the screens.
 */
export async function* cursorRows(
  db: Database,
  query: RenderableQuery,
  batchSize?: number,
): AsyncGenerator<unknown[]> {
  for await (const batch of cursorBatches(db, query, batchSize)) yield* batch;
}

/**
 * The rows of `cursorRows` a batch at a time, for readers that handle rows by the million: every row
 * handed through an async generator costs a promise and a turn of the event loop, a batch costs one.
 */
export async function* cursorBatches(
  db: Database,
  query: RenderableQuery,
  batchSize = 2000,
): AsyncGenerator<unknown[][]> {
  const { sql, params } = query.toSQL();
  const { client, release } = await exportConnection(db.$client);
  let broken = false;
  // the batch asked for and not yet read, which must end before the connection runs anything else
  let next: Promise<{ rows: unknown[][] }> | undefined;
  try {
    await client.query('begin isolation level repeatable read read only');
    // every row will be read: plan for all of them (as COPY or a plain select would), not for a fast first
    // tenth, PostgreSQL's default guess for a cursor, which picks nested loops that are slower in total
    await client.query('set local cursor_tuple_fraction = 1');
    await client.query({ text: `declare export_rows no scroll cursor for ${sql}`, values: params });
    const fetchBatch = () => {
      const batch = client.query<unknown[]>({
        text: `fetch forward ${batchSize} from export_rows`,
        rowMode: 'array',
      });
      // a read-ahead the reader never waits for (it stopped) must not fail the process
      batch.catch(() => {});
      return batch;
    };
    next = fetchBatch();
    while (next) {
      const batch: { rows: unknown[][] } = await next;
      // one batch is read ahead: the database fetches it while this one is written out
      next = batch.rows.length === batchSize ? fetchBatch() : undefined;
      if (batch.rows.length > 0) yield batch.rows;
    }
  } finally {
    // a reader that stopped early leaves a batch in flight: one query at a time on a connection
    await next?.catch(() => undefined);
    // the snapshot ends before the connection is reused; a connection that cannot end it is dropped
    await client.query('rollback').catch(() => {
      broken = true;
    });
    release(broken);
  }
}

/**
 * `cursorRows` as objects keyed like the select: `fields` is the object the query was built with
 * (`db.select(fields)`), whose keys Drizzle renders in order.
 */
export async function* cursorRecords<Query extends RenderableQuery & PromiseLike<readonly object[]>>(
  db: Database,
  query: Query,
  fields: object,
  batchSize?: number,
): AsyncGenerator<Awaited<Query>[number]> {
  const keys = Object.keys(fields);
  for await (const batch of cursorBatches(db, query, batchSize)) {
    for (const values of batch) {
      const record: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index++) record[keys[index] as string] = values[index];
      // the select's own row type: the keys are the fields it was built with, in the same order
      yield record as Awaited<Query>[number];
    }
  }
}

/** Each row of an async sequence mapped (e.g. a stored row to its display row); stops when the reader stops. */
export async function* mapRows<From, To>(
  rows: AsyncIterable<From>,
  map: (row: From) => To,
): AsyncGenerator<To> {
  for await (const row of rows) yield map(row);
}
