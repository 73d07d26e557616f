import type { WebLocale } from '@portal/contract/common';
import { invoiceEndpoints } from '@portal/contract/invoice';
import { beforeAll, describe, expect, it } from 'vitest';
import { filledTemplate, sheetRows, uploadFile, workbookOf, xlsxFile } from '../helpers/spreadsheets.ts';
import { useTestApp } from '../helpers/test-app.ts';
import { buildInvoiceWorld, grId, type InvoiceWorld } from './invoice-world.ts';

const t = useTestApp();
const api = invoiceEndpoints;
let world: InvoiceWorld;

beforeAll(async () => {
  world = await buildInvoiceWorld(t());
});

const LOCALES = ['cn', 'en', 'th'] as const;
/** The item-list headers of each language: the AP and oversea lists, then the GST rates of India and write-off. */
const LINE: Record<WebLocale, string[]> = {
  cn: ['收货单号', '订单号', '订单行号', '发票单价', '预提税率'],
  en: ['GR No', 'Order No', 'PO Line No', 'Invoice Unit Price', 'WHT Rate'],
  th: ['เลขที่ใบรับสินค้า', 'เลขที่ใบสั่งซื้อ', 'บรรทัดใบสั่งซื้อ', 'ราคาต่อหน่วยใบแจ้งหนี้', 'อัตราภาษีหัก ณ ที่จ่าย'],
};
const GST: Record<WebLocale, string[]> = {
  cn: ['CGST 税率 %', 'SGST 税率 %', 'IGST 税率 %'],
  en: ['CGST Rate %', 'SGST Rate %', 'IGST Rate %'],
  th: ['อัตรา CGST %', 'อัตรา SGST %', 'อัตรา IGST %'],
};
/** What the templates said before they took the screen's labels: files filled from them still upload. */
const FORMER: Record<WebLocale, string[]> = {
  cn: [
    '收货单号',
    '订单号',
    '订单行号',
    '发票单价',
    'WHT 税率',
    'CGST 税率 (%)',
    'SGST 税率 (%)',
    'IGST 税率 (%)',
  ],
  en: [
    'GR No',
    'PO No',
    'PO Item No',
    'Unit Price',
    'WHT Rate',
    'CGST Rate (%)',
    'SGST Rate (%)',
    'IGST Rate (%)',
  ],
  th: [
    'เลขที่ใบรับสินค้า',
    'เลขที่ใบสั่งซื้อ',
    'รายการใบสั่งซื้อ',
    'ราคาต่อหน่วย',
    'อัตรา WHT',
    'อัตรา CGST (%)',
    'อัตรา SGST (%)',
    'อัตรา IGST (%)',
  ],
};
const SHEET_NAME: Record<WebLocale, string> = { cn: '发票明细', en: 'ItemList', th: 'รายการใบแจ้งหนี้' };

const TEMPLATES = [
  { template: api.downloadItemList, name: 'ItemList.xlsx', gst: false },
  { template: api.downloadOverseaItemList, name: 'OverseaItemList.xlsx', gst: false },
  { template: api.downloadIndiaItemList, name: 'IndiaItemList.xlsx', gst: true },
  { template: api.downloadWriteOffItemList, name: 'WriteOffItemList.xlsx', gst: true },
];

const dto = () =>
  JSON.stringify({
    asnNoList: ['IASN-6'],
    grIds: ['IGR-6/1', 'IGR-6/2', 'IGR-6/3'].map((key) => grId(world, key)),
  });

describe('item-list templates in the three languages', () => {
  it.each(TEMPLATES)('$name is written in cn, en and th', async ({ template, name, gst }) => {
    for (const locale of LOCALES) {
      const response = await t().request(template, { token: world.tokens.supplier1, locale });
      expect(response.headers['content-disposition']).toContain(name);
      const workbook = await workbookOf(response);
      expect(sheetRows(workbook)).toEqual([[...LINE[locale], ...(gst ? GST[locale] : [])]]);
      expect(workbook.worksheets[0]?.name).toBe(SHEET_NAME[locale]);
    }
  });

  it('fills the same lines from an India item list downloaded in any language, filled and uploaded by a caller of any language', async () => {
    const replies = [];
    for (const [index, fileLocale] of LOCALES.entries()) {
      const template = await t().request(api.downloadIndiaItemList, {
        token: world.tokens.supplier1,
        locale: fileLocale,
      });
      const file = await filledTemplate(template, (sheet) => {
        sheet.addRow(['IGR-6', 'PO-6', '10', 12.6, '', 9, 9, '']);
        sheet.addRow(['IGR-6', 'PO-6', '20', '12.5', '1', '', '', 18]);
      });
      const caller = LOCALES[(index + 1) % 3];
      const reply = await uploadFile<unknown[]>(
        t(),
        api.uploadIndiaItemList,
        world.tokens.supplier1,
        file,
        'IndiaItemList.xlsx',
        caller,
        { dto: dto() },
      );
      expect(reply.code, `${fileLocale} file, ${caller} caller`).toBe(200);
      replies.push(reply.data);
    }
    expect(replies[0]).toMatchObject([
      { poLineNo: '10', unitPrice: '12.6', cgstAmount: '4.54' },
      { poLineNo: '20', unitPrice: '12.5', igstAmount: '13.50' },
      { partNo: 'P-200', unitPrice: null },
    ]);
    expect(replies[1]).toEqual(replies[0]);
    expect(replies[2]).toEqual(replies[0]);
    for (const locale of LOCALES) {
      const former = await xlsxFile(FORMER[locale], [
        ['IGR-6', 'PO-6', '10', 12.6, '', 9, 9, ''],
        ['IGR-6', 'PO-6', '20', '12.5', '1', '', '', 18],
      ]);
      const reply = await uploadFile<unknown[]>(
        t(),
        api.uploadIndiaItemList,
        world.tokens.supplier1,
        former,
        'old.xlsx',
        'en',
        { dto: dto() },
      );
      expect(reply.data, `a ${locale} template of before`).toEqual(replies[0]);
    }
  });

  it("refuses a header that is none of the three, naming its column in the caller's language", async () => {
    const header = [...LINE.th];
    header[3] = 'Price';
    const file = await xlsxFile(header, [['IGR-6', 'PO-6', '10', '12.5', '']]);
    const reply = await uploadFile(t(), api.uploadItemList, world.tokens.supplier1, file, 'i.xlsx', 'cn', {
      dto: dto(),
    });
    expect(reply).toEqual({
      code: 400,
      msg: '上传文件格式不正确：第 D 列的表头是“Price”，模板中为“发票单价”',
      data: null,
    });
  });
});
