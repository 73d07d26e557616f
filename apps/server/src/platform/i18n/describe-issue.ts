import { type Locale, type Message, render } from './locale.ts';
import { validationReasons } from './platform-messages.ts';

export interface IssueLike {
  code: string;
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
}

/** The reason a value failed its schema, in the caller's language ("is required", "maximum 50" ...). */
export function describeIssue(issue: IssueLike, locale: Locale): string {
  const reasons: Record<string, Message> = validationReasons;
  const missing = issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null);
  const reason = missing ? validationReasons.required : (reasons[issue.code] ?? validationReasons.other);
  return render(reason, locale, {
    minimum: String(issue.minimum ?? ''),
    maximum: String(issue.maximum ?? ''),
  });
}
