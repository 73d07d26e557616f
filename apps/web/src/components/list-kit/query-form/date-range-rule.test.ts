import { describe, expect, it } from 'vitest';
import { dateRangeRule } from './date-range-rule.ts';

describe('dateRangeRule', () => {
  it('accepts a from date before or equal to the to date', () => {
    expect(dateRangeRule({ to: '20240510' }, 'from', '20240501')).toEqual({
      range: { from: '20240501', to: '20240510' },
      invalid: false,
    });
    expect(dateRangeRule({ from: '20240510' }, 'to', '20240510').invalid).toBe(false);
  });

  it('clears the changed from date when it falls after the to date', () => {
    expect(dateRangeRule({ from: '20240101', to: '20240510' }, 'from', '20240601')).toEqual({
      range: { from: undefined, to: '20240510' },
      invalid: true,
    });
  });

  it('clears the changed to date when it falls before the from date', () => {
    expect(dateRangeRule({ from: '20240510' }, 'to', '20240509')).toEqual({
      range: { from: '20240510', to: undefined },
      invalid: true,
    });
  });

  it('compares across months and years as dates', () => {
    expect(dateRangeRule({ from: '20231231' }, 'to', '20240101').invalid).toBe(false);
    expect(dateRangeRule({ to: '20231231' }, 'from', '20240101').invalid).toBe(true);
  });

  it('lets either end be cleared', () => {
    expect(dateRangeRule({ from: '20240101', to: '20240105' }, 'to', undefined)).toEqual({
      range: { from: '20240101', to: undefined },
      invalid: false,
    });
    expect(dateRangeRule(undefined, 'from', '20240101').range).toEqual({ from: '20240101' });
  });
});
