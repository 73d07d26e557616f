import { describe, expect, it } from 'vitest';
import { UPLOAD_MAX_BYTES, validateUploadFile } from './validate-upload-file.ts';

const file = (name: string, size = 1024) => ({ name, size });

describe('validateUploadFile', () => {
  it('accepts xlsx and xls files within the limits', () => {
    expect(validateUploadFile(file('parts.xlsx'))).toBeNull();
    expect(validateUploadFile(file('PARTS.XLS'))).toBeNull();
    expect(validateUploadFile(file('limit.xlsx', UPLOAD_MAX_BYTES))).toBeNull();
  });

  it('asks for a file when none is chosen', () => {
    expect(validateUploadFile(null)).toBe('noFile');
    expect(validateUploadFile(undefined)).toBe('noFile');
  });

  it('refuses any other extension', () => {
    expect(validateUploadFile(file('parts.csv'))).toBe('formatIncorrect');
    expect(validateUploadFile(file('parts.xlsx.pdf'))).toBe('formatIncorrect');
    expect(validateUploadFile(file('xlsx'))).toBe('formatIncorrect');
  });

  it('refuses an empty file', () => {
    expect(validateUploadFile(file('parts.xlsx', 0))).toBe('emptyFile');
  });

  it('refuses a file over 5 MB', () => {
    expect(validateUploadFile(file('parts.xlsx', UPLOAD_MAX_BYTES + 1))).toBe('tooLarge');
  });

  it('refuses a name longer than 50 characters', () => {
    const fifty = `${'a'.repeat(45)}.xlsx`;
    expect(validateUploadFile(file(fifty))).toBeNull();
    expect(validateUploadFile(file(`b${fifty}`))).toBe('nameTooLong');
  });
});
