import type { AuditRecordType } from '@portal/contract/audit-log';
import type { RowError, UploadSummary } from '@portal/contract/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Queryable } from '../../db/client.ts';
import { recordUpload, withoutRowAudit } from '../../platform/audit/bulk-writes.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { type AcceptedRow, checkRows, rejectRows } from '../../platform/xlsx/row-checks.ts';
import { fieldLabels, type SheetField } from '../../platform/xlsx/sheet-fields.ts';
import { receiveSheetRows } from '../../platform/xlsx/upload.ts';

type Summary = z.infer<typeof UploadSummary>;

/** One master-data upload: its columns, its row schema and key, how rows become stored values. */
export interface SheetUpload<Row, Values> {
  fields: readonly SheetField[];
  schema: z.ZodType<Row>;
  /** what must be unique inside one file */
  keyOf: (row: Row) => string;
  /** the values to store, and an error for every row naming what the uploader may not use */
  resolve: (tx: Queryable, rows: AcceptedRow<Row>[]) => Promise<{ values: Values[]; errors: RowError[] }>;
  /** inserts or updates the values (in key order, so concurrent uploads lock rows in the same order) */
  write: (tx: Queryable, values: Values[]) => Promise<Summary>;
  /** the audit log's one entry for the upload: what it changed and the template's file name */
  audit: { recordType: AuditRecordType; fileName: string };
}

/**
 * The flow every master-data upload shares: the platform's file checks, the template header, every row
 * checked (schema, repeats, known codes), then all rows written in one transaction, or none and every bad
 * row answered with its number and reason.
 */
export async function uploadSheet<Row, Values>(
  db: Database,
  request: FastifyRequest,
  locale: Locale,
  upload: SheetUpload<Row, Values>,
): Promise<Summary> {
  const rows = await receiveSheetRows(request, { columns: upload.fields });
  const labelOf = fieldLabels(upload.fields, locale);
  const checked = checkRows(rows, upload.schema, locale, { keyOf: upload.keyOf, labelOf });
  return db.transaction(async (tx) => {
    const { values, errors } = await upload.resolve(tx, checked.accepted);
    rejectRows([...checked.errors, ...errors], labelOf);
    // one audit entry for the whole file, not one per row
    await withoutRowAudit(tx);
    const summary = await upload.write(tx, values);
    await recordUpload(tx, {
      ...summary,
      recordType: upload.audit.recordType,
      recordKey: upload.audit.fileName,
    });
    return summary;
  });
}
