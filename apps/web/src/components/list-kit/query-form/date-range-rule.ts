/** A filter date range as the server takes it: both ends `yyyyMMdd`, either may be empty. */
export type DateRangeValue = { from?: string; to?: string };
export type DateRangeSide = keyof DateRangeValue;

export type DateRangeResult = { range: DateRangeValue; invalid: boolean };

/**
 * Spec rule "from must not be after to": applies a change of one end; when the new range is inverted
 * the changed end is cleared and the caller shows the date-invalid message.
 */
export function dateRangeRule(
  range: DateRangeValue | undefined,
  side: DateRangeSide,
  value: string | undefined,
): DateRangeResult {
  const next: DateRangeValue = { ...range, [side]: value || undefined };
  // yyyyMMdd strings compare like the dates they stand for
  const invalid = Boolean(next.from && next.to && next.from > next.to);
  if (invalid) next[side] = undefined;
  return { range: next, invalid };
}
