import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/platform/http/app-error.ts';
import { render } from '../../src/platform/i18n/locale.ts';
import type { SheetField } from '../../src/platform/xlsx/sheet-fields.ts';
import { checkTemplateHeader, columnLetter, headerKey } from '../../src/platform/xlsx/template-header.ts';

const FIELDS: SheetField[] = Array.from({ length: 28 }, (_, index) => ({
  key: `c${index}`,
  header: { cn: `列${index}`, en: `Column ${index}`, th: `คอลัมน์ ${index}` },
}));
const row = (cells: Array<string | undefined>, rowNumber = 1) => ({ rowNumber, cells });

/** The refusal `checkTemplateHeader` throws, as a caller of each language reads it. */
function refusal(check: () => void): Record<'cn' | 'en' | 'th', string> {
  try {
    check();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const say = (locale: 'cn' | 'en' | 'th') => render(error.userMessage, locale, error.params);
    return { cn: say('cn'), en: say('en'), th: say('th') };
  }
  throw new Error('the header was accepted');
}

describe('template header check', () => {
  it('names columns as Excel does', () => {
    expect([0, 1, 25, 26, 27, 51, 52, 701, 702].map(columnLetter)).toEqual([
      'A',
      'B',
      'Z',
      'AA',
      'AB',
      'AZ',
      'BA',
      'ZZ',
      'AAA',
    ]);
  });

  it('compares headers without case, spaces, full stops or full-width forms, and nothing else', () => {
    expect(headerKey(' Batch  No. ')).toBe(headerKey('batch no'));
    expect(headerKey('容差比例（%）')).toBe(headerKey('容差比例(%)'));
    expect(headerKey('ASN 数量')).toBe(headerKey('ASN数量'));
    expect(headerKey('Qty')).not.toBe(headerKey('Qty 2'));
    expect(headerKey('Ship Qty')).not.toBe(headerKey('Ship-Qty'));
  });

  it('accepts each column in any language, mixed within one row', () => {
    const locales = ['cn', 'en', 'th'] as const;
    const mixed = FIELDS.map((field, index) => field.header[locales[index % 3] ?? 'en']);
    expect(() => checkTemplateHeader(row(mixed), FIELDS)).not.toThrow();
  });

  it('names the first wrong column past Z, in each language with the header that language expects', () => {
    const cells = FIELDS.map((field) => field.header.en);
    cells[26] = 'Something';
    cells[27] = 'Else';
    expect(refusal(() => checkTemplateHeader(row(cells), FIELDS))).toEqual({
      cn: '上传文件格式不正确：第 AA 列的表头是“Something”，模板中为“列26”',
      en: 'The uploaded file format is incorrect: column AA is headed "Something" where the template has "Column 26"',
      th: 'รูปแบบไฟล์ที่อัปโหลดไม่ถูกต้อง: หัวคอลัมน์ AA คือ "Something" แต่แม่แบบเป็น "คอลัมน์ 26"',
    });
  });

  it('quotes a long wrong header shortened, and never reads placeholders in it', () => {
    const cells = FIELDS.map((field) => field.header.en);
    cells[0] = `{expected} ${'x'.repeat(60)}`;
    const { en } = refusal(() => checkTemplateHeader(row(cells), FIELDS));
    expect(en).toBe(
      `The uploaded file format is incorrect: column A is headed "{expected} ${'x'.repeat(29)}…" where the template has "Column 0"`,
    );
  });

  it('refuses a header row that is not the first row, or an empty cell, as a missing header', () => {
    const cells = FIELDS.map((field) => field.header.en);
    expect(refusal(() => checkTemplateHeader(row(cells, 2), FIELDS)).en).toBe(
      'The uploaded file format is incorrect: column A has no header where the template has "Column 0"',
    );
    cells[3] = '   ';
    expect(refusal(() => checkTemplateHeader(row(cells), FIELDS)).th).toBe(
      'รูปแบบไฟล์ที่อัปโหลดไม่ถูกต้อง: คอลัมน์ D ไม่มีหัวคอลัมน์ แต่แม่แบบเป็น "คอลัมน์ 3"',
    );
    expect(refusal(() => checkTemplateHeader(undefined, FIELDS)).en).toContain('column A has no header');
  });

  it('accepts a header a column had before a rename', () => {
    const renamed: SheetField[] = [
      { key: 'price', header: { cn: '单价', en: 'Unit Price', th: 'ราคา' }, formerly: ['Price'] },
    ];
    expect(() => checkTemplateHeader(row(['price']), renamed)).not.toThrow();
    expect(() => checkTemplateHeader(row(['Cost']), renamed)).toThrow(AppError);
  });
});
