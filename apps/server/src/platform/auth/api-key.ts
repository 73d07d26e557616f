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

/**
 * Issues a key to the named client and answers it, the only time the key is ever shown. A client that
 * had a key gets a new one (the old key stops working), and a revoked client is active again.
 */
export async function issueErpKey(db: Queryable, name: string, author = 'system') {
  const key = newApiKey();
  const keyFields = { keyHash: hashToken(key), keyPrefix: key.slice(0, 10), revokedAt: null };
  const [row] = await db
    .insert(erpClients)
    .values({ name, ...keyFields, createdBy: author, updatedBy: author })
    .onConflictDoUpdate({
      target: erpClients.name,
      set: { ...keyFields, updatedBy: author, updatedAt: sql`now()` },
    })
    .returning({ id: erpClients.id });
  if (!row) throw new Error(`ERP client ${name} was not stored`);
  return { id: row.id, name, key };
}

/** The clients with their key prefixes, for an administrator telling keys apart. */
export function listErpClients(db: Queryable) {
  return db
    .select({
      name: erpClients.name,
      keyPrefix: erpClients.keyPrefix,
      revokedAt: erpClients.revokedAt,
      lastUsedAt: erpClients.lastUsedAt,
    })
    .from(erpClients)
    .orderBy(erpClients.name);
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
