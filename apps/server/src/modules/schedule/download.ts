import type { ScheduleDownloadQuery } from '@portal/contract/schedule';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { copyOutChunks } from '../../platform/lists/copy-out.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { CopySheetRows } from '../../platform/xlsx/copy-sheet-rows.ts';
import { streamSheets } from '../../platform/xlsx/export.ts';
import { downloadDetails } from './detail-repo.ts';
import { downloadColumns, downloadKinds } from './download-columns.ts';

/**
 * DeliverySchedule.xlsx: every line the filters match, in the screen's order, streamed from COPY (the
 * download runs to a million lines and more: its sheet is written straight from COPY's bytes); null (a
 * message instead of a file) when nothing matches.
 */
export async function downloadSchedule(
  db: Database,
  query: ScheduleDownloadQuery,
  scope: DataScope,
  locale: Locale,
  fileName: string,
): Promise<FileResult | null> {
  if (!(await hasRows(db, downloadDetails(db, query, scope, locale)))) return null;
  const lines = copyOutChunks(db, downloadDetails(db, query, scope, locale));
  const rows = new CopySheetRows(lines, downloadKinds());
  return xlsxFile(fileName, streamSheets('DeliverySchedule', downloadColumns(locale), rows));
}
