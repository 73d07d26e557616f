import { contractReason } from './contract-reasons.ts';
import { type Locale, type Message, render } from './locale.ts';
import { validationReasons } from './platform-messages.ts';

export interface IssueLike {
  code: string;
  message?: string;
  minimum?: unknown;
  maximum?: unknown;
}

/**
 * The reason a value failed its schema, in the caller's language ("is required", "maximum 50" ...).
 * `sent` is what the user gave for the field: zod reports neither it nor, for coerced or enum fields, whether
 * it was missing, so nothing given is "is required" whatever the issue's code.
 */
export function describeIssue(issue: IssueLike, sent: unknown, locale: Locale): string {
  const reasons: Record<string, Message> = validationReasons;
  const missing = sent === undefined || sent === null;
  const reason = missing
    ? validationReasons.required
    : (contractReason(issue.message) ?? reasons[issue.code] ?? validationReasons.other);
  return render(reason, locale, {
    minimum: String(issue.minimum ?? ''),
    maximum: String(issue.maximum ?? ''),
  });
}
