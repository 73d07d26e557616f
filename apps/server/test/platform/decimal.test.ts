import { describe, expect, it } from 'vitest';
import {
  compareDecimals,
  fromScaled,
  meaningfulDecimals,
  sumDecimals,
  toScaled,
} from '../../src/platform/decimal.ts';

describe('exact decimals', () => {
  it('scales decimal strings to integers and back', () => {
    expect(toScaled('12.5', 5)).toBe(1_250_000n);
    expect(toScaled('-0.00001', 5)).toBe(-1n);
    expect(toScaled('100.50000', 2)).toBe(10_050n);
    expect(fromScaled(1_250_000n, 5)).toBe('12.5');
    expect(fromScaled(-1n, 5)).toBe('-0.00001');
    expect(fromScaled(300n, 2)).toBe('3');
  });

  it('refuses what is not a decimal or has too many decimals', () => {
    expect(() => toScaled('1e3', 5)).toThrow('not a decimal');
    expect(() => toScaled('0.123', 2)).toThrow('more than 2 decimals');
  });

  it('adds and compares without floating point drift', () => {
    expect(sumDecimals(['0.1', '0.2'], 5)).toBe('0.3');
    expect(compareDecimals(sumDecimals(['0.1', '0.2'], 5), '0.3', 5)).toBe(0);
    expect(compareDecimals('80.25', '80.2500001', 7)).toBe(-1);
    expect(compareDecimals('100', '99.99999', 5)).toBe(1);
  });

  it('prints a decimal with only its meaningful decimals, exactly', () => {
    expect(meaningfulDecimals('400.00000')).toBe('400');
    expect(meaningfulDecimals('12.50000')).toBe('12.5');
    expect(meaningfulDecimals('0.00001')).toBe('0.00001');
    expect(meaningfulDecimals('-0.000')).toBe('0');
    expect(meaningfulDecimals('007.10')).toBe('7.1');
    expect(meaningfulDecimals('123456789012345.12345')).toBe('123456789012345.12345');
    expect(() => meaningfulDecimals('12,5')).toThrow('not a decimal');
  });
});
