import type { WebLocale } from '@portal/contract/common';
import { isThaiFragment, THAI_LOANWORDS } from './thai-loanwords.ts';

/** A header in pieces: words that must not break inside, and the spaces between them. */
export type HeaderPiece = { kind: 'word'; text: string } | { kind: 'space' };

const SEGMENTER_LOCALE: Record<WebLocale, string> = { cn: 'zh', en: 'en', th: 'th' };
const OPENING_MARKS = /^[([{（【《“‘]+$/u;
const KEPT_WHOLE = new RegExp(`(${THAI_LOANWORDS.join('|')})`, 'u');

// one segmenter per language: a list renders every header again on each page
const segmenters = new Map<WebLocale, Intl.Segmenter>();

function segmenterOf(locale: WebLocale): Intl.Segmenter {
  let segmenter = segmenters.get(locale);
  if (!segmenter) {
    segmenter = new Intl.Segmenter(SEGMENTER_LOCALE[locale], { granularity: 'word' });
    segmenters.set(locale, segmenter);
  }
  return segmenter;
}

/** The segmenter's pieces of a text, the loanwords it would split kept whole. */
function segments(text: string, locale: WebLocale): string[] {
  const segmenter = segmenterOf(locale);
  return text
    .split(KEPT_WHOLE)
    .flatMap((part) =>
      THAI_LOANWORDS.includes(part) ? [part] : [...segmenter.segment(part)].map((piece) => piece.segment),
    );
}

/**
 * A column header cut into words where a line may break: Thai by Intl.Segmenter (the browser's dictionary
 * alone breaks รหัสซัพพลายเอ|อร์), Chinese between its words, English at spaces. Punctuation stays with
 * its word (an opening bracket with the word after it), so "No." or "(kg)" never start a line alone.
 */
export function headerWords(text: string, locale: WebLocale): HeaderPiece[] {
  const pieces: HeaderPiece[] = [];
  let pendingOpening = '';
  for (const segment of segments(text, locale)) {
    const last = pieces.at(-1);
    if (/^\s+$/u.test(segment)) {
      if (last && last.kind === 'word') pieces.push({ kind: 'space' });
    } else if (OPENING_MARKS.test(segment)) {
      pendingOpening += segment;
    } else if (last?.kind === 'word' && !pendingOpening && joinsPrevious(segment)) {
      last.text += segment;
    } else {
      pieces.push({ kind: 'word', text: pendingOpening + segment });
      pendingOpening = '';
    }
  }
  if (pendingOpening) pieces.push({ kind: 'word', text: pendingOpening });
  if (pieces.at(-1)?.kind === 'space') pieces.pop();
  return pieces;
}

/** Closing punctuation and Thai fragments belong to the word before them. */
function joinsPrevious(segment: string): boolean {
  return !/[\p{L}\p{N}]/u.test(segment) || isThaiFragment(segment);
}
