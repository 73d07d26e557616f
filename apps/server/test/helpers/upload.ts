import type { Envelope, WebLocale } from '@portal/contract/common';
import type { DataOf, EndpointDef } from '@portal/contract/endpoint';
import ExcelJS from 'exceljs';
import type { TestApp } from './test-app.ts';

const ACCEPT_LANGUAGE: Record<WebLocale, string> = { cn: 'zh-CN', en: 'en', th: 'th' };

/** An xlsx of one sheet: the header row, then the rows. */
export async function xlsxOf(
  header: string[],
  rows: ExcelJS.CellValue[][],
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Posts a file to an upload endpoint as the web does (multipart field `file`). */
export async function uploadFile<E extends EndpointDef>(
  t: TestApp,
  endpoint: E,
  options: { token: string; content: Uint8Array<ArrayBuffer>; fileName?: string; locale?: WebLocale },
): Promise<Envelope<DataOf<E>>> {
  const form = new FormData();
  form.append('file', new Blob([options.content]), options.fileName ?? 'upload.xlsx');
  const response = await t.app.inject({
    method: 'POST',
    url: `${t.apiBase}${endpoint.path}`,
    payload: form,
    headers: { authorization: options.token, 'accept-language': ACCEPT_LANGUAGE[options.locale ?? 'en'] },
  });
  return response.json<Envelope<DataOf<E>>>();
}

/** The first sheet of a downloaded xlsx as rows of cell values (header row first). */
export async function readXlsx(body: Buffer): Promise<ExcelJS.CellValue[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(body as unknown as ArrayBuffer);
  const rows: ExcelJS.CellValue[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    rows.push((row.values as ExcelJS.CellValue[]).slice(1));
  });
  return rows;
}
