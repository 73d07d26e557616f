import type { InvoiceDownloadQuery } from '@portal/contract/invoice';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { cursorRecords, mapRows } from '../../platform/lists/cursor-rows.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { streamXlsx } from '../../platform/xlsx/export.ts';
import { downloadColumns } from './download-columns.ts';
import { allInvoices, rowFields } from './list-repo.ts';
import { toInvoiceRow } from './list-service.ts';

/**
 * INVOICE.xlsx: every invoice the filters match, in the list's order, streamed from a cursor. Null (a
 * message instead of a file) when nothing matches.
 */
export async function downloadInvoices(
  db: Database,
  query: InvoiceDownloadQuery,
  scope: DataScope,
  locale: Locale,
  timeZone: string,
  fileName: string,
): Promise<FileResult | null> {
  if (!(await hasRows(db, allInvoices(db, query, scope, locale, timeZone)))) return null;
  const stored = cursorRecords(db, allInvoices(db, query, scope, locale, timeZone), rowFields(locale));
  const rows = mapRows(stored, (row) => toInvoiceRow(row, timeZone));
  return xlsxFile(fileName, streamXlsx('INVOICE', downloadColumns(locale), rows));
}
