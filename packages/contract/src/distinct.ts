import type { z } from 'zod';

/** The message of a repeated item; the server's error handler gives the reason in the user's language. */
export const REPEATED = 'repeated';

/**
 * A check for an array schema: no two items share a key. The refusal names the later item's path (and the
 * key's field, when given), so "asnDetails.2.deliveryScheduleDetailId: repeats an earlier line" tells the
 * user which one. Without it a line named twice passes every per-line check twice.
 */
export function withoutRepeats<Item>(key: (item: Item) => unknown, field?: string) {
  return (items: Item[], context: z.RefinementCtx<Item[]>) => {
    const seen = new Set<unknown>();
    items.forEach((item, index) => {
      const value = key(item);
      if (seen.has(value)) {
        const path = field === undefined ? [index] : [index, field];
        context.addIssue({ code: 'custom', path, message: REPEATED, input: value });
      }
      seen.add(value);
    });
  };
}
