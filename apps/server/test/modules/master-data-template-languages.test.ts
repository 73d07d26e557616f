import type { WebLocale } from '@portal/contract/common';
import type { EndpointDef } from '@portal/contract/endpoint';
import { masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import { sql } from 'drizzle-orm';
import type ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { filledTemplate, sheetRows, uploadFile, workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
const tokens: Record<string, string> = {};

beforeAll(async () => {
  for (const user of ['admin', 'scm']) tokens[user] = await t().login(user);
});

const LOCALES = ['cn', 'en', 'th'] as const;

/** One master-data upload template, and a row of it that the upload stores under a key of our choosing. */
interface TemplateCase {
  name: string;
  template: EndpointDef;
  upload: EndpointDef;
  user: string;
  /** the first two headers and the sheet name in each language, as the screens name them */
  firstHeaders: Record<WebLocale, [string, string]>;
  sheetName: Record<WebLocale, string>;
  row: (key: string) => ExcelJS.CellValue[];
  /** the stored record of a key, without its key, id and audit columns */
  stored: (key: string) => ReturnType<typeof sql>;
}

/** Columns that differ between two uploads of the same values: the id and the times and users of the writes. */
const without = sql.raw(
  `- 'id' - 'created_at' - 'created_by' - 'updated_at' - 'updated_by' - 'inbound_msg_at'`,
);

const CASES: TemplateCase[] = [
  {
    name: 'PartInfoTemplate.xlsx',
    template: endpoints.materialsUploadTemplate,
    upload: endpoints.materialsUpload,
    user: 'scm',
    firstHeaders: {
      cn: ['采购方公司代码', '收货工厂代码'],
      en: ['Buyer Company Code', 'Ship-to Plant Code'],
      th: ['รหัสบริษัทผู้ซื้อ', 'รหัสโรงงานปลายทาง'],
    },
    sheetName: { cn: '零件信息', en: 'PartInfo', th: 'ข้อมูลชิ้นส่วน' },
    row: (key) => ['ADCN', 'SH01', 'S100101', key, 'Seat cover', 'EA', 'V1', 12.5, 'M1', 'P1'],
    stored: (key) => sql`select to_jsonb(p) - 'part_no' ${without} as r from parts p where part_no = ${key}`,
  },
  {
    name: 'PartPriceTemplate.xlsx',
    template: endpoints.priceListUploadTemplate,
    upload: endpoints.priceListUpload,
    user: 'admin',
    firstHeaders: {
      cn: ['公司代码', '供应商代码'],
      en: ['Company Code', 'Supplier Code'],
      th: ['รหัสบริษัท', 'รหัสซัพพลายเออร์'],
    },
    sheetName: { cn: '零件价格', en: 'PartPrice', th: 'ราคาชิ้นส่วน' },
    row: (key) => ['ADCN', 'S100103', '103-7010', null, key, '12.345', 'CNY', 'EA', '2030-01-01', null],
    stored: (key) =>
      sql`select to_jsonb(p) - 'price_list_code' ${without} as r from part_prices p where price_list_code = ${key}`,
  },
  {
    name: 'ContainerTemplate.xlsx',
    template: endpoints.containerUploadTemplate,
    upload: endpoints.containerUpload,
    user: 'scm',
    firstHeaders: {
      cn: ['容器代码', '容器类型'],
      en: ['Container Code', 'Container Type'],
      th: ['รหัสคอนเทนเนอร์', 'ประเภทคอนเทนเนอร์'],
    },
    sheetName: { cn: '容器', en: 'Container', th: 'คอนเทนเนอร์' },
    row: (key) => [key, 'Carton', 10, 'N', 400, 300, 200, 0.5, 'Board'],
    stored: (key) =>
      sql`select to_jsonb(c) - 'container_code' ${without} as r from containers c where container_code = ${key}`,
  },
  {
    name: 'PackagingTemplate.xlsx',
    template: endpoints.packagingUploadTemplate,
    upload: endpoints.packagingUpload,
    user: 'scm',
    firstHeaders: {
      cn: ['采购方公司代码', '供应商代码'],
      en: ['Buyer Company Code', 'Supplier Code'],
      th: ['รหัสบริษัทผู้ซื้อ', 'รหัสซัพพลายเออร์'],
    },
    sheetName: { cn: '包装', en: 'Packaging', th: 'บรรจุภัณฑ์' },
    row: (key) => [
      'ADCN',
      'S100101',
      key,
      '101-7000',
      null,
      'KLT-6429',
      60,
      '2027-12-31',
      'Y',
      'N',
      'N',
      'Y',
    ],
    stored: (key) =>
      sql`select to_jsonb(p) - 'packaging_no' ${without} as r from packagings p where packaging_no = ${key}`,
  },
];

const download = (item: TemplateCase, locale: WebLocale) =>
  t().request(item.template, { token: tokens[item.user], locale });

async function storedRecord(item: TemplateCase, key: string): Promise<unknown> {
  const result = await t().db.execute<{ r: unknown }>(item.stored(key));
  expect(result.rows, `one record stored under ${key}`).toHaveLength(1);
  return result.rows[0]?.r;
}

describe.each(CASES)('$name in the three languages', (item) => {
  const headers: Partial<Record<WebLocale, string[]>> = {};

  it('is written in cn, en and th: headers and sheet name in the caller language', async () => {
    for (const locale of LOCALES) {
      const response = await download(item, locale);
      expect(response.headers['content-disposition']).toContain(item.name);
      const workbook = await workbookOf(response);
      const [header, ...rest] = sheetRows(workbook);
      expect(rest).toEqual([]);
      expect(header?.slice(0, 2)).toEqual(item.firstHeaders[locale]);
      expect(workbook.worksheets[0]?.name).toBe(item.sheetName[locale]);
      headers[locale] = header?.map(String);
    }
    // every column is named differently in at least two languages: the whole row is translated
    for (const [index, en] of (headers.en ?? []).entries())
      expect([headers.cn?.[index], headers.th?.[index]], `column ${index + 1}`).not.toEqual([en, en]);
  });

  it('takes the template downloaded in any language, filled and uploaded by a caller of any language, with the same record', async () => {
    const records = [];
    for (const [index, fileLocale] of LOCALES.entries()) {
      const key = `RT-${item.user}-${fileLocale}`.toUpperCase();
      const file = await filledTemplate(await download(item, fileLocale), (sheet) => {
        sheet.addRow(item.row(key));
      });
      const caller = LOCALES[(index + 1) % 3];
      const reply = await uploadFile(t(), item.upload, tokens[item.user], file, 'template.xlsx', caller);
      expect(reply, `${fileLocale} file, ${caller} caller`).toMatchObject({
        code: 200,
        data: { inserted: 1, updated: 0 },
      });
      records.push(await storedRecord(item, key));
    }
    expect(records[1]).toEqual(records[0]);
    expect(records[2]).toEqual(records[0]);
  });

  it("refuses a header that is none of the three, naming its column in the caller's language, and stores nothing", async () => {
    const header = [...(headers.th ?? [])];
    header[1] = 'Something else';
    const key = `BAD-${item.user}`.toUpperCase();
    const reply = await uploadFile(
      t(),
      item.upload,
      tokens[item.user],
      await xlsxFile(header, [item.row(key)]),
      'x.xlsx',
      'en',
    );
    expect(reply).toEqual({
      code: 400,
      msg: `The uploaded file format is incorrect: column B is headed "Something else" where the template has "${item.firstHeaders.en[1]}"`,
      data: null,
    });
    expect((await t().db.execute(item.stored(key))).rows).toEqual([]);
  });
});
