/**
 * The XML of a worksheet's rows, written directly: inline strings (no shared-strings table to hold in
 * memory), numbers as numbers, dates as date serials with a date format. The style indexes are those of
 * `STYLES_XML` in workbook-parts.ts.
 */
export type SheetCell = string | number | Date | null | undefined;

export const STYLE = { plain: 0, header: 1, text: 2, date: 3 } as const;

/**
 * What XML 1.0 cannot carry in text, or would change: markup characters; a carriage return (XML readers
 * turn a bare one into a line feed), written as a character reference; control characters, dropped (XML
 * 1.0 has no way to write them; exceljs, which wrote our files before, dropped them too, and the `_x000B_`
 * escape Excel would read back is shown literally by other readers).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it finds
const NEEDS_ESCAPE = /[&<>\u0000-\u0008\u000B\u000C\u000D\u000E-\u001F\uFFFE\uFFFF]/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what it replaces
const ESCAPES = /[&<>\u0000-\u0008\u000B\u000C\u000D\u000E-\u001F\uFFFE\uFFFF]/g;
const REPLACEMENTS: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };

function escapeOne(character: string): string {
  return REPLACEMENTS[character] ?? '';
}

/** `text` safe inside an XML element (and inside a double-quoted attribute: quotes are escaped too). */
export function xmlText(text: string): string {
  return NEEDS_ESCAPE.test(text) ? text.replace(ESCAPES, escapeOne) : text;
}

export function xmlAttribute(text: string): string {
  return xmlText(text).replaceAll('"', '&quot;');
}

/** A column's letters: 0 -> A, 25 -> Z, 26 -> AA. */
export function columnLetters(index: number): string {
  let letters = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** Days since 1899-12-30, the spreadsheet epoch (UTC, as exceljs writes and reads dates). */
const MS_PER_DAY = 86_400_000;
const EPOCH_OFFSET_DAYS = 25_569;

/** Does `code` start text a spreadsheet could read as a formula or a DDE call: = + - @ tab, carriage return? */
function isFormulaLead(code: number): boolean {
  return code === 61 || code === 43 || code === 45 || code === 64 || code === 9 || code === 13;
}

/**
 * Whether text starts or ends with what `trim` removes (then spaces are kept with xml:space). Printable
 * ASCII at both ends, by far the usual case, answers without building the trimmed copy.
 */
function hasOuterSpace(text: string): boolean {
  const first = text.charCodeAt(0);
  const last = text.charCodeAt(text.length - 1);
  if (first > 32 && first < 127 && last > 32 && last < 127) return false;
  return text.trim() !== text;
}

/**
 * One cell; `opening` is `<c r="A12"` (its reference written). Text is built as one concatenation per
 * cell: this runs for every cell of an export of millions, so it avoids regular expressions and copies.
 */
function cellXml(opening: string, value: SheetCell, style: number): string {
  const styled = style === STYLE.plain ? '' : ` s="${style}"`;
  if (value === null || value === undefined || value === '') {
    return style === STYLE.plain ? '' : `${opening}${styled}/>`;
  }
  if (typeof value === 'string') {
    // text that looks like a formula also gets the text format, so no spreadsheet evaluates it on edit
    const format =
      style === STYLE.plain && isFormulaLead(value.charCodeAt(0)) ? ` s="${STYLE.text}"` : styled;
    const space = hasOuterSpace(value) ? ' xml:space="preserve"' : '';
    return `${opening}${format} t="inlineStr"><is><t${space}>${xmlText(value)}</t></is></c>`;
  }
  if (typeof value === 'number') {
    if (Number.isFinite(value)) return `${opening}${styled}><v>${value}</v></c>`;
    return cellXml(opening, String(value), style);
  }
  const time = value.getTime();
  if (Number.isNaN(time)) return '';
  return `${opening} s="${STYLE.date}"><v>${time / MS_PER_DAY + EPOCH_OFFSET_DAYS}</v></c>`;
}

/** One `<row>`; `letters` are the columns' letters, computed once per sheet. */
export function rowXml(
  rowNumber: number,
  letters: readonly string[],
  values: readonly SheetCell[],
  style: number = STYLE.plain,
): string {
  // a styled row (the header) carries its style on the row too: spreadsheets apply it to the row's new cells
  const rowStyle = style === STYLE.plain ? '' : ` s="${style}" customFormat="1"`;
  let xml = `<row r="${rowNumber}"${rowStyle}>`;
  for (let index = 0; index < letters.length; index++) {
    xml += cellXml(`<c r="${letters[index]}${rowNumber}"`, values[index], style);
  }
  return `${xml}</row>`;
}

const WORKSHEET_OPEN =
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
  '<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">';

/** Everything before the first row: the column widths (in characters). */
export function worksheetStart(widths: readonly number[]): string {
  const columns = widths
    .map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`)
    .join('');
  return `${WORKSHEET_OPEN}<cols>${columns}</cols><sheetData>`;
}

export const WORKSHEET_END = '</sheetData></worksheet>';
