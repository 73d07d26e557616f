import { describe, expect, it } from 'vitest';
import { renderDecimal, trimDecimal } from './decimal-text.ts';

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

describe('renderDecimal', () => {
  it('shows a number to its stored scale without padding, grouped by thousands', () => {
    expect(renderDecimal('3.395000')).toBe('3.395');
    expect(renderDecimal('1234567.50')).toBe('1,234,567.5');
    expect(renderDecimal('-12500.00')).toBe('-12,500');
    expect(renderDecimal('999')).toBe('999');
    expect(renderDecimal('0.000001')).toBe('0.000001');
  });

  it('leaves anything that is not a plain decimal as it is, and shows nothing for nothing', () => {
    expect(renderDecimal('n/a')).toBe('n/a');
    expect(renderDecimal(null)).toBe('');
    expect(renderDecimal(undefined)).toBe('');
  });
});
