import { describe, expect, it } from 'vitest';
import { allCatalogues } from '../../../locales/all-catalogues.ts';
import { catalogueTexts } from '../../../test/catalogue-texts.ts';
import { type HeaderPiece, headerWords } from './header-words.ts';
import { isThaiFragment } from './thai-loanwords.ts';

const words = (pieces: HeaderPiece[]) =>
  pieces.flatMap((piece) => (piece.kind === 'word' ? [piece.text] : []));
const joined = (pieces: HeaderPiece[]) =>
  pieces.map((piece) => (piece.kind === 'word' ? piece.text : ' ')).join('');

describe('headerWords', () => {
  it('keeps a Thai word whole where the segmenter alone would split it (รหัสซัพพลายเอ|อร์)', () => {
    expect(words(headerWords('รหัสซัพพลายเออร์', 'th'))).toEqual(['รหัส', 'ซัพพลายเออร์']);
    expect(words(headerWords('เลขที่รีลีส', 'th'))).toContain('รีลีส');
  });

  it('offers a break only between Thai words, never inside one', () => {
    const pieces = words(headerWords('วันที่ส่งมอบ', 'th'));
    expect(pieces.join('')).toBe('วันที่ส่งมอบ');
    expect(pieces.length).toBeGreaterThan(1);
    expect(pieces.every((piece) => !isThaiFragment(piece))).toBe(true);
  });

  it('joins a lone consonant or a silenced ending cut off by the segmenter to its word', () => {
    // not in the loanword list: the fragment rule alone keeps "เตอร์" together
    expect(words(headerWords('โปรเจกเตอร์', 'th')).every((piece) => !isThaiFragment(piece))).toBe(true);
  });

  it('breaks English at spaces only and keeps punctuation with its word', () => {
    const pieces = headerWords('Part No. (ASN)', 'en');
    expect(words(pieces)).toEqual(['Part', 'No.', '(ASN)']);
    expect(joined(pieces)).toBe('Part No. (ASN)');
  });

  it('breaks Chinese between words', () => {
    const pieces = words(headerWords('供应商代码（ASN号）', 'cn'));
    expect(pieces.join('')).toBe('供应商代码（ASN号）');
    expect(pieces).toContain('代码');
    expect(pieces.some((piece) => piece.startsWith('（'))).toBe(true);
  });

  it('leaves no Thai fragment in any text of the Thai catalogues', () => {
    const texts = Object.values(allCatalogues.th).flatMap((catalogue) => [
      ...catalogueTexts(catalogue).values(),
    ]);
    const fragments = texts
      .flatMap((text) => words(headerWords(text, 'th')))
      .filter((piece) => isThaiFragment(piece));
    expect(fragments).toEqual([]);
  });
});
