import ExcelJS from 'exceljs';
import type { SheetField } from '../../apps/server/src/platform/xlsx/sheet-fields.ts';

export type SheetValues = Record<string, string | number | undefined>;

/** An xlsx of an upload template filled with the given rows (English headers), as a user would send it. */
export async function templateFile(
  fields: readonly SheetField[],
  rows: SheetValues[],
): Promise<Uint8Array<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  sheet.addRow(fields.map((field) => field.header.en));
  for (const row of rows) sheet.addRow(fields.map((field) => row[field.key] ?? null));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The same number padded to a fixed width, so generated codes sort as they were made. */
export const padded = (value: number, width = 6) => String(value).padStart(width, '0');
