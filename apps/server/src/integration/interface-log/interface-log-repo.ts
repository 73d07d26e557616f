import type { Queryable } from '../../db/client.ts';
import { interfaceLogs } from '../../db/schema/index.ts';

export type NewInterfaceLog = typeof interfaceLogs.$inferInsert;

export async function insertInterfaceLog(db: Queryable, log: NewInterfaceLog): Promise<void> {
  await db.insert(interfaceLogs).values(log);
}
