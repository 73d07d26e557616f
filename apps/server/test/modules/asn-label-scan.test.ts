import type { LabelPaper } from '@portal/contract/asn';
import { LABEL_PRINTER_DPIS } from '@portal/contract/companies';
import { describe, expect, it } from 'vitest';
import { deliveryNotePdf } from '../../src/modules/asn/delivery-note-pdf.ts';
import { labelPdf } from '../../src/modules/asn/label-pdf.ts';
import { imageResolutions, readBarcodesOfPdf } from '../helpers/pdf-barcodes.ts';
import { overlappingWords, pdfPagesText, pdfWords } from '../helpers/pdf-words.ts';
import { ASN_NO, asn } from './label-asn.ts';

/**
 * Labels a plant can scan (issue 13): every barcode of the labels and of the delivery note is read back
 * from a black-and-white render at the printer's resolution, as a thermal printer prints it, by a decoder
 * that is not ours (ZXing), and must say what the label should carry.
 */

const PACKAGES = [
  ...[1, 2, 3, 4, 5].map((n) => ({ partNo: 'P-100-200-A', qty: n === 5 ? '5' : '10' })),
  ...[1, 2, 3, 4].map(() => ({ partNo: 'P-7', qty: '12.5' })),
].map((pack, index) => ({ ...pack, packageNo: `${ASN_NO}-${String(index + 1).padStart(3, '0')}` }));

/** What each label's barcodes must say: the package number (Code 128) and ASN|part|quantity|package (QR). */
const EXPECTED = PACKAGES.flatMap((pack) => [
  { format: 'CODE_128', text: pack.packageNo },
  { format: 'QR_CODE', text: `${ASN_NO}|${pack.partNo}|${pack.qty}|${pack.packageNo}` },
]);

const CASES: Array<{ dpi: (typeof LABEL_PRINTER_DPIS)[number]; paper: LabelPaper; pages: number }> = [
  { dpi: 203, paper: 'label', pages: 9 },
  { dpi: 300, paper: 'label', pages: 9 },
  { dpi: 203, paper: 'a4', pages: 3 },
  { dpi: 300, paper: 'a4', pages: 3 },
];

describe('labels a plant can scan', () => {
  it.each(CASES)(
    'every barcode of 9 labels on $paper decodes from a $dpi dpi black-and-white render',
    async ({ dpi, paper, pages }) => {
      const pdf = await labelPdf(asn, { dpi, paper });
      const read = await readBarcodesOfPdf(pdf, dpi);
      expect(new Set(read.map((barcode) => barcode.page)).size).toBe(pages);
      expect(read.map(({ format, text }) => ({ format, text }))).toEqual(EXPECTED);
      // each bitmap prints one pixel per printer dot: never stretched between dots
      const resolutions = await imageResolutions(pdf);
      expect(resolutions).toHaveLength(EXPECTED.length);
      for (const resolution of resolutions) expect([resolution.xPpi, resolution.yPpi]).toEqual([dpi, dpi]);
    },
  );

  it.each(LABEL_PRINTER_DPIS)(
    'the delivery note carries the ASN number as Code 128 that decodes at %i dpi',
    async (dpi) => {
      const pdf = await deliveryNotePdf(asn, dpi);
      const read = await readBarcodesOfPdf(pdf, dpi);
      expect(read.map(({ format, text }) => ({ format, text }))).toEqual([
        { format: 'CODE_128', text: ASN_NO },
      ]);
    },
  );

  it.each(['label', 'a4'] as const)(
    'prints every field of the label on %s without text over text',
    async (paper) => {
      const pdf = await labelPdf(asn, { dpi: 203, paper });
      const words = pdfWords(pdf);
      expect(overlappingWords(words)).toEqual([]);
      const pages = pdfPagesText(pdf).join('\n');
      for (const text of [
        'RECEIVER',
        'SB01',
        '宁波座椅有限公司',
        'SHIP-TO PLANT',
        'SP01',
        'SUPPLIER',
        'SS01',
        'ผ้าหุ้มเบาะ',
        ASN_NO,
        'P-100-200-A',
        'P-7',
        '座椅面套',
        '10 PCS',
        '5 PCS',
        '12.5 PCS',
        'PO-2026-0000014711',
        'LOT-1',
        'LOT-2',
        '2026-11-20',
        `${ASN_NO}-009`,
        '9 / 9',
        '2026-11-27 08:00',
        '2026-11-28 10:00',
      ]) {
        expect(pages).toContain(text);
      }
      // a 650-character description is shrunk, then cut with an ellipsis inside its box, not printed over QUANTITY
      expect(pages).toContain('\u2026');
    },
  );
});
