/**
 * How `parseStored` checks a value read back from session storage. A zod schema fits, and so does a
 * guard written by hand: the session values the login path reads are checked without loading zod.
 */
export interface StoredShape<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

export function guardedShape<T>(isValid: (value: unknown) => value is T): StoredShape<T> {
  return { safeParse: (value) => (isValid(value) ? { success: true, data: value } : { success: false }) };
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

export function isTextOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string';
}
