/**
 * True when the error (or one it wraps: Drizzle wraps the driver's error as `cause`) is the PostgreSQL
 * error `code` (e.g. 23P01 exclusion violation) of the named constraint.
 */
export function isConstraintViolation(error: unknown, code: string, constraint: string): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code: found, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (found === code) return name === constraint;
  }
  return false;
}
