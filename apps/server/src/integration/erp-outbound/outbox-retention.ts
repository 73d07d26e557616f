import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { erpOutbox } from '../../db/schema/index.ts';
import { deleteInBatches } from '../../platform/housekeeping/delete-in-batches.ts';

/**
 * Removes ERP messages sent before `cutoff`; pending ones stay whatever their age, the worker still owes
 * them. Ids grow with time, so the oldest rows are found first by the key.
 */
export function deleteSentErpMessagesBefore(db: Queryable, cutoff: Date): Promise<number> {
  return deleteInBatches(
    db,
    erpOutbox,
    (limit) => sql`select ${erpOutbox.id} from ${erpOutbox}
      where ${erpOutbox.status} = 'sent' and ${erpOutbox.createdAt} < ${cutoff.toISOString()}
      order by ${erpOutbox.id} limit ${limit}`,
  );
}
