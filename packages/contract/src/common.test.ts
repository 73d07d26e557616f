import { describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE, decimalInteger, PlainDate, PlainDateTime } from './common.ts';

describe('decimalInteger', () => {
  const page = decimalInteger(1, 100);

  it('reads numbers and decimal digits', () => {
    expect(page.parse(7)).toBe(7);
    expect(page.parse('42')).toBe(42);
  });

  it.each(['0x10', '1e1', ' 16', '+5', '5.0', '', '101', '0'])('refuses %j', (text) => {
    expect(page.safeParse(text).success).toBe(false);
  });
});

describe('business dates', () => {
  it.each(['2000-01-01', '2099-12-31'])('take %s', (date) => {
    expect(PlainDate.safeParse(date).success).toBe(true);
    expect(PlainDateTime.safeParse(`${date} 08:00`).success).toBe(true);
  });

  it.each(['1999-12-31', '9999-12-31', '0226-11-24'])('refuse %s', (date) => {
    expect(PlainDate.safeParse(date).error?.issues.map((issue) => issue.message)).toContain(
      DATE_OUT_OF_RANGE,
    );
    expect(PlainDateTime.safeParse(`${date} 08:00`).success).toBe(false);
  });
});
