/** The longest text a log line keeps of one value: a failed query's text and parameters ran to 3.9 MB. */
export const MAX_LOGGED_TEXT = 2_000;
/** The most items a log line keeps of one list (a query's parameters, a validation's issues). */
export const MAX_LOGGED_ITEMS = 20;
const MAX_DEPTH = 6;

/** Cuts a text to `max` characters, saying how much was left out. */
export function boundedText(text: string, max = MAX_LOGGED_TEXT): string {
  if (text.length <= max) return text;
  return `${text.slice(0, max)}… (${text.length - max} more characters)`;
}

/**
 * A copy of a value to log that no longer carries megabytes: long texts are cut, long lists keep their
 * first items, deep nesting ends in a marker. Whatever a failing call throws at the logger, its line
 * stays a line.
 */
export function bounded(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return boundedText(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[nested too deep]';
  if (Array.isArray(value)) {
    const kept = value.slice(0, MAX_LOGGED_ITEMS).map((item) => bounded(item, depth + 1));
    if (value.length > MAX_LOGGED_ITEMS) kept.push(`… (${value.length - MAX_LOGGED_ITEMS} more items)`);
    return kept;
  }
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = bounded(item, depth + 1);
  return copy;
}
