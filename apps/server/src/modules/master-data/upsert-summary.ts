import type { UploadSummary } from '@portal/contract/common';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';

type Summary = z.infer<typeof UploadSummary>;

/**
 * `RETURNING` expression of an upsert telling an inserted row from an updated one: PostgreSQL leaves xmax
 * at 0 on a freshly inserted row and sets it on a row `ON CONFLICT DO UPDATE` changed.
 */
export const wasInserted = sql<boolean>`(xmax = 0)`;

/** Writes the rows in statements of `size` rows (well under PostgreSQL's parameter limit) and counts them. */
export async function upsertInChunks<T>(
  values: readonly T[],
  write: (chunk: T[]) => Promise<Array<{ inserted: boolean }>>,
  size = 1000,
): Promise<Summary> {
  const summary = { inserted: 0, updated: 0 };
  for (let start = 0; start < values.length; start += size) {
    for (const row of await write(values.slice(start, start + size))) {
      if (row.inserted) summary.inserted += 1;
      else summary.updated += 1;
    }
  }
  return summary;
}
