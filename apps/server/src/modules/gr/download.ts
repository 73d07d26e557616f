import type { GrDownloadQuery, GrRow } from '@portal/contract/gr';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { cursorRecords } from '../../platform/lists/cursor-rows.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { streamXlsx } from '../../platform/xlsx/export.ts';
import { downloadColumns } from './download-columns.ts';
import { allReceipts, grFields } from './repo.ts';

/**
 * GR.xlsx: every receipt the filters match, in the list's order, streamed from a cursor; a supplier's
 * file has no price columns (they are not even read). Null (a message instead of a file) when nothing
 * matches.
 */
export async function downloadGr(
  db: Database,
  query: GrDownloadQuery,
  scope: DataScope,
  locale: Locale,
  fileName: string,
): Promise<FileResult | null> {
  if (!(await hasRows(db, allReceipts(db, query, scope)))) return null;
  const rows: AsyncIterable<GrRow> = cursorRecords(db, allReceipts(db, query, scope), grFields(scope));
  return xlsxFile(fileName, streamXlsx('GR', downloadColumns(locale, scope), rows));
}
