import type { AsnDetail, LabelPaper } from '@portal/contract/asn';
import { newPdf, pdfBuffer } from '../../platform/pdf/pdf-document.ts';
import { drawBarcode, type PrinterDpi, printCode128, printQr } from '../../platform/pdf/print-barcode.ts';
import { writeInBox } from '../../platform/pdf/text-box.ts';
import { type LabelData, labelCode, labelsOf } from './label-data.ts';

const MM = 72 / 25.4;

/** A label is 100 x 148.5 mm: it fits 100 x 150 mm label stock and a quarter (A6) of an A4 sheet. */
const LABEL_WIDTH = 100 * MM;
const LABEL_HEIGHT = 148.5 * MM;

/** How labels sit on the paper: the page size and where each label of a page goes. */
interface Sheet {
  size: [number, number];
  perPage: number;
  origin(slot: number): { x: number; y: number };
}

const SHEETS: Record<LabelPaper, Sheet> = {
  /** 100 x 150 mm, the usual shipping label stock of thermal printers: one label a page. */
  label: { size: [100 * MM, 150 * MM], perPage: 1, origin: () => ({ x: 0, y: 0 }) },
  /** A4 cut into four A6 labels (105 x 148.5 mm, the common A4 label sheet), two across and two down. */
  a4: {
    size: [210 * MM, 297 * MM],
    perPage: 4,
    origin: (slot) => ({
      x: (slot % 2) * 105 * MM + 2.5 * MM,
      y: Math.floor(slot / 2) * LABEL_HEIGHT,
    }),
  },
};

/** A labelled field of the label's grid: small caption on top, the value fitted below it. */
interface Field {
  caption: string;
  value: string;
  /** share of the row's width */
  share: number;
  size: number;
  bold?: boolean;
  wrap?: boolean;
}

const PAD = 3;
const CAPTION_HEIGHT = 8;
/** the smallest a value is shrunk to before it is cut with an ellipsis: still legible at arm's length */
const MIN_SIZE = 6;

/** A field's box with its caption; the value fitted (shrunk, then cut) or wrapped inside, never beyond. */
function field(doc: PDFKit.PDFDocument, item: Field, x: number, y: number, width: number, height: number) {
  doc.rect(x, y, width, height).lineWidth(0.5).stroke();
  const inner = { x: x + PAD, width: width - 2 * PAD };
  writeInBox(doc, item.caption, { ...inner, y: y + 2, height: CAPTION_HEIGHT }, { size: 5.5, minSize: 4 });
  writeInBox(
    doc,
    item.value,
    { ...inner, y: y + CAPTION_HEIGHT + 1, height: height - CAPTION_HEIGHT - 2 },
    { size: item.size, minSize: MIN_SIZE, weight: item.bold ? 'bold' : 'regular', wrap: item.wrap ?? false },
  );
}

/** The rows of fields, top to bottom, with their heights in points (the GTL's grid of boxes). */
function rowsOf(label: LabelData): Array<[number, Field[]]> {
  return [
    [
      34,
      [
        { caption: 'RECEIVER', value: label.receiver, share: 0.65, size: 10 },
        { caption: 'SHIP-TO PLANT', value: label.shipToPlant, share: 0.35, size: 12, bold: true },
      ],
    ],
    [
      34,
      [
        { caption: 'SUPPLIER', value: label.supplier, share: 0.6, size: 10 },
        { caption: 'ASN NO', value: label.asnNo, share: 0.4, size: 10, bold: true },
      ],
    ],
    [36, [{ caption: 'PART NO', value: label.partNo, share: 1, size: 18, bold: true }]],
    [38, [{ caption: 'DESCRIPTION', value: label.partDesc, share: 1, size: 10, wrap: true }]],
    [
      36,
      [
        { caption: 'QUANTITY', value: `${label.quantity} ${label.unit}`, share: 0.45, size: 16, bold: true },
        { caption: 'ORDER NO', value: label.orderNo, share: 0.55, size: 11 },
      ],
    ],
    [
      30,
      [
        { caption: 'BATCH', value: label.batch, share: 0.55, size: 11 },
        { caption: 'PRODUCTION DATE', value: label.productionDate, share: 0.45, size: 11 },
      ],
    ],
    [
      30,
      [
        { caption: 'PACKAGE NO', value: label.packageNo, share: 0.7, size: 11, bold: true },
        {
          caption: 'PACKAGE',
          value: `${label.packageIndex} / ${label.packageCount}`,
          share: 0.3,
          size: 11,
        },
      ],
    ],
  ];
}

const FRAME = 8;

/** One label with its top left corner at (left, top). */
function drawLabel(doc: PDFKit.PDFDocument, label: LabelData, left: number, top: number, dpi: PrinterDpi) {
  const x = left + FRAME;
  const width = LABEL_WIDTH - 2 * FRAME;
  let y = top + FRAME;
  for (const [height, fields] of rowsOf(label)) {
    let cellX = x;
    for (const item of fields) {
      const cellWidth = width * item.share;
      field(doc, item, cellX, y, cellWidth, height);
      cellX += cellWidth;
    }
    y += height;
  }
  // the package number as Code 128 (the GTL's licence plate), across the label
  const code128 = printCode128(label.packageNo, { dpi, maxWidthPt: width, heightPt: 42 });
  drawBarcode(doc, code128, x + (width - code128.widthPt) / 2, y + 4);
  y += 4 + code128.heightPt + 4;
  // the QR code of ASN, part, quantity and package; the times beside it
  const bottom = top + LABEL_HEIGHT - FRAME;
  const qr = printQr(labelCode(label), { dpi, maxSizePt: Math.min(bottom - y, width / 2) });
  drawBarcode(doc, qr, x, y);
  const side = { x: x + qr.widthPt + 6, width: width - qr.widthPt - 6 };
  const caption = { size: 5.5 };
  const time = { size: 9, minSize: MIN_SIZE };
  writeInBox(doc, 'SHIP', { ...side, y: y + 8, height: CAPTION_HEIGHT }, caption);
  writeInBox(doc, label.dispatchTime, { ...side, y: y + 16, height: 12 }, time);
  writeInBox(doc, 'PLANNED ARRIVAL', { ...side, y: y + 34, height: CAPTION_HEIGHT }, caption);
  writeInBox(doc, label.arrivalTime, { ...side, y: y + 42, height: 12 }, time);
}

export interface LabelOptions {
  /** resolution of the buyer's label printers: barcodes are drawn in whole dots of it */
  dpi: PrinterDpi;
  paper: LabelPaper;
}

/**
 * ASN_Label.pdf: one transport label per package (VDA 4994 / Odette GTL fields as far as the portal has
 * them), with a Code 128 of the package number and a QR code of ASN|part|quantity|package, on label stock
 * or on A4 sheets of four.
 */
export async function labelPdf(asn: AsnDetail, options: LabelOptions): Promise<Buffer> {
  const asnNo = asn.asnHeader.asnNo ?? '';
  const sheet = SHEETS[options.paper];
  const doc = newPdf({
    size: sheet.size,
    margin: 0,
    autoFirstPage: false,
    info: { Title: `ASN labels ${asnNo}` },
  });
  for (const [index, label] of labelsOf(asn).entries()) {
    const slot = index % sheet.perPage;
    if (slot === 0) doc.addPage();
    const origin = sheet.origin(slot);
    drawLabel(doc, label, origin.x, origin.y, options.dpi);
  }
  return pdfBuffer(doc);
}
