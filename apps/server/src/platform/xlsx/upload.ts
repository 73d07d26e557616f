import type { MultipartFile } from '@fastify/multipart';
import type { RowError } from '@portal/contract/common';
import ExcelJS from 'exceljs';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, invalid } from '../http/app-error.ts';
import { describeIssue } from '../i18n/describe-issue.ts';
import type { Locale } from '../i18n/locale.ts';
import { uploadMessages } from './upload-messages.ts';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_NAME_MAX = 50;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Receives the multipart `file` and opens it as a workbook, refusing with the spec's messages:
 * no file, name over 50 characters, not .xlsx/.xls, over 5 MB, 0 KB, or not a readable workbook.
 * (.xls is accepted by name as the spec says, but only Office Open XML content can be read.)
 */
export async function receiveWorkbook(request: FastifyRequest): Promise<ExcelJS.Workbook> {
  const file = await request
    .file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } })
    .catch(() => undefined);
  return openWorkbook(file);
}

/**
 * `receiveWorkbook` for a multipart that also carries text parts (e.g. a JSON part `dto`), in any order:
 * answers the workbook and the text parts by name.
 */
export async function receiveWorkbookAndFields(
  request: FastifyRequest,
): Promise<{ workbook: ExcelJS.Workbook; fields: Record<string, string> }> {
  const fields: Record<string, string> = {};
  let workbook: ExcelJS.Workbook | undefined;
  try {
    for await (const part of request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } })) {
      if (part.type === 'file') workbook ??= await openWorkbook(part);
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(uploadMessages.noFile);
  }
  return { workbook: workbook ?? (await openWorkbook(undefined)), fields };
}

async function openWorkbook(file: MultipartFile | undefined): Promise<ExcelJS.Workbook> {
  if (!file) throw invalid(uploadMessages.noFile);
  if (file.filename.length > UPLOAD_NAME_MAX) throw invalid(uploadMessages.nameTooLong);
  if (!/\.xlsx?$/i.test(file.filename)) throw invalid(uploadMessages.formatIncorrect);
  let buffer: Buffer;
  try {
    buffer = await file.toBuffer();
  } catch {
    throw invalid(uploadMessages.tooLarge);
  }
  if (buffer.length === 0) throw invalid(uploadMessages.empty);
  if (!buffer.subarray(0, 4).equals(ZIP_MAGIC)) throw invalid(uploadMessages.formatIncorrect);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  } catch {
    throw invalid(uploadMessages.formatIncorrect);
  }
  return workbook;
}

export interface SheetColumn {
  key: string;
  header: string;
  /** other headers the column may carry, e.g. the template's header in the other languages */
  accepted?: readonly string[];
}

export interface SheetRow {
  /** the row number Excel shows */
  rowNumber: number;
  values: Record<string, string | undefined>;
}

function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return undefined;
  }
  const text = String(value).trim();
  return text === '' ? undefined : text;
}

/** The data rows of the first sheet by column position; the header row must carry the template's headers. */
export function readSheetRows(workbook: ExcelJS.Workbook, columns: SheetColumn[]): SheetRow[] {
  const sheet = workbook.worksheets[0];
  if (!sheet) throw invalid(uploadMessages.formatIncorrect);
  const header = sheet.getRow(1);
  columns.forEach((column, index) => {
    const found = cellText(header.getCell(index + 1).value)?.toLowerCase();
    const headers = [column.header, ...(column.accepted ?? [])].map((text) => text.toLowerCase());
    if (found === undefined || !headers.includes(found)) throw invalid(uploadMessages.formatIncorrect);
  });
  const rows: SheetRow[] = [];
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const values = Object.fromEntries(
      columns.map((column, index) => [column.key, cellText(row.getCell(index + 1).value)]),
    );
    if (Object.values(values).some((value) => value !== undefined)) rows.push({ rowNumber, values });
  });
  if (rows.length === 0) throw invalid(uploadMessages.noRows);
  return rows;
}

export interface AcceptedRow<T> {
  rowNumber: number;
  value: T;
}

export interface RowCheckOptions<T> {
  /** names what must be unique inside the file */
  keyOf?: (row: T) => string;
  /** the column header the user sees for a field, to name it in the reasons */
  labelOf?: (field: string) => string;
}

/** One reason per field (a value failing its format often fails the checks after it too). */
function schemaErrors(
  row: SheetRow,
  issues: z.core.$ZodIssue[],
  locale: Locale,
  labelOf: (f: string) => string,
) {
  const firstPerField = issues.filter(
    (issue, index) => issues.findIndex((other) => other.path.join('.') === issue.path.join('.')) === index,
  );
  return firstPerField.map((issue): RowError => {
    const field = issue.path.join('.');
    const sent = row.values[String(issue.path[0])];
    return { row: row.rowNumber, field, message: `${labelOf(field)}: ${describeIssue(issue, sent, locale)}` };
  });
}

/**
 * Checks every row against its schema and, by `keyOf`, against the rows above it; answers the good rows and
 * the errors of the bad ones, so a caller can add its own checks (known codes ...) before `rejectRows`.
 */
export function checkRows<T>(
  rows: SheetRow[],
  schema: z.ZodType<T>,
  locale: Locale,
  options: RowCheckOptions<T> = {},
): { accepted: AcceptedRow<T>[]; errors: RowError[] } {
  const labelOf = options.labelOf ?? ((field: string) => field);
  const errors: RowError[] = [];
  const accepted: AcceptedRow<T>[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const parsed = schema.safeParse(row.values);
    if (!parsed.success) {
      errors.push(...schemaErrors(row, parsed.error.issues, locale, labelOf));
      continue;
    }
    const key = options.keyOf?.(parsed.data);
    const firstRow = key === undefined ? undefined : seen.get(key);
    if (firstRow !== undefined) {
      const message = uploadMessages.duplicateRow[locale].replace('{row}', String(firstRow));
      errors.push({ row: row.rowNumber, message });
      continue;
    }
    if (key !== undefined) seen.set(key, row.rowNumber);
    accepted.push({ rowNumber: row.rowNumber, value: parsed.data });
  }
  return { accepted, errors };
}

/** All or nothing: any error rejects the whole file, answering every bad row with its number and reason. */
export function rejectRows(errors: RowError[]): void {
  if (errors.length === 0) return;
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const count = new Set(sorted.map((error) => error.row)).size;
  throw invalid(uploadMessages.rowsRejected, { count }, sorted);
}

/**
 * Validates every row; all or nothing: one bad row rejects the file, and the reply lists every bad
 * row with its number and reason. `keyOf` names what must be unique inside the file.
 */
export function validateRows<T>(
  rows: SheetRow[],
  schema: z.ZodType<T>,
  locale: Locale,
  keyOf?: (row: T) => string,
): Array<{ rowNumber: number; value: T }> {
  const { accepted, errors } = checkRows(rows, schema, locale, { keyOf });
  rejectRows(errors);
  return accepted;
}
