/** PostgreSQL's unique_violation on the named index; drizzle wraps driver errors, so the cause is looked at too. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  for (let current: unknown = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as Error & { code?: string; constraint?: string };
    if (code === '23505' && name === constraint) return true;
  }
  return false;
}
