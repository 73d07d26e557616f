import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { erpClients } from '../../db/schema/index.ts';
import { hashToken } from './token.ts';

/** The header a machine client sends its key in. */
export const API_KEY_HEADER = 'x-api-key';

export interface ErpClient {
  id: number;
  name: string;
}

/** A new API key: a recognisable prefix and 32 random bytes, URL-safe. */
export function newApiKey(): string {
  return `erp_${randomBytes(32).toString('base64url')}`;
}

/** Registers a client and answers its key, the only time the key is ever shown. */
export async function createErpClient(db: Queryable, name: string, author = 'system') {
  const key = newApiKey();
  const [row] = await db
    .insert(erpClients)
    .values({
      name,
      keyHash: hashToken(key),
      keyPrefix: key.slice(0, 10),
      createdBy: author,
      updatedBy: author,
    })
    .returning({ id: erpClients.id });
  if (!row) throw new Error(`ERP client ${name} was not created`);
  return { id: row.id, name, key };
}

/** Revokes every key of the named client; answers whether one was active. */
export async function revokeErpClient(db: Queryable, name: string): Promise<boolean> {
  const rows = await db
    .update(erpClients)
    .set({ revokedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(erpClients.name, name), isNull(erpClients.revokedAt)))
    .returning({ id: erpClients.id });
  return rows.length > 0;
}

/** The active client holding this key, or null; notes when it was last used. */
export async function resolveErpClient(db: Queryable, key: string | undefined): Promise<ErpClient | null> {
  if (!key || key.length > 200) return null;
  const [row] = await db
    .update(erpClients)
    .set({ lastUsedAt: sql`now()` })
    .where(and(eq(erpClients.keyHash, hashToken(key)), isNull(erpClients.revokedAt)))
    .returning({ id: erpClients.id, name: erpClients.name });
  return row ?? null;
}
