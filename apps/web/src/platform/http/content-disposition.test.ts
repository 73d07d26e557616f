import { describe, expect, it } from 'vitest';
import { fileNameOfDisposition } from './content-disposition.ts';

describe('fileNameOfDisposition', () => {
  it('prefers filename* (RFC 5987)', () => {
    expect(
      fileNameOfDisposition(`attachment; filename="a.xlsx"; filename*=UTF-8''Supplier%20Finance%20Info.xlsx`),
    ).toBe('Supplier Finance Info.xlsx');
  });
  it('reads a quoted or bare filename', () => {
    expect(fileNameOfDisposition('attachment; filename="PartInfo.xlsx"')).toBe('PartInfo.xlsx');
    expect(fileNameOfDisposition('attachment; filename=Supplier.xlsx')).toBe('Supplier.xlsx');
  });
  it('answers null without a name', () => {
    expect(fileNameOfDisposition('attachment')).toBeNull();
    expect(fileNameOfDisposition(null)).toBeNull();
  });
});
