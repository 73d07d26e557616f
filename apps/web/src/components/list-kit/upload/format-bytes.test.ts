import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes.ts';

describe('formatBytes', () => {
  it('shows whole KB below 1 MB, rounding a started KB up', () => {
    expect(formatBytes(0)).toBe('0 KB');
    expect(formatBytes(1)).toBe('1 KB');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1025)).toBe('2 KB');
    expect(formatBytes(1024 * 1023)).toBe('1023 KB');
    expect(formatBytes(1024 * 1024 - 1)).toBe('1.0 MB');
  });

  it('shows MB to one decimal from 1 MB on', () => {
    expect(formatBytes(1024 * 1024)).toBe('1.0 MB');
    expect(formatBytes(2.5 * 1024 * 1024)).toBe('2.5 MB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});
