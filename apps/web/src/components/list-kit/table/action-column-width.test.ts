import { describe, expect, it } from 'vitest';
import { actionColumnFitWidth, actionColumnWidth, actionLineWidth } from './action-column-width.ts';

/** 7 px per character: easy to add up by hand. */
const sevenPerChar = (text: string) => text.length * 7;

describe('actionColumnWidth (the spec floor)', () => {
  it('gives 60 px per visible action and never goes below 80 px', () => {
    expect(actionColumnWidth(2)).toBe(120);
    expect(actionColumnWidth(3)).toBe(180);
    expect(actionColumnWidth(0)).toBe(80);
    expect(actionColumnWidth(1)).toBe(80);
  });
});

describe('actionLineWidth', () => {
  it('keeps the spec width where short labels fit in it', () => {
    expect(actionLineWidth({ labels: ['编辑', '删除'], more: false }, sevenPerChar)).toBe(120);
  });

  it('widens to the measured labels, their padding and the cell padding where they need more', () => {
    // 18 cell + (77 + 8) + (56 + 8)
    expect(actionLineWidth({ labels: ['Acknowledge', 'Comments'], more: false }, sevenPerChar)).toBe(167);
  });

  it('counts the more button, as a button of the spec and in the measured width', () => {
    expect(actionLineWidth({ labels: ['a', 'b'], more: true }, sevenPerChar)).toBe(180);
    // 18 + (77 + 8) + (56 + 8) + 24
    expect(actionLineWidth({ labels: ['Acknowledge', 'Comments'], more: true }, sevenPerChar)).toBe(191);
  });
});

describe('actionColumnFitWidth', () => {
  it('takes the widest line of the page', () => {
    const lines = [
      { labels: ['View'], more: false },
      { labels: ['Acknowledge', 'Comments'], more: true },
    ];
    expect(actionColumnFitWidth(lines, 'Action', sevenPerChar)).toBe(191);
  });

  it('is at least 80 px and holds its header on an empty page', () => {
    expect(actionColumnFitWidth([], 'Action', sevenPerChar)).toBe(80);
    expect(actionColumnFitWidth([], 'x'.repeat(20), sevenPerChar)).toBe(158);
  });
});
