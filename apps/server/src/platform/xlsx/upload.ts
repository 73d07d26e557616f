import type { MultipartFile } from '@fastify/multipart';
import { ReplyCode } from '@portal/contract/common';
import type { FastifyRequest } from 'fastify';
import { AppError, invalid } from '../http/app-error.ts';
import type { SheetField } from './sheet-fields.ts';
import { type ReadOutcome, readFirstSheet } from './sheet-reader/read-sheet.ts';
import type { SheetCells } from './sheet-reader/sheet-job.ts';
import { DEFAULT_SHEET_LIMITS, type SheetLimits } from './sheet-reader/sheet-limits.ts';
import { checkTemplateHeader } from './template-header.ts';
import { uploadMessages } from './upload-messages.ts';
import { readZipDirectory } from './zip-directory.ts';

export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_NAME_MAX = 50;
/** Text parts a multipart upload may carry beside its file (e.g. the JSON part `dto`), and their size. */
export const UPLOAD_FIELD_LIMITS = { fields: 5, fieldSize: 64 * 1024, parts: 6, headerPairs: 50 } as const;
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/** An upload template: the columns its header row names (in any of the three languages), and what a file of it may hold. */
export interface SheetTemplate {
  columns: readonly SheetField[];
  limits?: SheetLimits;
}

export interface SheetRow {
  /** the row number Excel shows */
  rowNumber: number;
  values: Record<string, string | undefined>;
}

/**
 * The file part's bytes, refused with the spec's messages: no file (or a part without a file name), name
 * over 50 characters, not .xlsx/.xls, over 5 MB, 0 KB, or not a zip (only Office Open XML can be read,
 * though the spec lets .xls through by name).
 */
async function fileBytes(file: MultipartFile | undefined): Promise<Buffer> {
  if (!file?.filename) throw invalid(uploadMessages.noFile);
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
  return buffer;
}

/** What the archive's directory claims is checked before any work: a claim over the limits is refused at once. */
function checkClaims(zip: Buffer, limits: SheetLimits): void {
  let entries: ReturnType<typeof readZipDirectory>;
  try {
    entries = readZipDirectory(zip);
  } catch {
    throw invalid(uploadMessages.formatIncorrect);
  }
  if (entries.length > limits.maxEntries) throw invalid(uploadMessages.formatIncorrect);
  const claimed = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  if (claimed > limits.maxUnpackedBytes) throw unpacksTooLarge(limits);
}

const unpacksTooLarge = (limits: SheetLimits) =>
  invalid(uploadMessages.unpacksTooLarge, { megabytes: Math.round(limits.maxUnpackedBytes / 1024 / 1024) });

function refusal(outcome: Exclude<ReadOutcome, { ok: true }>, limits: SheetLimits): AppError {
  switch (outcome.refusal) {
    case 'unpacksTooLarge':
      return unpacksTooLarge(limits);
    case 'tooManyRows':
      return invalid(uploadMessages.tooManyRows, { count: limits.maxRows - 1 });
    case 'busy':
      return new AppError(ReplyCode.tooManyRequests, uploadMessages.busy);
    case 'tooSlow':
      return invalid(uploadMessages.tooSlow);
    default:
      return invalid(uploadMessages.formatIncorrect);
  }
}

/**
 * A row's cells by field key, filled by a plain loop: `Object.fromEntries` of [key, cell] pairs allocated
 * ten arrays a row (about 0.1-0.3 s of a 50,000-row file), and every row built alike shares one shape.
 */
function rowValues(cells: SheetCells['cells'], columns: readonly SheetField[]): SheetRow['values'] {
  const values: SheetRow['values'] = {};
  for (let index = 0; index < columns.length; index++) {
    const column = columns[index];
    if (column) values[column.key] = cells[index];
  }
  return values;
}

/** The data rows by column position; the header row must carry the template's headers. */
function templateRows(sheet: SheetCells[], columns: readonly SheetField[]): SheetRow[] {
  checkTemplateHeader(sheet[0], columns);
  const rows: SheetRow[] = [];
  for (let index = 1; index < sheet.length; index++) {
    const row = sheet[index];
    if (row?.cells.some((cell) => cell !== undefined))
      rows.push({ rowNumber: row.rowNumber, values: rowValues(row.cells, columns) });
  }
  if (rows.length === 0) throw invalid(uploadMessages.noRows);
  return rows;
}

/** Reads an uploaded file against its template: the checks above, then the first sheet off the main thread. */
async function readTemplate(zip: Buffer, template: SheetTemplate): Promise<SheetRow[]> {
  const limits = template.limits ?? DEFAULT_SHEET_LIMITS;
  checkClaims(zip, limits);
  const outcome = await readFirstSheet(zip, template.columns.length, limits);
  if (!outcome.ok) throw refusal(outcome, limits);
  return templateRows(outcome.rows, template.columns);
}

/**
 * Every upload goes through here: the multipart `file` checked with the spec's messages, its zip checked
 * against the template's limits, its first sheet read in a worker, its header checked; answers the data
 * rows with their Excel row numbers.
 */
export async function receiveSheetRows(
  request: FastifyRequest,
  template: SheetTemplate,
): Promise<SheetRow[]> {
  if (!request.isMultipart()) throw invalid(uploadMessages.noFile);
  const file = await request
    .file({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, ...UPLOAD_FIELD_LIMITS } })
    .catch(() => undefined);
  return readTemplate(await fileBytes(file), template);
}

/**
 * `receiveSheetRows` for a multipart that also carries text parts (e.g. a JSON part `dto`), in any order:
 * answers the rows and the text parts by name.
 */
export async function receiveSheetRowsAndFields(
  request: FastifyRequest,
  template: SheetTemplate,
): Promise<{ rows: SheetRow[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) throw invalid(uploadMessages.noFile);
  const fields: Record<string, string> = {};
  let zip: Buffer | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, ...UPLOAD_FIELD_LIMITS } });
    for await (const part of parts) {
      if (part.type === 'file') zip ??= await fileBytes(part);
      else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw invalid(uploadMessages.noFile);
  }
  return { rows: await readTemplate(zip ?? (await fileBytes(undefined)), template), fields };
}
