import { describe, expect, it } from 'vitest';
import { splitMultiValue } from './split-multi-value.ts';

describe('splitMultiValue', () => {
  it('splits on newline, comma, semicolon and their Chinese variants', () => {
    expect(splitMultiValue('A1\nA2,A3;A4，A5；A6\r\nA7')).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'A6', 'A7']);
  });

  it('trims, drops empty entries and keeps the first of duplicates in entry order', () => {
    expect(splitMultiValue('  B2 ,, B1 ;\n\nB2 ； ')).toEqual(['B2', 'B1']);
  });

  it('answers an empty list for nothing typed', () => {
    expect(splitMultiValue('')).toEqual([]);
    expect(splitMultiValue(undefined)).toEqual([]);
    expect(splitMultiValue(' ,;\n ')).toEqual([]);
  });

  it('keeps spaces inside a value', () => {
    expect(splitMultiValue('ACME Seating Co, X')).toEqual(['ACME Seating Co', 'X']);
  });
});
