import type { AuditEntryRow } from '@portal/contract/audit-log';

/**
 * Who made a change as the log shows it: a user's name with its account; a change of no user by the
 * word the server answers in the user's language ("系统" for `system`), without the account's English code.
 */
export function actorText(entry: Pick<AuditEntryRow, 'actor' | 'actorName'>): string {
  if (!entry.actorName) return entry.actor;
  return entry.actor === 'system' ? entry.actorName : `${entry.actorName} (${entry.actor})`;
}
