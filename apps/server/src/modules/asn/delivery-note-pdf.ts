import type { AsnDetail } from '@portal/contract/asn';
import { sumDecimals } from '../../platform/decimal.ts';
import { newPdf, pdfBuffer } from '../../platform/pdf/pdf-document.ts';
import { drawBarcode, type PrinterDpi, printCode128 } from '../../platform/pdf/print-barcode.ts';
import { type BoxStyle, sharedBaseline, writeInBox } from '../../platform/pdf/text-box.ts';
import {
  HEADER_CELLS,
  lineCells,
  measureRow,
  TABLE_LEFT,
  TABLE_RIGHT,
  writeRow,
} from './delivery-note-table.ts';
import { packagesToLabel } from './package-list.ts';

type AsnHeader = AsnDetail['asnHeader'];

/** Rows stop above this line; the page footer ("page n of m") sits below it. */
const ROWS_BOTTOM = 790;
const FOOTER_Y = 806;
/** The total and the three signature lines after the last row. */
const CLOSING_HEIGHT = 70;
const LABEL: BoxStyle = { size: 8, weight: 'bold' };

function partyBlock(doc: PDFKit.PDFDocument, title: string, name: string, address: string | null, x: number) {
  const width = 165;
  writeInBox(doc, title, { x, y: 100, width, height: 11 }, LABEL);
  writeInBox(doc, name, { x, y: 111, width, height: 24 }, { size: 9, minSize: 7, wrap: true });
  writeInBox(doc, address, { x, y: 136, width, height: 30 }, { size: 8, minSize: 7, wrap: true });
}

function facts(doc: PDFKit.PDFDocument, asn: AsnDetail) {
  const h = asn.asnHeader;
  const rows: Array<[string, string | number | null]> = [
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
  const valueStyle = { size: 9, minSize: 6 };
  // one baseline for the whole grid, so its rows keep an even pitch whatever script a value is in
  const baseline = sharedBaseline(
    doc,
    rows.flatMap(([label, value]) => [
      { value: label, style: LABEL },
      { value, style: valueStyle },
    ]),
  );
  rows.forEach(([label, value], index) => {
    const x = index % 2 === 0 ? 40 : 300;
    const y = 170 + Math.floor(index / 2) * 15;
    writeInBox(doc, label, { x, y, width: 80, height: 15 }, { ...LABEL, baseline });
    writeInBox(doc, value, { x: x + 85, y, width: 170, height: 15 }, { ...valueStyle, baseline });
  });
}

function firstPageHeader(doc: PDFKit.PDFDocument, asn: AsnDetail, dpi: PrinterDpi): number {
  const h = asn.asnHeader;
  writeInBox(doc, 'DELIVERY NOTE', { x: 40, y: 40, width: 300, height: 22 }, { size: 18, weight: 'bold' });
  writeInBox(doc, `Status: ${h.status}`, { x: 40, y: 64, width: 300, height: 12 }, { size: 9 });
  // right of the title: 2 dots a module (0.25 mm) at 203 dpi for a 22-character ASN number
  const asnCode = printCode128(h.asnNo ?? '-', { dpi, maxWidthPt: 210, heightPt: 36 });
  const placed = drawBarcode(doc, asnCode, 555 - asnCode.widthPt, 30);
  writeInBox(
    doc,
    h.asnNo ?? '-',
    { x: placed.x, y: placed.y + placed.height + 2, width: placed.width, height: 10 },
    { size: 8, minSize: 6 },
  );
  partyBlock(doc, 'SUPPLIER', `${h.supplierCode} ${h.supplierName}`, h.supplierAddress, 40);
  partyBlock(doc, 'BUYER', `${h.buyerCompanyCode} ${h.buyerCompanyName}`, h.buyerCompanyAddress, 215);
  partyBlock(doc, 'SHIP TO PLANT', h.shipToPlantCode, h.buyerPlantAddress, 390);
  facts(doc, asn);
  return 250;
}

/** Page 2 and on: which ASN the page belongs to, so a loose page still finds its delivery. */
function nextPageHeader(doc: PDFKit.PDFDocument, h: AsnHeader): number {
  doc.addPage();
  writeInBox(doc, 'DELIVERY NOTE', { x: 40, y: 40, width: 200, height: 16 }, { size: 12, weight: 'bold' });
  writeInBox(
    doc,
    `ASN No ${h.asnNo ?? ''}`,
    { x: 250, y: 40, width: 305, height: 16 },
    { size: 12, weight: 'bold', minSize: 8 },
  );
  return 66;
}

/** The column headers with a rule below; answers where the first row starts. */
function tableHeader(doc: PDFKit.PDFDocument, y: number): number {
  const row = measureRow(doc, HEADER_CELLS, true);
  writeRow(doc, HEADER_CELLS, y, row, true);
  doc
    .moveTo(TABLE_LEFT, y + row.height)
    .lineTo(TABLE_RIGHT, y + row.height)
    .stroke();
  return y + row.height + 2;
}

/** The lines, each row as tall as its cells need, a new page (with header) when a row would pass the bottom. */
function lineRows(doc: PDFKit.PDFDocument, asn: AsnDetail, top: number): number {
  let y = tableHeader(doc, top);
  asn.asnDetails.forEach((line, index) => {
    const cells = lineCells(line, index);
    const row = measureRow(doc, cells);
    if (y + row.height > ROWS_BOTTOM) y = tableHeader(doc, nextPageHeader(doc, asn.asnHeader));
    writeRow(doc, cells, y, row);
    y += row.height;
  });
  return y;
}

function closing(doc: PDFKit.PDFDocument, asn: AsnDetail, rowsEnd: number) {
  let y = rowsEnd;
  doc.moveTo(TABLE_LEFT, y).lineTo(TABLE_RIGHT, y).stroke();
  if (y + CLOSING_HEIGHT > ROWS_BOTTOM) y = nextPageHeader(doc, asn.asnHeader);
  const total = sumDecimals(
    asn.asnDetails.map((line) => line.asnQty ?? '0'),
    5,
  );
  writeInBox(
    doc,
    `Total quantity: ${total}`,
    { x: 40, y: y + 6, width: 300, height: 12 },
    { size: 9, weight: 'bold' },
  );
  const signY = y + 30;
  for (const [index, title] of ['Shipped by (supplier)', 'Carrier', 'Received by (plant)'].entries()) {
    const x = 40 + index * 175;
    doc
      .moveTo(x, signY + 20)
      .lineTo(x + 150, signY + 20)
      .stroke();
    writeInBox(doc, title, { x, y: signY + 24, width: 150, height: 11 }, { size: 8 });
  }
}

/** Every page's footer, written once the page count is known (pages are buffered until then). */
function pageFooters(doc: PDFKit.PDFDocument, h: AsnHeader) {
  const { start, count } = doc.bufferedPageRange();
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    writeInBox(
      doc,
      `Delivery note ${h.asnNo ?? ''}`,
      { x: 40, y: FOOTER_Y, width: 300, height: 11 },
      { size: 8 },
    );
    const pageOf = `Page ${page - start + 1} of ${count}`;
    writeInBox(doc, pageOf, { x: 355, y: FOOTER_Y, width: 200, height: 11 }, { size: 8, align: 'right' });
  }
}

/**
 * DeliveryNote.pdf: the ASN as the paper that travels with the truck (A4, lines table, signatures). Every
 * page names its ASN and says "page n of m"; a table that runs on repeats its column headers. Its Code 128
 * of the ASN number is drawn in whole dots of the buyer's label printer resolution (`dpi`).
 */
export async function deliveryNotePdf(asn: AsnDetail, dpi: PrinterDpi): Promise<Buffer> {
  const h = asn.asnHeader;
  const doc = newPdf({
    size: 'A4',
    margin: 40,
    bufferPages: true,
    info: { Title: `Delivery note ${h.asnNo ?? ''}` },
  });
  const rowsEnd = lineRows(doc, asn, firstPageHeader(doc, asn, dpi));
  closing(doc, asn, rowsEnd);
  pageFooters(doc, h);
  return pdfBuffer(doc);
}
