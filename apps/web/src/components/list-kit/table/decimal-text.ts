/**
 * A decimal string as people read it: trailing zeros of the fraction dropped ("250.00000" -> "250",
 * "12.50000" -> "12.5"), digits untouched (no floating point on the way). Null shows nothing.
 */
export function trimDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (!/^-?\d+\.\d+$/.test(value)) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

/** Groups the integer part by thousands ("1234567.5" -> "1,234,567.5"), as cn, en and th all write numbers. */
export function groupThousands(text: string): string {
  const match = /^(-?)(\d+)(\.\d+)?$/.exec(text);
  if (!match) return text;
  const [, sign = '', digits = '', fraction = ''] = match;
  return `${sign}${digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction}`;
}

/**
 * A quantity, price or amount as a screen shows it: to its stored scale without padding, grouped by
 * thousands. Form fields keep `trimDecimal`, which a user can edit and the server can read back.
 */
export function renderDecimal(value: string | null | undefined): string {
  return groupThousands(trimDecimal(value));
}
