import { asnEndpoints } from '@portal/contract/asn';
import type { WebLocale } from '@portal/contract/common';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { asnDetails, asnHeaders } from '../../src/db/schema/index.ts';
import { filledTemplate, sheetRows, uploadFile, workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildAsnWorld } from './asn-world.ts';

const t = useTestApp();
const e = asnEndpoints;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  const world = await buildAsnWorld(t().db);
  for (const [name, account] of Object.entries(world.accounts)) tokens[name] = await t().login(account);
});

/** Template.xlsx's header row as each language's screens name the columns. */
const HEADERS: Record<WebLocale, string[]> = {
  cn: [
    'ASN 分组',
    '订单号',
    '行号',
    '交货日期（yyyy-MM-dd）',
    'ASN 数量',
    '批次号',
    '生产日期（yyyy-MM-dd）',
  ],
  en: [
    'ASN Group',
    'Order No',
    'Line No',
    'Delivery Date (yyyy-MM-dd)',
    'ASN Qty',
    'Batch No.',
    'Production Date (yyyy-MM-dd)',
  ],
  th: [
    'กลุ่ม ASN',
    'เลขที่ใบสั่งซื้อ',
    'รายการที่',
    'วันที่ส่งมอบ (yyyy-MM-dd)',
    'จำนวน ASN',
    'เลขที่ล็อต',
    'วันที่ผลิต (yyyy-MM-dd)',
  ],
};
const LOCALES = ['cn', 'en', 'th'] as const;
/** A line of supplier 1 with quantity left: order PO-2 line 10 delivering 2026-11-10. */
const ROW = ['G1', 'PO-2', '10', '2026-11-10', '2', 'B-7', '2026-11-01'];

const template = (locale: WebLocale) =>
  t().request(e.downloadAsnUploadTemplate, { token: tokens.supplier1, locale });

/** What a Draft created by an upload holds, without its number: its lines as stored. */
async function draftLines(asnNos: string[]) {
  const rows = await t()
    .db.select({
      asnNo: asnHeaders.asnNo,
      status: asnHeaders.status,
      line: asnDetails.scheduleDetailId,
      qty: asnDetails.asnQty,
      lotNo: asnDetails.lotNo,
      productionDate: asnDetails.productionDate,
    })
    .from(asnDetails)
    .innerJoin(asnHeaders, eq(asnHeaders.id, asnDetails.asnHeaderId))
    .where(inArray(asnHeaders.asnNo, asnNos));
  return rows.map(({ asnNo: _, qty, ...line }) => ({ ...line, qty: Number(qty) }));
}

const asnCount = async () => (await t().db.select({ id: asnHeaders.id }).from(asnHeaders)).length;

describe('Template.xlsx in the three languages', () => {
  it.each(LOCALES)('is written in %s: headers as the screens name the columns', async (locale) => {
    const response = await template(locale);
    expect(response.headers['content-disposition']).toContain('Template.xlsx');
    const workbook = await workbookOf(response);
    expect(sheetRows(workbook)).toEqual([HEADERS[locale]]);
    expect(workbook.worksheets[0]?.name).toBe('ASN');
  });

  it('takes a file headed in any language from a caller of any language, with the same Draft', async () => {
    const results = [];
    for (const [index, fileLocale] of LOCALES.entries()) {
      const caller = LOCALES[(index + 1) % 3];
      const file = await xlsxFile(HEADERS[fileLocale], [ROW]);
      const reply = await uploadFile<{ asnNos: string[] }>(
        t(),
        e.uploadAsn,
        tokens.supplier1,
        file,
        'a.xlsx',
        caller,
      );
      expect(reply.code, `${fileLocale} file, ${caller} caller`).toBe(200);
      expect(reply.data.asnNos).toHaveLength(1);
      results.push(await draftLines(reply.data.asnNos));
    }
    expect(results[0]).toEqual([
      { status: 'Draft', line: expect.any(Number), qty: 2, lotNo: 'B-7', productionDate: '2026-11-01' },
    ]);
    expect(results[1]).toEqual(results[0]);
    expect(results[2]).toEqual(results[0]);
  });

  it("refuses a header that is none of the three, naming its column in the caller's language, and creates nothing", async () => {
    const before = await asnCount();
    const header = [...HEADERS.en];
    header[5] = 'Lot';
    const file = await xlsxFile(header, [ROW]);
    expect(await uploadFile(t(), e.uploadAsn, tokens.supplier1, file, 'a.xlsx', 'th')).toEqual({
      code: 400,
      msg: 'รูปแบบไฟล์ที่อัปโหลดไม่ถูกต้อง: หัวคอลัมน์ F คือ "Lot" แต่แม่แบบเป็น "เลขที่ล็อต"',
      data: null,
    });
    expect((await uploadFile(t(), e.uploadAsn, tokens.supplier1, file, 'a.xlsx', 'cn')).msg).toBe(
      '上传文件格式不正确：第 F 列的表头是“Lot”，模板中为“批次号”',
    );
    expect(await asnCount()).toBe(before);
  });

  it('still takes the English template of before, whose batch column read "Batch No"', async () => {
    const before = HEADERS.en.map((header) => (header === 'Batch No.' ? 'Batch No' : header));
    const reply = await uploadFile(t(), e.uploadAsn, tokens.supplier1, await xlsxFile(before, [ROW]));
    expect(reply.code).toBe(200);
  });
});

describe('round trip: Template.xlsx downloaded in th and in en, filled and uploaded back', () => {
  it.each([
    ['th', 'th'],
    ['en', 'en'],
    ['th', 'cn'],
  ] as const)('a %s template uploaded by a %s caller creates its Draft', async (fileLocale, caller) => {
    const file = await filledTemplate(await template(fileLocale), (sheet) => {
      sheet.addRow(['RT', 'PO-2', '10', '2026-11-10', '1.5', `B-${fileLocale}`, '2026-11-02']);
    });
    const reply = await uploadFile<{ asnNos: string[] }>(
      t(),
      e.uploadAsn,
      tokens.supplier1,
      file,
      'Template.xlsx',
      caller,
    );
    expect(reply).toMatchObject({ code: 200, data: { asnNos: [expect.any(String)] } });
    expect(await draftLines(reply.data.asnNos)).toEqual([
      {
        status: 'Draft',
        line: expect.any(Number),
        qty: 1.5,
        lotNo: `B-${fileLocale}`,
        productionDate: '2026-11-02',
      },
    ]);
  });
});
