import { FilterDate, PlainDate, YesNo } from '@portal/contract/common';
import { z } from 'zod';

/**
 * Schemas of upload cells. A cell arrives as trimmed text, or undefined when empty (numbers as their
 * decimal text, dates as yyyy-MM-dd); these turn it into the stored value or name what is wrong.
 */

export const textCell = (max: number) => z.string().max(max);
export const optionalTextCell = (max: number) => z.string().max(max).optional();

/** A decimal 0 or greater with at most `scale` decimals and `integerDigits` digits before the point. */
export function decimalCell(scale: number, integerDigits: number) {
  return z.string().regex(new RegExp(`^(0|[1-9]\\d{0,${integerDigits - 1}})(\\.\\d{1,${scale}})?$`), {
    message: `0 or positive, at most ${integerDigits} digits and ${scale} decimals`,
  });
}

/** Like `decimalCell`, greater than 0 (quantities per package). */
export function positiveDecimalCell(scale: number, integerDigits: number) {
  return decimalCell(scale, integerDigits).refine((value) => /[1-9]/.test(value), 'greater than 0');
}

/** A whole number of millimetres and the like: 0 to 999999. */
export const wholeNumberCell = z
  .string()
  .regex(/^\d{1,6}$/)
  .transform(Number);

/** Y or N, any case. */
export const yesNoCell = z
  .string()
  .transform((value) => value.toUpperCase())
  .pipe(YesNo);

/** A date typed as yyyy-MM-dd or yyyyMMdd, or an Excel date; stored as yyyy-MM-dd. */
export const dateCell = z.union([
  PlainDate,
  FilterDate.transform((value) => `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`),
]);
