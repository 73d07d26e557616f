import { duplicateCurrency, type ToleranceInput } from '@portal/contract/companies';

/** One entry of a per-currency tolerance list as the dialog holds it. */
export type ToleranceEntry = ToleranceInput;

/** The list with `entry` put in place of the entry at `index`, or added at the end when index is undefined. */
export function withEntry(
  list: readonly ToleranceEntry[],
  entry: ToleranceEntry,
  index?: number,
): ToleranceEntry[] {
  return index === undefined ? [...list, entry] : list.map((old, at) => (at === index ? entry : old));
}

export function withoutEntry(list: readonly ToleranceEntry[], index: number): ToleranceEntry[] {
  return list.filter((_entry, at) => at !== index);
}

/** Spec 3 §5: one entry per currency in a list; would putting `currency` at `index` repeat one? */
export function repeatsCurrency(list: readonly ToleranceEntry[], currency: string, index?: number): boolean {
  const next = withEntry(list, { currency, toleranceAmount: '0' }, index);
  return duplicateCurrency(next) !== undefined;
}
