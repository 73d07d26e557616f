/**
 * Exact arithmetic on the decimal strings quantities and money travel as: values are scaled to integers
 * (BigInt) at a fixed number of decimals, never touching binary floating point.
 */

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/** The decimal as an integer count of 10^-scale units; extra decimals beyond `scale` are refused. */
export function toScaled(value: string, scale: number): bigint {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`not a decimal: ${value}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const trimmed = fraction.replace(/0+$/, '');
  if (trimmed.length > scale) throw new Error(`more than ${scale} decimals: ${value}`);
  const units = BigInt(whole + trimmed.padEnd(scale, '0'));
  return sign === '-' ? -units : units;
}

/** A scaled integer back as a decimal string without trailing zeros ("12.5", "3"). */
export function fromScaled(units: bigint, scale: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** -1, 0 or 1 as a is less than, equal to or greater than b. */
export function compareDecimals(a: string, b: string, scale: number): -1 | 0 | 1 {
  const difference = toScaled(a, scale) - toScaled(b, scale);
  return difference < 0n ? -1 : difference > 0n ? 1 : 0;
}

/** The exact sum of decimal strings. */
export function sumDecimals(values: readonly string[], scale: number): string {
  return fromScaled(
    values.reduce((total, value) => total + toScaled(value, scale), 0n),
    scale,
  );
}

/**
 * A decimal as people read it: the database answers a quantity at its column's scale ("400.00000"), printed
 * papers show only the decimals that mean something ("400", "12.5"). A string operation, so it stays exact.
 */
export function meaningfulDecimals(value: string): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) throw new Error(`not a decimal: ${value}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const kept = fraction.replace(/0+$/, '');
  const digits = `${whole.replace(/^0+(?=\d)/, '')}${kept ? `.${kept}` : ''}`;
  return digits === '0' ? '0' : `${sign}${digits}`;
}
