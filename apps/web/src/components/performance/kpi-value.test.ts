import { describe, expect, it } from 'vitest';
import { weakestRate } from './kpi-value.ts';

describe('weakestRate', () => {
  it('answers the lowest rate that counted something, the first of equals, cycle times aside', () => {
    expect(
      weakestRate([
        { kpi: 'onTime', rate: 90 },
        { kpi: 'quantity', rate: null },
        { kpi: 'asnSuccess', rate: 60 },
        { kpi: 'firstMatch', rate: 60 },
        { kpi: 'postedCycle', rate: 10 },
      ]),
    ).toBe('asnSuccess');
  });

  it('answers on-time when no rate counted anything', () => {
    expect(weakestRate([{ kpi: 'quantity', rate: null }])).toBe('onTime');
  });
});
