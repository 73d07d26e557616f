import { beforeAll, describe, expect, it } from 'vitest';
import {
  asnForPrinting,
  LONG_DESCRIPTION,
  LONG_ORDER_NO,
  MIXED_DESCRIPTION,
  MIXED_SUPPLIER,
} from '../../../test/helpers/asn-detail-fixture.ts';
import { overlappingWords, type PdfWord, pdfPagesText, pdfWords } from '../../../test/helpers/pdf-words.ts';
import { deliveryNotePdf } from './delivery-note-pdf.ts';

const HEADERS = 'Item Order No Line Part No Description Qty UoM Batch';
/** Thai sara am is written as its two parts (the same to the eye); compare texts as NFKC without spaces. */
const comparable = (text: string) => text.replace(/\s+/g, '').normalize('NFKC');

/** Where the Qty column prints (points from the left edge). */
const QTY_COLUMN = { left: 405, right: 457 };

let words: PdfWord[];
let pages: string[];

beforeAll(async () => {
  const pdf = await deliveryNotePdf(asnForPrinting(40), 203);
  words = pdfWords(pdf);
  pages = pdfPagesText(pdf);
});

describe('delivery note of 40 lines with long and mixed-script texts', () => {
  it('prints no text over other text on any page', () => {
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(overlappingWords(words)).toEqual([]);
    const outside = words.filter((word) => word.xMin < 39.5 || word.xMax > 555.5 || word.yMax > 841);
    expect(outside).toEqual([]);
  });

  it('prints each 19-character order number whole, on one line of its row', () => {
    expect(words.filter((word) => word.text === LONG_ORDER_NO)).toHaveLength(40);
    expect(words.filter((word) => word.text === 'PO-')).toEqual([]);
  });

  it('wraps the long description within its row', () => {
    expect(comparable(pages.join(''))).toContain(comparable(LONG_DESCRIPTION));
  });

  it('repeats the ASN number and the column headers on every page after the first, with page n of m', () => {
    pages.forEach((page, index) => {
      expect(page).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(page).toContain(HEADERS);
      if (index > 0) expect(page).toContain('ASN No ASN2611260001');
    });
  });

  it('extracts the Chinese and Thai names as written, not as empty boxes', () => {
    const [first = ''] = pages;
    expect(comparable(first)).toContain(comparable(MIXED_SUPPLIER));
    expect(first).toContain(MIXED_DESCRIPTION);
    expect(comparable(first)).toContain(comparable('ถนนสุขุมวิท กรุงเทพฯ 上海市嘉定区安亭镇'));
  });

  it('prints quantities with their meaningful decimals only', () => {
    const quantities = words.filter(
      (word) =>
        /^\d+(\.\d+)?$/.test(word.text) && word.xMin >= QTY_COLUMN.left && word.xMax <= QTY_COLUMN.right,
    );
    expect(new Set(quantities.map((word) => word.text))).toEqual(new Set(['400', '12.5']));
    expect(pages.join('')).not.toMatch(/400\.0|12\.50/);
    expect(pages.at(-1)).toContain('Total quantity: 8250');
  });
});

describe('delivery note of one line', () => {
  it('is one page, page 1 of 1, and cuts a description too long for its row with an ellipsis', async () => {
    const endless = `${LONG_DESCRIPTION} `.repeat(5);
    const pdf = await deliveryNotePdf(asnForPrinting(1, { partDesc: endless, asnQty: null }), 203);
    const [page = '', ...more] = pdfPagesText(pdf);
    expect(more).toEqual([]);
    expect(page).toContain('Page 1 of 1');
    expect(page).toMatch(/…/);
    expect(overlappingWords(pdfWords(pdf))).toEqual([]);
  });
});
