/**
 * True when the error (or one it wraps: Drizzle wraps the driver's error as `cause`) is PostgreSQL's
 * unique violation (23505) of the named index. Two concurrent saves can both pass a check; the index
 * then refuses the second, and this lets the service answer it with the module's clear message.
 */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return name === constraint;
  }
  return false;
}
