import type { FieldPath } from './schema-fields.ts';

/** A copy of `base` with `value` at `path`, creating the objects and lists on the way. */
export function withValueAt(base: unknown, path: FieldPath, value: unknown): unknown {
  const [key, ...rest] = path;
  if (key === undefined) return value;
  const container: Record<string | number, unknown> | unknown[] =
    typeof key === 'number'
      ? Array.isArray(base)
        ? [...base]
        : []
      : base !== null && typeof base === 'object' && !Array.isArray(base)
        ? { ...(base as Record<string, unknown>) }
        : {};
  const current = (container as Record<string | number, unknown>)[key];
  (container as Record<string | number, unknown>)[key] = withValueAt(current, rest, value);
  return container;
}

/** JSON text of an object with raw JSON members spliced in first (keys such as `__proto__` survive only this way). */
export function jsonWithRawMembers(base: unknown, rawMembers: string): string {
  const text = JSON.stringify(base ?? {});
  if (!text.startsWith('{')) return `{${rawMembers}}`;
  return text === '{}' ? `{${rawMembers}}` : `{${rawMembers},${text.slice(1)}`;
}

/** A field path as a failure message names it: `asnDetails.0.lotNo`. */
export const pathText = (path: FieldPath) => path.join('.');
