import { describe, expect, it } from 'vitest';
import { isDateFormat } from '../../src/platform/xlsx/sheet-reader/date-format.ts';
import { serialDateText } from '../../src/platform/xlsx/sheet-reader/serial-date.ts';

const CUSTOM = 164;

describe('isDateFormat', () => {
  it('knows the built-in date and time formats by id', () => {
    for (const id of [14, 17, 22, 27, 36, 45, 47, 50, 58, 71, 81])
      expect(isDateFormat(id, undefined)).toBe(true);
    for (const id of [0, 1, 2, 4, 9, 10, 11, 12, 13, 23, 26, 37, 44, 48, 49, 59, 70, 82, 164]) {
      expect(isDateFormat(id, undefined)).toBe(false);
    }
  });

  it.each([
    'yyyy/mm/dd',
    'mm-dd-yy',
    'DD.MM.YYYY',
    'd-mmm',
    'h:mm AM/PM',
    '[h]:mm:ss',
    '[$-409]mmmm d, yyyy',
    '[$-F800]dddd, mmmm dd, yyyy',
    'd/m/bbbb',
    'yyyy"年"m"月"d"日"',
  ])('reads the custom code %s as a date', (code) => {
    expect(isDateFormat(CUSTOM, code)).toBe(true);
  });

  it.each([
    'General',
    '0.00',
    '#,##0.00',
    '0%',
    '0.00E+00',
    '@',
    '[Red]0.00',
    '[>=100]0;0.00',
    '0 "days"',
    '"Day "0',
    '0\\d',
    '#,##0.00_);[Red](#,##0.00)',
    '_-* #,##0.00_-;-* #,##0.00_-;_-* "-"??_-;_-@_-',
    '#,##0.00 [$฿-41E]',
  ])('reads the custom code %s as no date', (code) => {
    expect(isDateFormat(CUSTOM, code)).toBe(false);
  });

  it('lets a code the workbook gives a built-in id decide', () => {
    expect(isDateFormat(14, '0.00')).toBe(false);
    expect(isDateFormat(2, 'yyyy-mm-dd')).toBe(true);
  });
});

describe('serialDateText', () => {
  it('turns a serial day into yyyy-MM-dd, dropping the time of day', () => {
    expect(serialDateText(46024, false)).toBe('2026-01-02');
    expect(serialDateText(46024.999, false)).toBe('2026-01-02');
    expect(serialDateText(25569, false)).toBe('1970-01-01');
    expect(serialDateText(44561, true)).toBe('2026-01-01');
  });

  it('answers nothing for a serial that is no day of years 1 to 9999', () => {
    expect(serialDateText(-1e7, false)).toBeUndefined();
    expect(serialDateText(1e9, false)).toBeUndefined();
    expect(serialDateText(Number.MAX_VALUE, false)).toBeUndefined();
  });
});
