import { to as copyTo } from 'pg-copy-streams';
import type { Database } from '../../db/client.ts';
import { exportConnection } from '../../db/export-share.ts';
import type { RenderableQuery } from './cursor-rows.ts';
import { inlineParameters } from './inline-parameters.ts';

/**
 * A query's rows as `COPY (query) TO STDOUT` sends them (text format: a line per row, fields separated by
 * tabs, `\N` for null, backslash escapes), in the chunks they arrive in. This is the fastest way out of
 * PostgreSQL: no row description, no per-field messages for the driver to parse, for exports by the million.
 * Like `cursorRows`: on a connection of its own in one read-only snapshot, within the pool's export share,
 * and the database sends only as fast as the reader takes the chunks (the copy stream reads the socket on
 * demand). A reader that stops early leaves a COPY in flight that cannot be cancelled in the protocol: its
 * connection is closed (PostgreSQL ends the statement) instead of returned to the pool.
 */
export async function* copyOutChunks(db: Database, query: RenderableQuery): AsyncGenerator<Buffer> {
  const { sql, params } = query.toSQL();
  const { client, release } = await exportConnection(db.$client);
  let finished = false;
  try {
    await client.query('begin isolation level repeatable read read only');
    const stream = client.query(copyTo(`copy (${inlineParameters(sql, params)}) to stdout`));
    for await (const chunk of stream as AsyncIterable<Buffer>) yield chunk;
    await client.query('rollback');
    finished = true;
  } finally {
    release(!finished);
  }
}
