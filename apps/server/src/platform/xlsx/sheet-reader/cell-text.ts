import type ExcelJS from 'exceljs';

/**
 * What a cell says, as the text a row schema reads: a date as yyyy-MM-dd, rich text joined, a formula as
 * its cached result (never evaluated), blanks and whitespace-only cells as nothing.
 */
export function cellText(value: ExcelJS.CellValue): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return undefined;
  }
  const text = String(value).trim();
  return text === '' ? undefined : text;
}
