import { describe, expect, it } from 'vitest';
import { headerTableHeight } from './header-table-height.ts';

describe('headerTableHeight', () => {
  it('gives the releases a share of the window, so the lines start above the fold', () => {
    expect(headerTableHeight(720)).toBe(130);
    expect(headerTableHeight(900)).toBe(162);
  });

  it('keeps about three releases on a low window and never exceeds the spec’s 300 px', () => {
    expect(headerTableHeight(400)).toBe(120);
    expect(headerTableHeight(2160)).toBe(300);
  });
});
