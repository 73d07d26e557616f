import { describe, expect, it } from 'vitest';
import { asnForPrinting, MIXED_SUPPLIER } from '../../../test/helpers/asn-detail-fixture.ts';
import { overlappingWords, pdfPagesText, pdfWords } from '../../../test/helpers/pdf-words.ts';
import { labelPdf } from './label-pdf.ts';

const comparable = (text: string) => text.replace(/\s+/g, '').normalize('NFKC');

describe('shipping label with a 100-character description and a Chinese and Thai supplier name', () => {
  it('prints no text over other text, the description wrapped whole in its box above QUANTITY and BATCH', async () => {
    const pdf = await labelPdf(asnForPrinting(3), { dpi: 203, paper: 'label' });
    const words = pdfWords(pdf);
    expect(new Set(words.map((word) => word.page))).toEqual(new Set([1, 2, 3]));
    expect(overlappingWords(words)).toEqual([]);
    const pages = pdfPagesText(pdf);
    expect(pages[0]).toMatch(/^DESCRIPTION\nSeat cover rear row .*\n.* LHD v2\nQUANTITY$/m);
    for (const page of pages) {
      expect(page).toMatch(/^QUANTITY\n10 PC\nORDER NO\nPO-2026-00000000123\nBATCH\nLOT-\d+$/m);
    }
    expect(words.filter((word) => word.page === 1 && ['10', 'LOT-1'].includes(word.text))).toHaveLength(2);
  });

  it('extracts the mixed Chinese and Thai supplier name as written, not as empty boxes', async () => {
    const [page = ''] = pdfPagesText(await labelPdf(asnForPrinting(1), { dpi: 203, paper: 'label' }));
    expect(comparable(page)).toContain(comparable(`S100101 ${MIXED_SUPPLIER}`));
  });
});
