import type { AppConfig } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { deleteSentErpMessagesBefore } from '../../integration/erp-outbound/outbox-retention.ts';
import { deleteInterfaceLogsBefore } from '../../integration/interface-log/log-retention.ts';
import { foldScheduleSortCounts } from '../../modules/schedule/fold-sort-counts.ts';
import { deleteIdleSessions } from '../auth/session-repo.ts';
import { deleteFinishedMailBefore } from '../mail/outbox-retention.ts';

export interface HousekeepingLog {
  info(data: object, message: string): void;
  error(data: object, message: string): void;
}

const SWEEP_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;

function daysAgo(days: number): Date {
  return new Date(Date.now() - days * DAY_MS);
}

/**
 * One round: idle sessions go; sent mail, ERP call records and sent ERP messages older than their retention
 * go (the ERP messages with the call records, which keep each request); the schedule sort count changes are
 * folded into their counts.
 */
export async function runHousekeeping(
  db: Queryable,
  config: Pick<AppConfig, 'sessionIdleMinutes' | 'mailRetentionDays' | 'interfaceLogRetentionDays'>,
): Promise<{ mails: number; interfaceLogs: number; erpMessages: number }> {
  await deleteIdleSessions(db, config.sessionIdleMinutes);
  await foldScheduleSortCounts(db);
  const mails =
    config.mailRetentionDays > 0 ? await deleteFinishedMailBefore(db, daysAgo(config.mailRetentionDays)) : 0;
  if (config.interfaceLogRetentionDays <= 0) return { mails, interfaceLogs: 0, erpMessages: 0 };
  const cutoff = daysAgo(config.interfaceLogRetentionDays);
  const interfaceLogs = await deleteInterfaceLogsBefore(db, cutoff);
  const erpMessages = await deleteSentErpMessagesBefore(db, cutoff);
  return { mails, interfaceLogs, erpMessages };
}

/**
 * Runs housekeeping every ten minutes in this server instance. Several instances may run it side by
 * side: every statement is an idempotent delete or a fold that takes each change once. Answers the function
 * that stops it.
 */
export function startHousekeeping(db: Queryable, config: AppConfig, log: HousekeepingLog): () => void {
  const round = async () => {
    try {
      const purged = await runHousekeeping(db, config);
      if (purged.mails + purged.interfaceLogs + purged.erpMessages > 0)
        log.info(purged, 'housekeeping purged old records');
    } catch (error) {
      log.error({ err: error }, 'housekeeping failed; the next round tries again');
    }
  };
  void round();
  const timer = setInterval(() => void round(), SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
