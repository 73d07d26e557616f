/**
 * A decimal string as people read it: trailing zeros of the fraction dropped ("250.00000" -> "250",
 * "12.50000" -> "12.5"), digits untouched (no floating point on the way). Null shows nothing.
 */
export function trimDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (!/^-?\d+\.\d+$/.test(value)) return value;
  return value.replace(/0+$/, '').replace(/\.$/, '');
}

/** `render` of a quantity or amount column sent as a decimal string. */
export function renderDecimal(value: string | null): string {
  return trimDecimal(value);
}
