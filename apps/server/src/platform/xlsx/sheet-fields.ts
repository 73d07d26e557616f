import type { Readable } from 'node:stream';
import { fieldName } from '../i18n/field-name.ts';
import type { Locale, Message } from '../i18n/locale.ts';
import { type CellValue, streamXlsx, type XlsxColumn } from './export.ts';

/**
 * One column of an upload template (or of an export that can be uploaded back): its key in the row and its
 * header in each language. Files are written with the caller's language; uploads accept any of the three,
 * so a file downloaded in Thai can be uploaded by a colleague working in Chinese.
 */
export interface SheetField<Key extends string = string> {
  key: Key;
  header: Message;
  width?: number;
  /** headers earlier templates wrote for this column, still accepted so a file filled before a rename uploads */
  formerly?: readonly string[];
}

/**
 * A header that says how to write its value, e.g. "Delivery Date (yyyy-MM-dd)": the pattern is the one a
 * date cell is read with, the same in every language (as Excel's own format codes are).
 */
export function withFormat(label: Message, format: string): Message {
  return { cn: `${label.cn}（${format}）`, en: `${label.en} (${format})`, th: `${label.th} (${format})` };
}

/** Names a field in a row error as the user sees it: the header of its column, else its field label. */
export function fieldLabels(fields: readonly SheetField[], locale: Locale): (key: string) => string {
  return (key) => fields.find((field) => field.key === key)?.header[locale] ?? fieldName(key, locale);
}

/** A template has a header row and no data rows. */
async function* noRows(): AsyncIterable<never> {}

/** An empty template: its sheet name and header row in the caller's language. */
export function templateXlsx(sheetName: Message, fields: readonly SheetField[], locale: Locale): Readable {
  const columns: XlsxColumn<never>[] = fields.map((field) => ({
    header: field.header[locale],
    width: field.width,
    value: () => null,
  }));
  return streamXlsx(sheetName[locale], columns, noRows());
}

/** An export column: its header in each language and how a row fills it (a label may read the locale). */
export interface ExportField<Row> {
  header: Message;
  width?: number;
  value: (row: Row, locale: Locale) => CellValue;
}

/** Export columns with their headers (and labels) in the caller's language. */
export function exportColumns<Row>(fields: readonly ExportField<Row>[], locale: Locale): XlsxColumn<Row>[] {
  return fields.map(({ header, width, value }) => ({
    header: header[locale],
    width,
    value: (row: Row) => value(row, locale),
  }));
}
