import { describe, expect, it } from 'vitest';
import { ACTION_CELL_PADDING } from './action-column-width.ts';
import { headerFitWidth, SORTER_WIDTH } from './header-fit-width.ts';

/** Ten pixels a character: the widths below read as the characters they hold. */
const tenPerCharacter = (text: string) => [...text].length * 10;

describe('headerFitWidth', () => {
  it('holds the longest word of an English header, not the whole header', () => {
    expect(headerFitWidth('Supplier Branch No.', 'en', false, tenPerCharacter)).toBe(
      ACTION_CELL_PADDING + 80,
    );
  });

  it('leaves room for the sorter icon of a sortable header', () => {
    expect(headerFitWidth('Currency', 'en', true, tenPerCharacter)).toBe(
      ACTION_CELL_PADDING + 80 + SORTER_WIDTH,
    );
  });

  it('measures Thai by its words, a loanword kept whole', () => {
    // รหัส | ซัพพลายเออร์: the loanword is the longest piece (12 characters)
    expect(headerFitWidth('รหัสซัพพลายเออร์', 'th', false, tenPerCharacter)).toBe(ACTION_CELL_PADDING + 120);
  });
});
