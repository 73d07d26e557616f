import type { EndpointDef } from '@portal/contract/endpoint';
import { methodsOf } from '@portal/contract/endpoint';
import type { InvoiceType } from '@portal/contract/invoice';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { ASN_UPLOAD_FIELDS } from '../../src/modules/asn/upload-asn.ts';
import { ITEM_LIST_FIELDS } from '../../src/modules/invoice/item-list-upload.ts';
import { FEEDBACK_FIELDS } from '../../src/modules/schedule/feedback-upload.ts';
import type { SheetField } from '../../src/platform/xlsx/sheet-fields.ts';
import { pdfText } from './pdf.ts';
import { type FieldValues, requestValue, type ValueOptions } from './request-values.ts';
import { xlsxFile } from './spreadsheets.ts';
import type { SupplierRecords } from './supplier-records.ts';
import { fillPath, type TestApp } from './test-app.ts';

/** What one call of the matrix sends: values for the path, and for the query and body. */
export interface CallValues {
  params: FieldValues;
  rest: FieldValues;
  options: ValueOptions;
}

/** A reply as the caller sees it: the envelope's code and message, and every text it shows. */
export interface SeenReply {
  httpStatus: number;
  /** the envelope's code, or null for a file */
  code: number | null;
  msg: string;
  text: string;
}

function asStrings(value: unknown): Record<string, string | string[]> {
  const entries = Object.entries((value ?? {}) as Record<string, unknown>).map(([key, item]) => [
    key,
    Array.isArray(item) ? item.map(String) : String(item),
  ]);
  return Object.fromEntries(entries);
}

function pathParams(endpoint: EndpointDef, values: CallValues): Record<string, string> {
  if (!endpoint.params) return {};
  const params = asStrings(requestValue(endpoint.params, values.params, { optional: 'named' }));
  return Object.fromEntries(Object.entries(params).map(([key, value]) => [key, String(value)]));
}

/** The invoice type of an item-list upload, by its path. */
function itemListType(path: string): InvoiceType {
  if (path.includes('WriteOff')) return 'WRITEOFF';
  if (path.includes('India')) return 'INDIA';
  if (path.includes('Oversea')) return 'OVERSEA';
  return 'AP';
}

/** The columns of the file an upload call reads, when a supplier fills it (other uploads get any sheet). */
function uploadColumns(path: string): readonly SheetField[] {
  if (path === '/adientSchedule/uploadFeedback') return FEEDBACK_FIELDS;
  if (path === '/asn/uploadAsn') return ASN_UPLOAD_FIELDS;
  if (path.startsWith('/invoice/upload')) return ITEM_LIST_FIELDS[itemListType(path)];
  return [{ key: 'value', header: { cn: 'Value', en: 'Value', th: 'Value' } }];
}

/** One row naming the records' line (schedule files) or receipt (invoice item lists), quantities valid. */
function fileRow(columns: readonly SheetField[], records: SupplierRecords): ExcelJS.CellValue[] {
  const byKey: Record<string, string> = columns.some((column) => column.key === 'grNo')
    ? { ...records.receipt, unitPrice: '1' }
    : { ...records.scheduleLine, shipQty: '1', etaDate: '2030-01-02', asnGroup: 'G1', asnQty: '1' };
  return columns.map((column) => byKey[column.key] ?? null);
}

async function uploadPayload(endpoint: EndpointDef, values: CallValues, records: SupplierRecords) {
  const columns = uploadColumns(endpoint.path);
  const row = fileRow(columns, records);
  const form = new FormData();
  const file = await xlsxFile(
    columns.map((column) => column.header.en),
    [row],
  );
  form.append('file', new Blob([file]), 'upload.xlsx');
  const fields = endpoint.body ? requestValue(endpoint.body, values.rest, values.options) : {};
  for (const [name, value] of Object.entries(fields as Record<string, unknown>))
    form.append(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  return { form, sent: JSON.stringify({ row, fields }) };
}

/** A call as sent, and the texts it carried (what a reply may repeat without showing anything new). */
export interface SentCall {
  response: LightMyRequestResponse;
  sent: string;
}

/**
 * Sends one call of an endpoint through the real app: path, query and body built from its schemas with
 * the given values; an upload carries a file whose row names the records' line or receipt.
 */
export async function sendCall(
  t: TestApp,
  endpoint: EndpointDef,
  token: string,
  values: CallValues,
  fileRecords: SupplierRecords,
): Promise<SentCall> {
  const method = methodsOf(endpoint)[0] ?? 'GET';
  const url = `${t.apiBase}${fillPath(endpoint.path, pathParams(endpoint, values))}`;
  const headers = { authorization: token, 'accept-language': 'en' };
  const query = endpoint.query
    ? asStrings(requestValue(endpoint.query, values.rest, values.options))
    : undefined;
  if (endpoint.kind === 'upload') {
    const upload = await uploadPayload(endpoint, values, fileRecords);
    const response = await t.app.inject({ method, url, headers, payload: upload.form });
    return { response, sent: `${url}\n${upload.sent}` };
  }
  const body =
    endpoint.body && method !== 'GET' ? requestValue(endpoint.body, values.rest, values.options) : undefined;
  const response = await t.app.inject({
    method,
    url,
    headers,
    ...(query ? { query } : {}),
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
  return { response, sent: `${url}\n${JSON.stringify({ query, body })}` };
}

async function workbookText(response: LightMyRequestResponse): Promise<string> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
  const lines: string[] = [];
  for (const sheet of workbook.worksheets) {
    lines.push(sheet.name);
    sheet.eachRow((row) => {
      lines.push(JSON.stringify(row.values));
    });
  }
  return lines.join('\n');
}

/** What a reply shows its caller: the envelope, or the rows of a spreadsheet, the text of a PDF, a file's name. */
export async function seenReply(response: LightMyRequestResponse): Promise<SeenReply> {
  const type = String(response.headers['content-type'] ?? '');
  const fileName = String(response.headers['content-disposition'] ?? '');
  if (type.includes('application/json')) {
    const envelope = response.json<{ code?: number; msg?: string }>();
    return {
      httpStatus: response.statusCode,
      code: envelope.code ?? null,
      msg: envelope.msg ?? '',
      text: response.body,
    };
  }
  const content = type.includes('spreadsheetml')
    ? await workbookText(response)
    : type.includes('application/pdf')
      ? pdfText(response.rawPayload)
      : response.body;
  return { httpStatus: response.statusCode, code: null, msg: '', text: `${fileName}\n${content}` };
}
