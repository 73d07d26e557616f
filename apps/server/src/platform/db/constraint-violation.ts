/** PostgreSQL error codes the services answer with their own messages. */
export const PG_UNIQUE_VIOLATION = '23505';
export const PG_EXCLUSION_VIOLATION = '23P01';
export const PG_CHECK_VIOLATION = '23514';
/** The trigger keeping a schedule line's shipped quantity within its over-shipment tolerance. */
export const SHIPPED_WITHIN_TOLERANCE = 'schedule_details_shipped_within_tolerance';
/** A number beyond what its numeric(p, s) column holds. */
export const PG_NUMERIC_OUT_OF_RANGE = '22003';

/** True when the error, or one it wraps, is the PostgreSQL error `code` (whatever the constraint). */
export function hasPgErrorCode(error: unknown, code: string): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/**
 * True when the error (or one it wraps: Drizzle wraps the driver's error as `cause`) is the PostgreSQL
 * error `code` of the named constraint or index. Two concurrent saves can both pass a check; the database
 * then refuses the second, and this lets the service answer it with the module's clear message.
 */
export function isConstraintViolation(error: unknown, code: string, constraint: string): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    const { code: found, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (found === code) return name === constraint;
  }
  return false;
}

/** A unique violation (23505) of the named index. */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  return isConstraintViolation(error, PG_UNIQUE_VIOLATION, constraint);
}
