import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { packageCount } from './decimal-math.ts';
import {
  asnQtyProblem,
  lotNoProblem,
  lotSizeProblem,
  packPerPalletProblem,
  productionDateProblem,
} from './line-rules.ts';

describe('ASN line rules (spec 2 §5)', () => {
  it('ASN quantity: required, > 0, at most 5 decimals, within the unshipped quantity', () => {
    const strict = { unshippedQty: '250.00000', maxAsnQty: '250.00000' };
    expect(asnQtyProblem(undefined, strict)).toBe('asnQtyReq');
    expect(asnQtyProblem('  ', strict)).toBe('asnQtyReq');
    expect(asnQtyProblem('0', strict)).toBe('asnQtyValid');
    expect(asnQtyProblem('-1', strict)).toBe('asnQtyValid');
    expect(asnQtyProblem('1.123456', strict)).toBe('asnQtyValid');
    expect(asnQtyProblem('abc', strict)).toBe('asnQtyValid');
    expect(asnQtyProblem('250.00001', strict)).toBe('asnQtyExceeds');
    expect(asnQtyProblem('250', strict)).toBeNull();
    expect(asnQtyProblem('0.00001', strict)).toBeNull();
  });

  it('ASN quantity of an over-shipping supplier: up to its tolerance, or any when it has none', () => {
    const tolerance = { unshippedQty: '250.00000', maxAsnQty: '262.50000' };
    expect(asnQtyProblem('262.5', tolerance)).toBeNull();
    expect(asnQtyProblem('262.50001', tolerance)).toBe('asnQtyOverTolerance');
    const unlimited = { unshippedQty: '250.00000', maxAsnQty: null };
    expect(asnQtyProblem('99999', unlimited)).toBeNull();
    expect(asnQtyProblem('0', unlimited)).toBe('asnQtyValid');
  });

  it('quantity per package: required, > 0, at most 2 decimals, not above the ASN quantity, 999 packages', () => {
    expect(lotSizeProblem('', '100')).toBe('lotSizeReq');
    expect(lotSizeProblem('1.234', '100')).toBe('lotSizeValid');
    expect(lotSizeProblem('0', '100')).toBe('lotSizeValid');
    expect(lotSizeProblem('100.01', '100')).toBe('lotSizeExceeds');
    expect(lotSizeProblem('0.1', '100')).toBe('packCountMax');
    expect(lotSizeProblem('0.11', '100')).toBeNull(); // 910 packages
    expect(lotSizeProblem('1', '999')).toBeNull();
    expect(lotSizeProblem('12.5', '100')).toBeNull();
  });

  it('counts packages exactly (1.1 at 0.1 is 11, not 12)', () => {
    expect(packageCount('1.1', '0.1')).toBe(11);
    expect(packageCount('100', '30')).toBe(4);
    expect(packageCount('', '30')).toBeNull();
  });

  it('batch number at most 20 characters; production date not in the future', () => {
    expect(lotNoProblem('B'.repeat(20))).toBeNull();
    expect(lotNoProblem('B'.repeat(21))).toBe('lotNoLength');
    const today = dayjs('2026-02-10');
    expect(productionDateProblem('2026-02-10', today)).toBeNull();
    expect(productionDateProblem('2026-02-11', today)).toBe('productionDateFuture');
  });

  it('packages per pallet: required whole number > 0, not above the packages of the line', () => {
    expect(packPerPalletProblem(undefined, '100', '10')).toBe('packPerPalletReq');
    expect(packPerPalletProblem('1.5', '100', '10')).toBe('packPerPalletValid');
    expect(packPerPalletProblem('0', '100', '10')).toBe('packPerPalletValid');
    expect(packPerPalletProblem('11', '100', '10')).toBe('packPerPalletExceeds');
    expect(packPerPalletProblem('10', '100', '10')).toBeNull();
  });
});
