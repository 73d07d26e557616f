import type { ScheduleDownloadQuery } from '@portal/contract/schedule';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { cursorRecords } from '../../platform/lists/cursor-rows.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { streamXlsx } from '../../platform/xlsx/export.ts';
import { downloadDetails, downloadFields } from './detail-repo.ts';
import { downloadColumns } from './download-columns.ts';

/**
 * DeliverySchedule.xlsx: every line the filters match, in the screen's order, streamed from a cursor;
 * null (a message instead of a file) when nothing matches.
 */
export async function downloadSchedule(
  db: Database,
  query: ScheduleDownloadQuery,
  scope: DataScope,
  locale: Locale,
  fileName: string,
): Promise<FileResult | null> {
  if (!(await hasRows(db, downloadDetails(db, query, scope, locale)))) return null;
  const rows = cursorRecords(db, downloadDetails(db, query, scope, locale), downloadFields(locale));
  return xlsxFile(fileName, streamXlsx('DeliverySchedule', downloadColumns(locale), rows));
}
