import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { interfaceLogs } from '../../db/schema/index.ts';
import { deleteInBatches } from '../../platform/housekeeping/delete-in-batches.ts';

/** Removes ERP call records made before `cutoff`, oldest first through the request-time index. */
export function deleteInterfaceLogsBefore(db: Queryable, cutoff: Date): Promise<number> {
  return deleteInBatches(
    db,
    interfaceLogs,
    (limit) => sql`select ${interfaceLogs.id} from ${interfaceLogs}
      where ${interfaceLogs.requestTime} < ${cutoff.toISOString()}
      order by ${interfaceLogs.requestTime}, ${interfaceLogs.id} limit ${limit}`,
  );
}
