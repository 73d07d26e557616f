import type { AsnDetail } from '@portal/contract/asn';
import { sumDecimals } from '../../platform/decimal.ts';
import { newPdf, pdfBuffer } from '../../platform/pdf/pdf-document.ts';
import { fontFor } from '../../platform/pdf/pdf-fonts.ts';
import { drawBarcode, type PrinterDpi, printCode128 } from '../../platform/pdf/print-barcode.ts';
import { packagesToLabel } from './package-list.ts';

const COLUMNS: Array<[string, number]> = [
  ['Item', 30],
  ['Order No', 80],
  ['Line', 32],
  ['Part No', 90],
  ['Description', 130],
  ['Qty', 60],
  ['UoM', 35],
  ['Batch', 58],
];

function partyBlock(
  doc: PDFKit.PDFDocument,
  title: string,
  lines: Array<string | null>,
  x: number,
  y: number,
) {
  doc.font('Helvetica-Bold').fontSize(8).text(title, x, y, { width: 170 });
  for (const line of lines.filter(Boolean)) {
    const text = fontFor(doc, line);
    doc.fontSize(9).text(text, { width: 170 });
  }
}

function row(doc: PDFKit.PDFDocument, cells: string[], y: number, bold = false) {
  let x = 40;
  cells.forEach((cell, index) => {
    const width = COLUMNS[index]?.[1] ?? 50;
    const text = fontFor(doc, cell, bold ? 'bold' : 'regular');
    doc.fontSize(8).text(text, x + 2, y, { width: width - 4, lineBreak: false, ellipsis: true });
    x += width;
  });
}

/**
 * DeliveryNote.pdf: the ASN as the paper that travels with the truck (A4, lines table, signatures). Its
 * Code 128 of the ASN number is drawn in whole dots of the buyer's printer resolution (`dpi`).
 */
export async function deliveryNotePdf(asn: AsnDetail, dpi: PrinterDpi): Promise<Buffer> {
  const h = asn.asnHeader;
  const doc = newPdf({ size: 'A4', margin: 40, info: { Title: `Delivery note ${h.asnNo ?? ''}` } });
  doc.font('Helvetica-Bold').fontSize(18).text('DELIVERY NOTE', 40, 40);
  doc.font('Helvetica').fontSize(9).text(`Status: ${h.status}`, 40, 64);
  // room up to the title: 2 dots a module (0.25 mm) at 203 dpi for a 22-character ASN number
  const asnCode = printCode128(h.asnNo ?? '-', { dpi, maxWidthPt: 300, heightPt: 36 });
  const placed = drawBarcode(doc, asnCode, 555 - asnCode.widthPt, 30);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(h.asnNo ?? '-', placed.x, placed.y + placed.height + 2, { width: placed.width, align: 'center' });
  partyBlock(doc, 'SUPPLIER', [`${h.supplierCode} ${h.supplierName}`, h.supplierAddress], 40, 100);
  partyBlock(doc, 'BUYER', [`${h.buyerCompanyCode} ${h.buyerCompanyName}`, h.buyerCompanyAddress], 215, 100);
  partyBlock(doc, 'SHIP TO PLANT', [h.shipToPlantCode, h.buyerPlantAddress], 390, 100);
  const facts: Array<[string, string | number | null]> = [
    ['ASN No', h.asnNo],
    ['Invoice No', h.invoiceNo],
    ['Ship time', h.dispatchTimeStr],
    ['Planned arrival', h.planArrivalTimeStr],
    ['Carrier', [h.carrierCode, h.carrierName].filter(Boolean).join(' ')],
    ['Plate No', h.plateNo],
    ['Ship method', h.shipMethod],
    ['Pallets', h.noOfPallet],
    ['Gross / net kg', [h.grossWeight, h.netWeight].filter(Boolean).join(' / ')],
    ['Packages', packagesToLabel(asn).length],
  ];
  facts.forEach(([label, value], index) => {
    const x = index % 2 === 0 ? 40 : 300;
    const y = 170 + Math.floor(index / 2) * 14;
    doc.font('Helvetica-Bold').fontSize(8).text(label, x, y, { width: 80 });
    const text = fontFor(doc, value);
    doc.fontSize(9).text(text, x + 85, y, { width: 170, lineBreak: false, ellipsis: true });
  });
  let y = 250;
  row(
    doc,
    COLUMNS.map(([title]) => title),
    y,
    true,
  );
  doc
    .moveTo(40, y + 12)
    .lineTo(555, y + 12)
    .stroke();
  y += 18;
  asn.asnDetails.forEach((line, index) => {
    if (y > 740) {
      doc.addPage();
      y = 40;
    }
    row(
      doc,
      [
        String(index + 1),
        line.orderNo,
        line.lineNo,
        line.partNo,
        line.partDesc ?? '',
        line.asnQty ?? '',
        line.uom,
        line.lotNo ?? '',
      ],
      y,
    );
    y += 14;
  });
  doc.moveTo(40, y).lineTo(555, y).stroke();
  const total = sumDecimals(
    asn.asnDetails.map((line) => line.asnQty ?? '0'),
    5,
  );
  doc
    .font('Helvetica-Bold')
    .fontSize(9)
    .text(`Total quantity: ${total}`, 40, y + 6);
  const signY = Math.min(y + 60, 760);
  for (const [index, title] of ['Shipped by (supplier)', 'Carrier', 'Received by (plant)'].entries()) {
    const x = 40 + index * 175;
    doc
      .moveTo(x, signY + 30)
      .lineTo(x + 150, signY + 30)
      .stroke();
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(title, x, signY + 34);
  }
  return pdfBuffer(doc);
}
