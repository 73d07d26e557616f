import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

export interface QueueDepth {
  queue: 'mail' | 'erp';
  pending: number;
  /** seconds since the oldest pending message was queued; 0 when none waits */
  oldestAgeSeconds: number;
}

/** How many mails and ERP messages wait to go out, and for how long the oldest has (served by each partial index). */
export async function queueDepths(db: Queryable): Promise<QueueDepth[]> {
  const result = await db.execute<{ queue: 'mail' | 'erp'; pending: number; oldest: number | null }>(sql`
    select 'mail' as queue, count(*)::int as pending,
           extract(epoch from now() - min(created_at))::float8 as oldest
      from mail_outbox where status = 'pending'
    union all
    select 'erp', count(*)::int, extract(epoch from now() - min(created_at))::float8
      from erp_outbox where status = 'pending'`);
  return result.rows.map((row) => ({
    queue: row.queue,
    pending: row.pending,
    oldestAgeSeconds: Math.max(0, row.oldest ?? 0),
  }));
}
