import type { SecurityCheckQuery } from '@portal/contract/security-check';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { cursorRecords } from '../../platform/lists/cursor-rows.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { streamXlsx, type XlsxColumn } from '../../platform/xlsx/export.ts';
import { allChecks, type CheckRecord, checkFields } from './list-repo.ts';
import { securityCheckHeaders as headers } from './messages.ts';

type Field = keyof typeof headers;

/** Columns of SecurityCheckInfo.xlsx: the list's columns in its order, then the remarks. */
const COLUMNS: ReadonlyArray<[Field, number]> = [
  ['gateEntrySrNo', 20],
  ['asnNo', 22],
  ['buyerCompanyCode', 12],
  ['shipToPlantCode', 12],
  ['supplierCode', 14],
  ['supplierName', 30],
  ['challanNo', 22],
  ['nameOfDriver', 18],
  ['vehicleNo', 14],
  ['scDateStr', 12],
  ['timeInStr', 17],
  ['timeOutStr', 17],
  ['securityGrNo', 16],
  ['pollutionControlCrt', 12],
  ['driverLicense', 12],
  ['linkedToInv', 12],
  ['invoiceNo', 18],
  ['remarks', 40],
];

function downloadColumns(locale: Locale): XlsxColumn<CheckRecord>[] {
  return COLUMNS.map(([field, width]) => ({
    header: headers[field][locale],
    width,
    value: (row: CheckRecord) => row[field],
  }));
}

/**
 * SecurityCheckInfo.xlsx: every gate entry the filters match, in the list's order, streamed from a cursor;
 * null (a message instead of a file) when nothing matches.
 */
export async function downloadChecks(
  db: Database,
  query: SecurityCheckQuery,
  scope: DataScope,
  locale: Locale,
  timeZone: string,
  fileName: string,
): Promise<FileResult | null> {
  if (!(await hasRows(db, allChecks(db, query, scope, timeZone)))) return null;
  const rows = cursorRecords(db, allChecks(db, query, scope, timeZone), checkFields(timeZone));
  return xlsxFile(fileName, streamXlsx('SecurityCheckInfo', downloadColumns(locale), rows));
}
