import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import { FIELD_LABELS } from '../../platform/i18n/field-labels.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { cursorRecords } from '../../platform/lists/cursor-rows.ts';
import { streamXlsx, type XlsxColumn } from '../../platform/xlsx/export.ts';
import { allDetails, type DetailRecord, detailFields } from './detail-repo.ts';
import { FEEDBACK_FIELDS } from './feedback-upload.ts';

const prefilled: Record<string, XlsxColumn<DetailRecord>['value']> = {
  releaseNo: (row) => row.releaseNo,
  orderNo: (row) => row.orderNo,
  lineNo: (row) => row.lineNo,
  deliveryDate: (row) => row.deliveryDateStr,
};

/**
 * The batch feedback template. For a supplier it already lists its New lines of the latest releases, so
 * only ship quantity and arrival are left to fill in (and rows to copy for a split); buyers get the headers.
 */
export async function feedbackTemplate(
  db: Database,
  scope: DataScope,
  locale: Locale,
  fileName: string,
): Promise<FileResult> {
  const columns = FEEDBACK_FIELDS.map((field) => ({
    header: field.header[locale],
    width: field.width,
    value: prefilled[field.key] ?? (() => null),
  }));
  const rows =
    scope.kind === 'supplier'
      ? cursorRecords(
          db,
          allDetails(db, { isLatest: 'Y', itemStatus: 'New' }, scope, locale),
          detailFields(locale),
        )
      : (async function* () {})();
  return xlsxFile(fileName, streamXlsx(FIELD_LABELS.feedbacks[locale], columns, rows));
}
