import { describe, expect, it } from 'vitest';
import { amountsTotal, lineAmount } from './line-amount.ts';

describe('invoice line amounts before the save', () => {
  it('multiplies exactly and rounds half up to cents, as the server stores them', () => {
    expect(lineAmount('100.00000', '12.5')).toBe('1250.00');
    // 30 x 7.33333 = 219.9999
    expect(lineAmount('30.00000', '7.33333')).toBe('220.00');
    expect(lineAmount('3', '0.005')).toBe('0.02');
    expect(lineAmount('1', '0.004999')).toBe('0.00');
    expect(lineAmount('0.1', '0.1')).toBe('0.01');
  });

  it('has no amount while the price is missing or not a number', () => {
    expect(lineAmount('10', undefined)).toBeNull();
    expect(lineAmount('10', '1,5')).toBeNull();
  });

  it('totals the lines, or nothing while a line has no amount', () => {
    expect(amountsTotal(['1250.00', '220.00'])).toBe('1470.00');
    expect(amountsTotal(['1250.00', null])).toBeNull();
    expect(amountsTotal([])).toBe('0.00');
  });
});
