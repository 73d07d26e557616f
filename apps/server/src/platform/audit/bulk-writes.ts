import type { AuditRecordType } from '@portal/contract/audit-log';
import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { auditEntries } from '../../db/schema/index.ts';
import { currentActor, SYSTEM_ACTOR } from './actor.ts';

/**
 * Turns the audit triggers off for the rest of the transaction (`portal.audit`, transaction-local): a
 * master-data upload writes one summary entry instead of one per row (50,000 prices), and bulk seeding
 * (the demo seed, the bench) writes none.
 */
export async function withoutRowAudit(tx: Queryable): Promise<void> {
  await tx.execute(sql`select set_config('portal.audit', 'off', true)`);
}

export interface UploadEntry {
  recordType: AuditRecordType;
  /** what was uploaded: the template's file name */
  recordKey: string;
  inserted: number;
  updated: number;
}

/** The one entry of an upload, with its counts, in the upload's transaction. */
export async function recordUpload(tx: Queryable, entry: UploadEntry): Promise<void> {
  await tx.insert(auditEntries).values({
    actor: currentActor() ?? SYSTEM_ACTOR,
    recordType: entry.recordType,
    recordId: 0,
    recordKey: entry.recordKey,
    action: 'upload',
    summary: { inserted: entry.inserted, updated: entry.updated },
  });
}
