import type { RawCell } from './cell-content.ts';
import type { DateStyles } from './date-styles.ts';
import { serialDateText } from './serial-date.ts';

/** What the workbook holds beside the sheet that a cell's text depends on. */
export interface CellContext {
  sharedStrings: readonly string[];
  dateStyles: DateStyles;
  date1904: boolean;
}

/** Digits only, spaces around allowed (a shared string's index). */
const INDEX = /^\s*\d+\s*$/;

function sharedString(index: string | undefined, strings: readonly string[]): string | undefined {
  if (index === undefined) return undefined;
  // the usual case, plain digits, read without the pattern: this runs for most cells of a file
  const number = Number(index);
  if (Number.isInteger(number) && number >= 0 && String(number) === index) return strings[number];
  return INDEX.test(index) ? strings[Number(index)] : undefined;
}

/** A number as its decimal text, or as yyyy-MM-dd when its style shows it as a date. */
function numberText(cell: RawCell, context: CellContext): string | undefined {
  if (cell.value === undefined || cell.value.trim() === '') return undefined;
  const number = Number(cell.value);
  if (!Number.isFinite(number)) return cell.value;
  const date = context.dateStyles[cell.style] ? serialDateText(number, context.date1904) : undefined;
  return date ?? String(number);
}

/** t="d": an ISO 8601 date (and time); the date part as written, with no shift of time zone. */
function isoDateText(value: string | undefined): string | undefined {
  return value?.trim().match(/^\d{4}-\d{2}-\d{2}/)?.[0] ?? value;
}

function untrimmedText(cell: RawCell, context: CellContext): string | undefined {
  switch (cell.type) {
    case 's':
      return sharedString(cell.value, context.sharedStrings);
    case 'str':
      return cell.value;
    case 'inlineStr':
      return cell.inline ?? cell.value;
    case 'b':
      // 'true' / 'false', as the reader before this one gave them (String of a JS boolean)
      return cell.value === undefined ? undefined : String(Number.parseInt(cell.value, 10) !== 0);
    case 'e':
      return undefined;
    case 'd':
      return isoDateText(cell.value);
    default:
      return numberText(cell, context);
  }
}

/**
 * What a cell says, as the text a row schema reads: a date as yyyy-MM-dd, rich text joined, a formula as
 * its cached result (never evaluated), an error as nothing, blanks and whitespace-only cells as nothing.
 */
export function cellText(cell: RawCell, context: CellContext): string | undefined {
  const text = untrimmedText(cell, context)?.trim();
  return text === '' ? undefined : text;
}
