import { describe, expect, it } from 'vitest';
import { matchPrices } from '../../src/modules/invoice/price-match.ts';
import type { LineToMatch, MatchTerms } from '../../src/modules/invoice/price-match-repo.ts';

const terms = (overrides: Partial<MatchTerms> = {}): MatchTerms => ({
  baseAmount: '100.00',
  taxAmount: '13.00',
  expectedTax: '13.00',
  unitPriceTolerance: '5.00',
  totalAmountTolerance: '2.00',
  amountTolerance: null,
  taxTolerance: null,
  ...overrides,
});
const line = (unitPrice: string, listPrice: string | null, listAmount = '100.00'): LineToMatch => ({
  lineId: 1,
  grNo: 'GR',
  unitPrice,
  listPrice,
  listAmount: listPrice === null ? null : listAmount,
});

const passed = (unitPrice: string, listPrice: string) =>
  matchPrices([line(unitPrice, listPrice)], terms()).lines[0]?.passed;

describe('price match (exact decimals)', () => {
  it('takes a unit price exactly at the unit price tolerance, not a millionth beyond', () => {
    // 5 % of 12.5 is 0.625
    expect([passed('13.125', '12.5'), passed('13.125001', '12.5')]).toEqual([true, false]);
    expect([passed('11.875', '12.5'), passed('11.874999', '12.5')]).toEqual([true, false]);
    // 5 % of 7.333333 is 0.36666665: a difference of 0.366666 is within, 0.366667 is not
    expect([passed('7.699999', '7.333333'), passed('7.7', '7.333333')]).toEqual([true, false]);
  });

  it('holds the total to the total amount tolerance and the currency amount tolerance', () => {
    const at = (baseAmount: string, more: Partial<MatchTerms> = {}) =>
      matchPrices([line('1', '1')], terms({ baseAmount, ...more })).totalPassed;
    expect([at('102.00'), at('102.01'), at('97.99')]).toEqual([true, false, false]);
    expect([at('101.50', { amountTolerance: '1.5' }), at('101.51', { amountTolerance: '1.5' })]).toEqual([
      true,
      false,
    ]);
  });

  it('holds the tax to the currency tax tolerance (none set: exact)', () => {
    const tax = (taxAmount: string, taxTolerance: string | null) =>
      matchPrices([line('1', '1')], terms({ taxAmount, taxTolerance })).taxPassed;
    expect([tax('13.01', null), tax('13.01', '0.01'), tax('13.02', '0.01')]).toEqual([false, true, false]);
  });

  it('fails a line without a price-list price, and with it the invoice', () => {
    const result = matchPrices([line('1', '1'), line('4', null)], terms());
    expect(result.lines.map((checked) => checked.passed)).toEqual([true, false]);
    expect(result).toMatchObject({ passed: false, totalPassed: false, taxPassed: true });
    expect(matchPrices([line('1', '1')], terms()).passed).toBe(true);
  });
});
