/** Longest text of an error that goes into a log line (its SQL, message, stack, detail). */
const MAX_TEXT = 2000;

const clipped = (text: string) =>
  text.length <= MAX_TEXT ? text : `${text.slice(0, MAX_TEXT)}... (${text.length} characters in all)`;

function loggableValue(value: unknown, depth: number): unknown {
  if (typeof value === 'string') return clipped(value);
  if (Array.isArray(value)) return `[${value.length} values]`;
  if (value instanceof Error) return depth < 3 ? loggableFields(value, depth + 1) : clipped(String(value));
  if (value !== null && typeof value === 'object') return clipped(JSON.stringify(value) ?? '');
  return value;
}

function loggableFields(error: Error, depth: number): Record<string, unknown> {
  const fields: Record<string, unknown> = { type: error.name, message: clipped(error.message) };
  for (const [key, value] of Object.entries(error)) fields[key] = loggableValue(value, depth);
  if (error.cause !== undefined) fields.cause = loggableValue(error.cause, depth);
  fields.stack = clipped(error.stack ?? '');
  return fields;
}

/**
 * An error as a log line may hold it: a failed query's error carries its SQL and every parameter (an
 * upload's array parameters run to megabytes, in the message, the stack and `params`), so texts are clipped
 * and parameter lists replaced by their length; codes, constraint names and the like stay whole.
 */
export function loggableError(error: unknown): unknown {
  return error instanceof Error ? loggableFields(error, 0) : loggableValue(error, 0);
}
