import type { WebLocale } from '@portal/contract/common';
import { ACTION_CELL_PADDING } from './action-column-width.ts';
import { headerWords } from './header-words.ts';
import type { TextWidth } from './text-width.ts';

/** A sortable header's up/down icon (12 px), the 4 px before it and a pixel of rounding. */
export const SORTER_WIDTH = 17;

/**
 * The narrowest column whose header shows each of its words whole: the words wrap between them (three lines
 * at most), so the longest one decides, with the cell's padding and a sortable header's icon beside it.
 */
export function headerFitWidth(
  title: string,
  locale: WebLocale,
  sortable: boolean,
  textWidth: TextWidth,
): number {
  const longestWord = headerWords(title, locale).reduce(
    (widest, piece) => (piece.kind === 'word' ? Math.max(widest, textWidth(piece.text)) : widest),
    0,
  );
  return ACTION_CELL_PADDING + longestWord + (sortable ? SORTER_WIDTH : 0);
}
