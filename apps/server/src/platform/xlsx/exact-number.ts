/**
 * A stored decimal (numeric, read as a string) as a spreadsheet number when a double holds it exactly to
 * the digit (15 significant digits), otherwise as its text, so no price or quantity is ever rounded. Counted
 * by hand rather than with regular expressions: an export calls this for every decimal of every row.
 */
export function exactNumber(decimal: string | null): number | string | null {
  if (decimal === null) return null;
  return significantDigits(decimal) <= 15 ? Number(decimal) : decimal;
}

/** The digits of a decimal from its first non-zero one on, the point and a leading minus not counted. */
function significantDigits(decimal: string): number {
  let digits = 0;
  let leading = true;
  for (let index = 0; index < decimal.length; index++) {
    const code = decimal.charCodeAt(index);
    if (code === 45 && index === 0) continue; // a leading minus
    if (code === 46 && leading) continue; // the point before the first non-zero digit
    if (leading && code === 48) continue; // a leading zero
    leading = false;
    if (code !== 46) digits++;
  }
  return digits;
}
