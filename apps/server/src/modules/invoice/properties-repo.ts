import { eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { properties } from '../../db/schema/index.ts';

/** Keys of an option list (whtRate, rejectType ...). */
export async function propertyKeys(db: Queryable, propType: string): Promise<Set<string>> {
  const rows = await db
    .select({ key: properties.propKey })
    .from(properties)
    .where(eq(properties.propType, propType));
  return new Set(rows.map((row) => row.key));
}

export const whtRateKeys = (db: Queryable) => propertyKeys(db, 'whtRate');
