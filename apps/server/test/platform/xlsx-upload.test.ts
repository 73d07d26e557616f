import multipart from '@fastify/multipart';
import type { Envelope } from '@portal/contract/common';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from '../../src/platform/http/app-error.ts';
import { localeOfHeader, render } from '../../src/platform/i18n/locale.ts';
import { checkRows, rejectRows } from '../../src/platform/xlsx/row-checks.ts';
import { fieldLabels, type SheetField } from '../../src/platform/xlsx/sheet-fields.ts';
import { receiveSheetRows, UPLOAD_MAX_BYTES } from '../../src/platform/xlsx/upload.ts';
import { packed, repeatedRowsWorkbook, zipArchive } from '../helpers/zip-archive.ts';

const COLUMNS: SheetField[] = [
  { key: 'partNo', header: { cn: '零件号', en: 'Part No', th: 'หมายเลขชิ้นส่วน' } },
  { key: 'qty', header: { cn: '数量（件）', en: 'Quantity', th: 'จำนวน' } },
  { key: 'unit', header: { cn: '单位', en: 'Unit', th: 'หน่วย' } },
  { key: 'note', header: { cn: '备注', en: 'Note', th: 'หมายเหตุ' } },
];
const HEADER = COLUMNS.map((column) => column.header.en);

/** A template that allows three data rows, twenty entries and 1 MB unpacked. */
const SMALL_LIMITS = { maxRows: 4, maxEntries: 20, maxUnpackedBytes: 1024 * 1024 };

const PartRow = z.object({
  partNo: z.string().max(10),
  qty: z.coerce.number().int().positive(),
  unit: z.enum(['PC', 'KG']),
  note: z.string().optional(),
});
type PartRow = z.infer<typeof PartRow>;
type Accepted = Array<{ rowNumber: number; value: PartRow }>;

/** What the route saved: stays empty whenever the file is refused. */
let saved: Accepted = [];
let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1 } });
  app.setErrorHandler((error, request, reply) => {
    const locale = localeOfHeader(request.headers['accept-language']);
    if (error instanceof AppError) {
      return reply.send({
        code: error.code,
        msg: render(error.userMessage, locale, error.params),
        data: error.data,
      });
    }
    return reply.send({ code: 500, msg: error instanceof Error ? error.message : String(error), data: null });
  });
  app.post('/upload', async (request) => {
    const locale = localeOfHeader(request.headers['accept-language']);
    const rows = await receiveSheetRows(request, { columns: COLUMNS });
    const labelOf = fieldLabels(COLUMNS, locale);
    const { accepted, errors } = checkRows(rows, PartRow, locale, { keyOf: (row) => row.partNo, labelOf });
    rejectRows(errors, labelOf);
    saved = accepted;
    return { code: 200, msg: 'success', data: accepted };
  });
  app.post('/upload-small', async (request) => {
    const rows = await receiveSheetRows(request, { columns: COLUMNS, limits: SMALL_LIMITS });
    return { code: 200, msg: 'success', data: rows.length };
  });
  await app.ready();
});

afterAll(() => app.close());
beforeEach(() => {
  saved = [];
});

async function xlsx(
  rows: ExcelJS.CellValue[][],
  header: string[] = HEADER,
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Parts');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

async function uploadSmall(content: Uint8Array<ArrayBuffer> | Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), 'parts.xlsx');
  const response = await app.inject({
    method: 'POST',
    url: '/upload-small',
    payload: form,
    headers: { 'accept-language': 'en' },
  });
  return response.json<Envelope<unknown>>();
}

/** A multipart body written by hand, so that its parts can be as malformed as a test needs. */
async function rawMultipart(body: string, boundary = 'XyZ') {
  const response = await app.inject({
    method: 'POST',
    url: '/upload',
    payload: body.replaceAll('\n', '\r\n'),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'accept-language': 'en' },
  });
  return { status: response.statusCode, body: response.json<Envelope<unknown>>() };
}

async function upload(content: Uint8Array<ArrayBuffer> | null, fileName = 'parts.xlsx', locale = 'en') {
  const form = new FormData();
  form.append('comment', 'sent with the file');
  if (content) form.append('file', new Blob([content]), fileName);
  const response = await app.inject({
    method: 'POST',
    url: '/upload',
    payload: form,
    headers: { 'accept-language': locale },
  });
  return response.json<Envelope<unknown>>();
}

const refused = (msg: string) => ({ code: 400, msg, data: null });

describe('receiveSheetRows: the file', () => {
  it('reads a valid xlsx into typed rows with their Excel row numbers', async () => {
    const file = await xlsx([
      ['P-1', 10, 'PC', 'first'],
      ['P-2', '20', 'KG', null],
      [null, null, null, null],
      ['P-3', 30, 'PC', '  spaced  '],
    ]);
    const reply = await upload(file);
    expect(reply).toEqual({
      code: 200,
      msg: 'success',
      data: [
        { rowNumber: 2, value: { partNo: 'P-1', qty: 10, unit: 'PC', note: 'first' } },
        { rowNumber: 3, value: { partNo: 'P-2', qty: 20, unit: 'KG' } },
        { rowNumber: 5, value: { partNo: 'P-3', qty: 30, unit: 'PC', note: 'spaced' } },
      ],
    });
    expect(saved).toHaveLength(3);
  });

  it('accepts a name of exactly 50 characters and the .xls extension the spec names', async () => {
    const file = await xlsx([['P-1', 1, 'PC']]);
    const fifty = `${'a'.repeat(45)}.xlsx`;
    expect(fifty).toHaveLength(50);
    expect((await upload(file, fifty)).code).toBe(200);
    expect((await upload(file, 'PARTS.XLS')).code).toBe(200);
  });

  it('refuses a request without a file', async () => {
    expect(await upload(null)).toEqual(refused('Upload failed. Please select a new file'));
    const json = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: { file: 'parts.xlsx' },
      headers: { 'accept-language': 'en' },
    });
    expect(json.json()).toEqual(refused('Upload failed. Please select a new file'));
  });

  it('refuses a file name over 50 characters', async () => {
    const file = await xlsx([['P-1', 1, 'PC']]);
    const name = `${'a'.repeat(46)}.xlsx`;
    expect(name).toHaveLength(51);
    expect(await upload(file, name)).toEqual(
      refused('File name is too long.please modify and upload again.'),
    );
  });

  it('refuses a file that is not xlsx by its name or by its content', async () => {
    const file = await xlsx([['P-1', 1, 'PC']]);
    expect(await upload(file, 'parts.txt')).toEqual(refused('The uploaded file format is incorrect'));
    expect(await upload(file, 'parts.xlsx.csv')).toEqual(refused('The uploaded file format is incorrect'));
    const csv = new TextEncoder().encode('Part No,Quantity,Unit,Note\nP-1,1,PC,\n');
    expect(await upload(csv, 'parts.xlsx')).toEqual(refused('The uploaded file format is incorrect'));
    // a zip that is not a workbook
    const zip = new Uint8Array([
      0x50,
      0x4b,
      0x03,
      0x04,
      ...new TextEncoder().encode('not really a zip archive'),
    ]);
    expect(await upload(zip, 'parts.xlsx')).toEqual(refused('The uploaded file format is incorrect'));
  });

  it('refuses an empty file', async () => {
    expect(await upload(new Uint8Array(0), 'parts.xlsx')).toEqual(refused('0 KB file is not supported...'));
  });

  it('refuses a file over 5 MB', async () => {
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    expect(await upload(big, 'parts.xlsx')).toEqual(refused('Upload file size cannot exceed 5MB!'));
  });

  it("answers in the caller's language", async () => {
    expect(await upload(new Uint8Array(0), 'parts.xlsx', 'zh-CN')).toEqual(refused('不支持 0 KB 的文件...'));
    expect(await upload(null, 'parts.xlsx', 'th')).toEqual(refused('อัปโหลดไม่สำเร็จ กรุณาเลือกไฟล์ใหม่'));
  });
});

describe('receiveSheetRows: a malformed multipart is a 400, never a 500', () => {
  it('refuses a file part without a file name as no file', async () => {
    const reply = await rawMultipart(
      '--XyZ\nContent-Disposition: form-data; name="file"\nContent-Type: application/octet-stream\n\nPK\u0003\u0004abc\n--XyZ--\n',
    );
    expect(reply).toEqual({ status: 200, body: refused('Upload failed. Please select a new file') });
  });

  it('refuses a body cut off in the middle of its part, and a body with another boundary', async () => {
    const cut = await rawMultipart(
      '--XyZ\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\n\nPK',
    );
    expect(cut.body.code).toBe(400);
    const other = await rawMultipart(
      '--Other\nContent-Disposition: form-data; name="file"\n\nx\n--Other--\n',
    );
    expect(other.body).toEqual(refused('Upload failed. Please select a new file'));
  });

  it('refuses a second file part and more text parts than an upload carries', async () => {
    const file = await xlsx([['P-1', 1, 'PC']]);
    const two = new FormData();
    two.append('file', new Blob([file]), 'a.xlsx');
    two.append('file', new Blob([file]), 'b.xlsx');
    const twoFiles = await app.inject({ method: 'POST', url: '/upload', payload: two });
    expect(twoFiles.json<Envelope<unknown>>().code).toBe(200);
    const many = new FormData();
    for (let index = 0; index < 50; index++) many.append(`field${index}`, 'x');
    many.append('file', new Blob([file]), 'a.xlsx');
    const manyFields = await app.inject({
      method: 'POST',
      url: '/upload',
      payload: many,
      headers: { 'accept-language': 'en' },
    });
    expect(manyFields.json()).toEqual(refused('Upload failed. Please select a new file'));
  });
});

describe('receiveSheetRows: the limits of a template', () => {
  it('reads a file within the limits', async () => {
    expect(await uploadSmall(await xlsx([['P-1'], ['P-2'], ['P-3']]))).toMatchObject({ code: 200, data: 3 });
  });

  it('refuses more rows than the template allows, naming the limit', async () => {
    expect(await uploadSmall(await xlsx([['P-1'], ['P-2'], ['P-3'], ['P-4']]))).toEqual(
      refused('The file has more than 3 data rows; please split it and upload again'),
    );
  });

  it('refuses a file whose directory claims more than the template unpacks, before reading it', async () => {
    const big = await repeatedRowsWorkbook({ header: HEADER, size: 2 * 1024 * 1024 });
    expect(await uploadSmall(big)).toEqual(
      refused('The file unpacks to more than 1 MB; please split it and upload again'),
    );
  });

  it('refuses a file that unpacks to more than it claims, while unpacking it', async () => {
    const lying = await repeatedRowsWorkbook({ header: HEADER, size: 2 * 1024 * 1024, claimedSize: 1024 });
    expect(await uploadSmall(lying)).toEqual(
      refused('The file unpacks to more than 1 MB; please split it and upload again'),
    );
  });

  it('refuses an archive of more entries than a workbook has', async () => {
    const entries = Array.from({ length: 21 }, (_, index) => packed(`extra/${index}.xml`, '<x/>'));
    expect(await uploadSmall(zipArchive(entries))).toEqual(refused('The uploaded file format is incorrect'));
  });
});

describe('receiveSheetRows: the sheet', () => {
  it("refuses a sheet whose header row is not the template's, naming the first wrong column in the caller's language", async () => {
    const swapped = await xlsx([['P-1', 1, 'PC']], ['Quantity', 'Part No', 'Unit', 'Note']);
    expect(await upload(swapped)).toEqual(
      refused(
        'The uploaded file format is incorrect: column A is headed "Quantity" where the template has "Part No"',
      ),
    );
    expect(await upload(swapped, 'parts.xlsx', 'zh-CN')).toEqual(
      refused('上传文件格式不正确：第 A 列的表头是“Quantity”，模板中为“零件号”'),
    );
    expect(await upload(swapped, 'parts.xlsx', 'th')).toEqual(
      refused('รูปแบบไฟล์ที่อัปโหลดไม่ถูกต้อง: หัวคอลัมน์ A คือ "Quantity" แต่แม่แบบเป็น "หมายเลขชิ้นส่วน"'),
    );
    const wrongThird = await xlsx([['P-1', 1, 'PC']], ['Part No', 'Quantity', 'Units of measure', 'Note']);
    expect((await upload(wrongThird)).msg).toContain(
      'column C is headed "Units of measure" where the template has "Unit"',
    );
    expect(saved).toEqual([]);
  });

  it('refuses a header row that lacks a column, or a file without a header row, naming the column', async () => {
    const short = await xlsx([['P-1', 1, 'PC']], ['Part No', 'Quantity', 'Unit']);
    expect(await upload(short)).toEqual(
      refused('The uploaded file format is incorrect: column D has no header where the template has "Note"'),
    );
    expect(await upload(short, 'parts.xlsx', 'th')).toEqual(
      refused('รูปแบบไฟล์ที่อัปโหลดไม่ถูกต้อง: คอลัมน์ D ไม่มีหัวคอลัมน์ แต่แม่แบบเป็น "หมายเหตุ"'),
    );
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Parts').getCell('A3').value = 'P-1';
    const headless = new Uint8Array(await workbook.xlsx.writeBuffer());
    expect((await upload(headless)).msg).toBe(
      'The uploaded file format is incorrect: column A has no header where the template has "Part No"',
    );
  });

  it('accepts the header row in any of the three languages, whatever the caller speaks, with the same rows', async () => {
    const rows = [['P-1', 1, 'PC', 'first']];
    const headers = (['cn', 'en', 'th'] as const).map((locale) =>
      COLUMNS.map((column) => column.header[locale]),
    );
    const replies = [];
    for (const header of headers)
      for (const caller of ['zh-CN', 'en', 'th'])
        replies.push(await upload(await xlsx(rows, header), 'p.xlsx', caller));
    expect(replies).toHaveLength(9);
    for (const reply of replies)
      expect(reply).toEqual({
        code: 200,
        msg: 'success',
        data: [{ rowNumber: 2, value: { partNo: 'P-1', qty: 1, unit: 'PC', note: 'first' } }],
      });
  });

  it('matches each column by position against all three languages, so a mixed header row is read too', async () => {
    const mixed = await xlsx([['P-1', 1, 'PC']], ['零件号', 'Quantity', 'หน่วย', '备注']);
    expect((await upload(mixed)).code).toBe(200);
  });

  it('reads the header without regard to case, spaces, abbreviation dots or full-width forms', async () => {
    const file = await xlsx([['P-1', 1, 'PC']], ['PART NO.', ' quantity ', 'Unit', 'note']);
    expect((await upload(file)).code).toBe(200);
    const retyped = await xlsx([['P-1', 1, 'PC']], ['零件号', '数量 (件)', ' 单 位', 'หมายเหตุ']);
    expect((await upload(retyped)).code).toBe(200);
    // a header that only resembles the template's is not it
    const near = await xlsx([['P-1', 1, 'PC']], ['Part', 'Quantity', 'Unit', 'Note']);
    expect((await upload(near)).code).toBe(400);
  });

  it('refuses a sheet with no data rows', async () => {
    expect(await upload(await xlsx([]))).toEqual(refused('The file holds no data rows'));
  });

  it('reads text that starts with = as that text, and a formula as its result, never evaluating text', async () => {
    const file = await xlsx([
      ['=A1+1', 1, 'PC', '=HYPERLINK("http://evil.example","x")'],
      ['P-2', { formula: '1+1', result: 2 }, 'KG', '@SUM(A1)'],
    ]);
    const reply = await upload(file);
    expect(reply.code).toBe(200);
    expect(reply.data).toEqual([
      {
        rowNumber: 2,
        value: { partNo: '=A1+1', qty: 1, unit: 'PC', note: '=HYPERLINK("http://evil.example","x")' },
      },
      { rowNumber: 3, value: { partNo: 'P-2', qty: 2, unit: 'KG', note: '@SUM(A1)' } },
    ]);
  });
});

describe('checkRows and rejectRows', () => {
  it('refuses the whole file and lists every bad row with its number, its column as the file names it and the reason', async () => {
    const file = await xlsx([
      ['P-1', 1, 'PC'],
      [null, 5, null, 'no part, no unit'],
      ['P-3', 3, 'KG'],
      ['P-4', 'abc', 'PC'],
      ['P-5', 5, 'PC'],
      ['P-TOO-LONG-6', 6, 'XX'],
      ['P-7', 7, 'KG'],
    ]);
    const reply = await upload(file);
    expect(reply).toEqual({
      code: 400,
      msg: 'The file has 3 rows with errors; nothing was imported',
      data: [
        { row: 3, field: 'partNo', column: 'Part No', message: 'Part No: is required' },
        { row: 3, field: 'unit', column: 'Unit', message: 'Unit: is required' },
        { row: 5, field: 'qty', column: 'Quantity', message: 'Quantity: has the wrong type' },
        {
          row: 7,
          field: 'partNo',
          column: 'Part No',
          message: 'Part No: is too long or too large (maximum 10)',
        },
        { row: 7, field: 'unit', column: 'Unit', message: 'Unit: is not one of the allowed values' },
      ],
    });
    expect(saved).toEqual([]);
  });

  it('refuses a key repeated inside the file, naming the row it first appeared on', async () => {
    const file = await xlsx([
      ['P-1', 1, 'PC'],
      ['P-2', 2, 'PC'],
      ['P-1', 3, 'KG'],
      ['P-2', 4, 'KG'],
      ['P-1', 5, 'KG'],
    ]);
    const reply = await upload(file);
    expect(reply).toEqual({
      code: 400,
      msg: 'The file has 3 rows with errors; nothing was imported',
      data: [
        { row: 4, message: 'duplicates row 2' },
        { row: 5, message: 'duplicates row 3' },
        { row: 6, message: 'duplicates row 2' },
      ],
    });
    expect(saved).toEqual([]);
    const cn = await upload(file, 'parts.xlsx', 'zh-CN');
    expect(cn.msg).toBe('文件有 3 行错误，未导入任何数据');
    expect((cn.data as Array<{ message: string }>)[0]?.message).toBe('与第 2 行重复');
  });
});
