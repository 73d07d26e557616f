import { describe, expect, it } from 'vitest';
import { trimDecimal } from './decimal-text.ts';

describe('trimDecimal', () => {
  it('drops the zeros a numeric column pads the fraction with, never a digit', () => {
    expect(trimDecimal('250.00000')).toBe('250');
    expect(trimDecimal('12.50000')).toBe('12.5');
    expect(trimDecimal('-0.25000')).toBe('-0.25');
    expect(trimDecimal('1000')).toBe('1000');
    expect(trimDecimal('123456789012345.12345')).toBe('123456789012345.12345');
  });

  it('shows nothing for a missing value', () => {
    expect(trimDecimal(null)).toBe('');
  });
});
