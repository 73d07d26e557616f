import type { AsnDetail } from '@portal/contract/asn';
import { barcodePng, newPdf, pdfBuffer } from '../../platform/pdf/pdf-document.ts';
import { writeInBox } from '../../platform/pdf/text-box.ts';
import { derivePackages } from './send-asn.ts';

/** 100 x 150 mm, the usual shipping label. */
const LABEL_SIZE: [number, number] = [283.5, 425.2];

/** The packages to label: those saved, or (none saved) each line's quantity in packages of its lot size. */
export function packagesToLabel(asn: AsnDetail) {
  if (asn.asnPackages.length > 0) return asn.asnPackages;
  return derivePackages(
    asn.asnHeader.asnNo ?? '',
    asn.asnDetails.map((line) => ({
      partNo: line.partNo,
      asnQty: line.asnQty ?? '0',
      lotSizeQty: line.lotSizeQty ?? undefined,
    })),
  );
}

/** What the label's QR code holds: ASN number, part, quantity and package number, separated by |. */
export function labelCode(
  asnNo: string,
  pack: { partNo: string; qtyOfPackaging: string; packageNo: string },
) {
  return [asnNo, pack.partNo, pack.qtyOfPackaging, pack.packageNo].join('|');
}

/** A caption and its value, each in its own box: a long value shrinks, then is cut, never over the next field. */
function field(doc: PDFKit.PDFDocument, label: string, value: string, x: number, y: number, width: number) {
  writeInBox(doc, label, { x, y, width, height: 9 }, { size: 7, color: '#555' });
  writeInBox(doc, value, { x, y: y + 9, width, height: 16 }, { size: 11, minSize: 7, weight: 'bold' });
}

/** ASN_Label.pdf: one label per package with a QR code (ASN|part|qty|package) and a Code 128 of the package. */
export async function labelPdf(asn: AsnDetail): Promise<Buffer> {
  const header = asn.asnHeader;
  const asnNo = header.asnNo ?? '';
  const partDesc = new Map(asn.asnDetails.map((line) => [line.partNo, line.partDesc ?? '']));
  const lotNo = new Map(asn.asnDetails.map((line) => [line.partNo, line.lotNo ?? '']));
  const doc = newPdf({
    size: LABEL_SIZE,
    margin: 14,
    autoFirstPage: false,
    info: { Title: `ASN labels ${asnNo}` },
  });
  const packages = packagesToLabel(asn);
  for (const [index, pack] of packages.entries()) {
    doc.addPage();
    doc
      .rect(8, 8, LABEL_SIZE[0] - 16, LABEL_SIZE[1] - 16)
      .lineWidth(1)
      .stroke();
    doc.font('Helvetica-Bold').fontSize(13).text('SHIPPING LABEL', 16, 16);
    doc
      .font('Helvetica')
      .fontSize(8)
      .text(`Package ${index + 1} of ${packages.length}`, 16, 32);
    field(doc, 'ASN NO', asnNo, 16, 48, 250);
    field(doc, 'SUPPLIER', `${header.supplierCode} ${header.supplierName}`, 16, 74, 250);
    field(doc, 'SHIP TO', `${header.buyerCompanyCode} / ${header.shipToPlantCode}`, 16, 100, 250);
    field(doc, 'PART NO', pack.partNo, 16, 126, 250);
    field(doc, 'DESCRIPTION', partDesc.get(pack.partNo) ?? '', 16, 152, 250);
    field(doc, 'QUANTITY', pack.qtyOfPackaging, 16, 178, 120);
    field(doc, 'BATCH', lotNo.get(pack.partNo) ?? '', 140, 178, 126);
    field(doc, 'PACKAGE NO', pack.packageNo, 16, 204, 250);
    doc.image(await barcodePng('qrcode', labelCode(asnNo, pack)), 16, 236, { width: 110 });
    doc.image(await barcodePng('code128', pack.packageNo), 134, 250, { fit: [130, 80] });
    const times = `Ship ${header.dispatchTimeStr ?? ''}  Arrive ${header.planArrivalTimeStr ?? ''}`;
    doc.font('Helvetica').fontSize(7).text(times, 16, 392);
  }
  return pdfBuffer(doc);
}
