/** Built-in number formats (no code in styles.xml) that show a date or time, by id ranges. */
const BUILT_IN_DATE_IDS: ReadonlyArray<readonly [number, number]> = [
  [14, 22],
  [27, 36],
  [45, 47],
  [50, 58],
  [71, 81],
];

/**
 * What of a format code is not a format instruction: `[...]` sections (colours, conditions, locales,
 * elapsed time), quoted "text", a backslash-escaped character, `_x` (space as wide as x), `*x` (repeat x)
 * and the word General. Taken left to right in one pass, so `\"` is an escaped quote, not a quoted text.
 */
const LITERALS = /\[[^\]]*\]|"[^"]*"|\\.|[_*].|general/gi;

/**
 * The letters of a date or time part once the literals are gone: year, month/minute, day, hour, second,
 * and b, the Buddhist-era year Thai workbooks use. Number formats (0.00, #,##0, 0%, 0.00E+00, @) have none.
 */
const DATE_PART = /[ymdhsb]/i;

/**
 * Whether a number shown in this format is a date (or time): a built-in date id, or a custom code with a
 * date part. A workbook may also define a code for a built-in id; the code it gives then decides.
 */
export function isDateFormat(numFmtId: number, formatCode: string | undefined): boolean {
  if (formatCode === undefined) {
    return BUILT_IN_DATE_IDS.some(([first, last]) => numFmtId >= first && numFmtId <= last);
  }
  return DATE_PART.test(formatCode.replace(LITERALS, ''));
}
