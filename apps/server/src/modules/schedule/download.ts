import type { ScheduleDownloadQuery } from '@portal/contract/schedule';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { cursorRecords } from '../../platform/lists/cursor-rows.ts';
import { streamXlsx } from '../../platform/xlsx/export.ts';
import { allDetails, detailFields } from './detail-repo.ts';
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
  const [first] = await allDetails(db, query, scope, locale).limit(1);
  if (!first) return null;
  const rows = cursorRecords(db, allDetails(db, query, scope, locale), detailFields(locale));
  return xlsxFile(fileName, streamXlsx('DeliverySchedule', downloadColumns(locale), rows));
}
