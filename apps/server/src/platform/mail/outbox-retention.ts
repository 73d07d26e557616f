import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { deleteInBatches } from '../housekeeping/delete-in-batches.ts';

/**
 * Removes mails that were sent or given up on before `cutoff`. Pending mails stay whatever their
 * age: the worker still owes them. Ids grow with time, so the oldest rows are found first by the key.
 */
export function deleteFinishedMailBefore(db: Queryable, cutoff: Date): Promise<number> {
  return deleteInBatches(
    db,
    mailOutbox,
    (limit) => sql`select ${mailOutbox.id} from ${mailOutbox}
      where ${mailOutbox.status} <> 'pending' and ${mailOutbox.createdAt} < ${cutoff.toISOString()}
      order by ${mailOutbox.id} limit ${limit}`,
  );
}
