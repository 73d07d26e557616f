import type { InvoiceDetail } from '@portal/contract/invoice';
import type { Locale, Message } from '../../platform/i18n/locale.ts';
import { render } from '../../platform/i18n/locale.ts';
import { newPdf, pdfBuffer } from '../../platform/pdf/pdf-document.ts';
import { DEFAULT_PRINTER_DPI, drawBarcode, printQr } from '../../platform/pdf/print-barcode.ts';
import { sharedBaseline, wrappedHeight, writeInBox } from '../../platform/pdf/text-box.ts';

const CAPTIONS = {
  title: { cn: '发票封面', en: 'Invoice Cover Sheet', th: 'ใบปะหน้าใบแจ้งหนี้' },
  scanHint: {
    cn: '请随纸质发票一并寄送本页：应付账款扫描此二维码核对发票。',
    en: 'Send this page with the paper invoice: accounts payable scan this QR code to check it.',
    th: 'กรุณาส่งหน้านี้พร้อมใบแจ้งหนี้ฉบับกระดาษ ฝ่ายบัญชีเจ้าหนี้จะสแกนคิวอาร์โค้ดนี้เพื่อตรวจสอบ',
  },
  invoiceNo: { cn: '发票号', en: 'Invoice No', th: 'เลขที่ใบแจ้งหนี้' },
  type: { cn: '发票类型', en: 'Invoice Type', th: 'ประเภทใบแจ้งหนี้' },
  invoiceDate: { cn: '发票日期', en: 'Invoice Date', th: 'วันที่ใบแจ้งหนี้' },
  supplier: { cn: '供应商', en: 'Supplier', th: 'ซัพพลายเออร์' },
  company: { cn: '公司', en: 'Company', th: 'บริษัท' },
  plant: { cn: '收货工厂', en: 'Ship-to Plant', th: 'โรงงานปลายทาง' },
  asnNo: { cn: 'ASN 号', en: 'ASN No', th: 'เลขที่ ASN' },
  currency: { cn: '币种', en: 'Currency', th: 'สกุลเงิน' },
  baseAmount: { cn: '不含税金额', en: 'Base Amount', th: 'ยอดก่อนภาษี' },
  taxAmount: { cn: '税额', en: 'Tax Amount', th: 'ภาษี' },
  invoiceAmount: { cn: '发票金额', en: 'Invoice Amount', th: 'ยอดใบแจ้งหนี้' },
  lines: { cn: '发票行数', en: 'Invoice Lines', th: 'จำนวนรายการ' },
} satisfies Record<string, Message>;

const CAPTION = { size: 10, weight: 'bold' } as const;
const VALUE = { size: 11 } as const;
/** caption and value columns */
const WIDTHS = [140, 345] as const;
/** A value that would pass the page's bottom margin (a long list of ASN numbers) is cut with an ellipsis. */
const PAGE_BOTTOM = 792;

/**
 * What the scan check reads (spec 3 §2.3, qr-code.ts): supplier code | invoice number | ship-to plant, so
 * one scan finds exactly this invoice even when another plant has the same number.
 */
export function coverSheetCode(
  invoice: Pick<InvoiceDetail, 'supplierCode' | 'invoiceNo' | 'shipToPlantCode'>,
) {
  return `${invoice.supplierCode}|${invoice.invoiceNo}|${invoice.shipToPlantCode}`;
}

/** InvoiceCoverSheet.pdf (ours): A4, captions in the caller's language, the facts AP checks and the QR code. */
export async function coverSheetPdf(invoice: InvoiceDetail, locale: Locale): Promise<Buffer> {
  const say = (caption: keyof typeof CAPTIONS) => render(CAPTIONS[caption], locale);
  const doc = newPdf({ size: 'A4', margin: 50, info: { Title: `Invoice ${invoice.invoiceNo}` } });
  writeInBox(
    doc,
    say('title'),
    { x: 50, y: 50, width: 330, height: 34 },
    { size: 22, minSize: 14, weight: 'bold' },
  );
  // an A4 sheet from an office printer: the QR in whole dots of the common 203 dpi scans on any printer
  drawBarcode(doc, printQr(coverSheetCode(invoice), { dpi: DEFAULT_PRINTER_DPI, maxSizePt: 150 }), 395, 40);
  writeInBox(doc, say('scanHint'), { x: 50, y: 90, width: 320, height: 110 }, { size: 9, wrap: true });
  const facts: Array<[keyof typeof CAPTIONS, string | null]> = [
    ['invoiceNo', invoice.invoiceNo],
    ['type', invoice.type],
    ['invoiceDate', invoice.invoiceDate],
    ['supplier', `${invoice.supplierCode} ${invoice.supplierName}`],
    ['company', invoice.companyCode],
    ['plant', invoice.shipToPlantCode],
    ['asnNo', invoice.asnNosStr.split(',').join(', ')],
    ['currency', invoice.currency],
    ['baseAmount', invoice.baseAmount],
    ['taxAmount', invoice.taxAmount],
    ['invoiceAmount', invoice.invoiceAmount],
    ['lines', String(invoice.items.length)],
  ];
  let y = 215;
  for (const [caption, value] of facts) {
    const texts = [
      { value: say(caption), style: CAPTION },
      { value, style: VALUE },
    ];
    const baseline = sharedBaseline(doc, texts);
    const needed = Math.max(
      ...texts.map((text, index) =>
        wrappedHeight(doc, text.value, WIDTHS[index] ?? 0, { ...text.style, baseline }),
      ),
    );
    const height = Math.min(needed, PAGE_BOTTOM - y);
    const captionStyle = { ...CAPTION, wrap: true, baseline };
    writeInBox(doc, say(caption), { x: 50, y, width: WIDTHS[0], height }, captionStyle);
    writeInBox(doc, value, { x: 200, y, width: WIDTHS[1], height }, { ...VALUE, wrap: true, baseline });
    y += height + 8;
  }
  return pdfBuffer(doc);
}
