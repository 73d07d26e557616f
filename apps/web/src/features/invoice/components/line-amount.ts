/**
 * The amount of an invoice line as the server computes it on save: quantity x unit price, rounded half
 * away from zero to 2 decimals. Exact (BigInt on the decimal strings), so the screen shows before the save
 * what the save will store. Null while the price is not a number.
 */
export function lineAmount(qty: string, unitPrice: string | undefined): string | null {
  const a = fixed(qty);
  const b = unitPrice === undefined ? null : fixed(unitPrice);
  if (!a || !b) return null;
  const product = a.digits * b.digits;
  const scale = a.scale + b.scale;
  return toCents(product, scale);
}

/** The sum of line amounts (2 decimals each); null when a line has none yet. */
export function amountsTotal(amounts: readonly (string | null)[]): string | null {
  let cents = 0n;
  for (const amount of amounts) {
    const value = amount === null ? null : fixed(amount);
    if (!value || value.scale > 2) return null;
    cents += value.digits * 10n ** BigInt(2 - value.scale);
  }
  return format(cents);
}

function fixed(value: string): { digits: bigint; scale: number } | null {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return { digits: BigInt(whole + fraction), scale: fraction.length };
}

function toCents(value: bigint, scale: number): string {
  if (scale <= 2) return format(value * 10n ** BigInt(2 - scale));
  const divisor = 10n ** BigInt(scale - 2);
  const cents = (value + divisor / 2n) / divisor;
  return format(cents);
}

function format(cents: bigint): string {
  const digits = cents.toString().padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}
