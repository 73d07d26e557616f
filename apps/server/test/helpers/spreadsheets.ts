import type { Readable } from 'node:stream';
import type { Envelope, WebLocale } from '@portal/contract/common';
import type { EndpointDef } from '@portal/contract/endpoint';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from './test-app.ts';

const ACCEPT_LANGUAGE: Record<WebLocale, string> = { cn: 'zh-CN', en: 'en', th: 'th' };

/** An xlsx file with a header row and the given rows, as a user would fill a template. */
export async function xlsxFile(
  header: string[],
  rows: ExcelJS.CellValue[][],
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Posts a file as the web's upload dialog does: multipart, field `file`. */
export async function uploadFile<Data>(
  t: TestApp,
  endpoint: EndpointDef,
  token: string | undefined,
  content: Uint8Array<ArrayBuffer>,
  fileName = 'upload.xlsx',
  locale: WebLocale = 'en',
  /** further text parts, sent after the file (e.g. a JSON part `dto`) */
  fields: Record<string, string> = {},
): Promise<Envelope<Data>> {
  const form = new FormData();
  form.append('file', new Blob([content]), fileName);
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  const response = await t.app.inject({
    method: 'POST',
    url: `${t.apiBase}${endpoint.path}`,
    payload: form,
    headers: { authorization: token ?? '', 'accept-language': ACCEPT_LANGUAGE[locale] },
  });
  return response.json<Envelope<Data>>();
}

/** The workbook a download answered (fails the test when the reply is not an xlsx). */
export async function workbookOf(response: LightMyRequestResponse): Promise<ExcelJS.Workbook> {
  const type = String(response.headers['content-type'] ?? '');
  if (!type.includes('spreadsheetml'))
    throw new Error(`not a spreadsheet: ${type} ${response.body.slice(0, 200)}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  return workbook;
}

/** The workbook an export stream writes, read to its end. */
export async function workbookOfStream(stream: Readable): Promise<ExcelJS.Workbook> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook;
}

/** The first sheet's rows (the header row first), each cell's value or null, as wide as the header. */
export function sheetRows(workbook: ExcelJS.Workbook): ExcelJS.CellValue[][] {
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const width = sheet.getRow(1).cellCount;
  const rows: ExcelJS.CellValue[][] = [];
  sheet.eachRow((row) => {
    rows.push(Array.from({ length: width }, (_, index) => row.getCell(index + 1).value ?? null));
  });
  return rows;
}

/**
 * A downloaded template filled in as a user would in an office suite: `fill` edits its first sheet (adds
 * rows, types into prefilled ones); answers the saved file, ready to upload back.
 */
export async function filledTemplate(
  response: LightMyRequestResponse,
  fill: (sheet: ExcelJS.Worksheet) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = await workbookOf(response);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the template has no sheet');
  fill(sheet);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
