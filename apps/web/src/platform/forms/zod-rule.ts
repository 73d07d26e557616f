import type { FormRule } from 'antd';
import type { z } from 'zod';

/**
 * A form rule from a contract schema, so the screen checks a field exactly as the server will. An empty
 * value passes: whether the field is required is its own rule, with its own message.
 */
export function zodRule(schema: z.ZodType, message: string): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      value === undefined || value === null || value === '' || schema.safeParse(value).success
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}

/** A form rule from a contract pattern (PERCENT_PATTERN, AMOUNT_PATTERN ...); empty passes as above. */
export function patternRule(pattern: RegExp, message: string): FormRule {
  return {
    validator: (_rule, value: unknown) =>
      value === undefined || value === null || value === '' || pattern.test(String(value).trim())
        ? Promise.resolve()
        : Promise.reject(new Error(message)),
  };
}
