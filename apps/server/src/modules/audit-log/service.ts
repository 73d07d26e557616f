import type {
  AuditEntryRow,
  AuditLogDownloadQuery,
  AuditLogQuery,
  TimelineQuery,
} from '@portal/contract/audit-log';
import type { DataPage } from '@portal/contract/common';
import type { AppConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { cursorRecords, mapRows } from '../../platform/lists/cursor-rows.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { offsetOf, pageCount } from '../../platform/lists/paging.ts';
import { streamXlsx } from '../../platform/xlsx/export.ts';
import { exportColumns } from '../../platform/xlsx/sheet-fields.ts';
import { AUDIT_EXPORT } from './audit-sheet.ts';
import { entryRow } from './entry-view.ts';
import { entryFields, orderedEntries, pageOfEntries, timelineOf } from './repo.ts';
import { recordTypesOfTimeline, visibleEntries } from './timeline-access.ts';

/** The Audit Log: the changes to the caller's companies' records and to records of no company, newest first. */
export async function auditLogPage(
  db: Queryable,
  config: AppConfig,
  user: SessionUser,
  locale: Locale,
  query: AuditLogQuery,
): Promise<DataPage<AuditEntryRow>> {
  const timeZone = config.displayTimeZone;
  const { total, rows } = await pageOfEntries(db, query, timeZone, user.companyIds);
  return {
    data: rows.map((row) => entryRow(row, locale, timeZone)),
    total,
    pages: pageCount(total, query.size),
  };
}

/** AuditLog.xlsx: the filtered log in the list's order, streamed; null when nothing matches. */
export async function auditLogExport(
  db: Database,
  config: AppConfig,
  user: SessionUser,
  locale: Locale,
  query: AuditLogDownloadQuery,
) {
  const timeZone = config.displayTimeZone;
  const entries = orderedEntries(db, query, timeZone, user.companyIds);
  if (!(await hasRows(db, entries))) return null;
  const rows = mapRows(cursorRecords(db, entries, entryFields), (entry) => entryRow(entry, locale, timeZone));
  return streamXlsx('AuditLog', exportColumns(AUDIT_EXPORT, locale), rows);
}

/** One record's entries, newest first, for whoever may read the record (see timeline-access.ts). */
export async function recordTimeline(
  db: Queryable,
  config: AppConfig,
  user: SessionUser,
  scope: DataScope,
  locale: Locale,
  query: TimelineQuery,
): Promise<DataPage<AuditEntryRow>> {
  const visible = visibleEntries(user, scope, query.recordType);
  const { total, rows } = await timelineOf(
    db,
    recordTypesOfTimeline(query.recordType),
    query.recordId,
    visible,
    {
      limit: query.size,
      offset: offsetOf(query),
    },
  );
  const timeZone = config.displayTimeZone;
  return {
    data: rows.map((row) => entryRow(row, locale, timeZone)),
    total,
    pages: pageCount(total, query.size),
  };
}
