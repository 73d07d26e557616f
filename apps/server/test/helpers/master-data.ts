import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';

/** A count straight from the database, to compare what a list or a download answered with. */
export async function countOf(db: Database, query: ReturnType<typeof sql>): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`select count(*)::int as n from (${query}) counted`);
  return result.rows[0]?.n ?? -1;
}

/** Every file check of the upload platform, which each upload endpoint must answer the same way. */
export const REFUSED_FILES = {
  sixMegabytes: () => {
    // a zip signature followed by 6 MB: refused on size before anything reads it
    const content = new Uint8Array(6 * 1024 * 1024);
    content.set([0x50, 0x4b, 0x03, 0x04]);
    return content;
  },
  empty: () => new Uint8Array(0),
  csv: () => new TextEncoder().encode('Buyer Company Code,Part No\nADCN,101-7000\n'),
  longName: `${'n'.repeat(46)}.xlsx`,
};
