/**
 * Exact arithmetic on the decimal strings quantities travel as: values scaled to 5 decimals (the finest
 * ASN quantity) as BigInt, so 1.1 / 0.1 is 11 packages and never 12.
 */
const SCALE = 5;

export function scaled(value: string): bigint | null {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, sign = '', whole = '0', fraction = ''] = match;
  if (fraction.length > SCALE) return null;
  const digits = BigInt(whole + fraction.padEnd(SCALE, '0'));
  return sign ? -digits : digits;
}

export function unscaled(value: bigint): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(SCALE + 1, '0');
  const whole = digits.slice(0, -SCALE);
  const fraction = digits.slice(-SCALE).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Packages needed for `total` at `perPackage` each (the last one may hold less); null when unknown. */
export function packageCount(total: string | undefined, perPackage: string | undefined): number | null {
  const a = total ? scaled(total) : null;
  const b = perPackage ? scaled(perPackage) : null;
  if (a === null || b === null || a <= 0n || b <= 0n) return null;
  return Number((a + b - 1n) / b);
}

/** a > b for two decimal strings; false when either is not a number (their own rules say so). */
export function exceeds(a: string | undefined, b: string | null | undefined): boolean {
  const x = a ? scaled(a) : null;
  const y = b ? scaled(b) : null;
  return x !== null && y !== null && x > y;
}
