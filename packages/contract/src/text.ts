import type { z } from 'zod';

/**
 * Text the portal takes from a user or a client never holds control characters: PostgreSQL cannot store
 * NUL at all, and the other C0 controls only corrupt exports, mails and PDFs. Tab, line feed and carriage
 * return are text in a multi-line field (remarks, reasons, comments) and refused in any other.
 */
const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

function holdsControlCharacter(value: string, multiline: boolean): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code >= 0x20) continue;
    if (multiline && (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN)) continue;
    return true;
  }
  return false;
}

/** The message of the refusal; the server's error handler knows it and gives the reason in the user's language. */
export const CONTROL_CHARACTERS = 'control characters';

type Path = Array<string | number>;

/** The name a path ends in, ignoring array positions: `asnDetails.0.lotNo` -> `lotNo`. */
function fieldOf(path: Path): string | undefined {
  return path.findLast((key): key is string => typeof key === 'string');
}

/** Paths of the strings anywhere in `value` that hold a control character their field does not allow. */
export function controlCharacterPaths(
  value: unknown,
  multiline: readonly string[] = [],
  path: Path = [],
): Path[] {
  if (typeof value === 'string') {
    const field = fieldOf(path);
    return holdsControlCharacter(value, field !== undefined && multiline.includes(field)) ? [path] : [];
  }
  if (Array.isArray(value))
    return value.flatMap((item, index) => controlCharacterPaths(item, multiline, [...path, index]));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) =>
      controlCharacterPaths(item, multiline, [...path, key]),
    );
  }
  return [];
}

/**
 * The input schema of an endpoint, refusing control characters in every string it holds (field by field,
 * so a new field cannot forget it); `multiline` names the fields that take tabs and line breaks.
 */
export function refusingControlCharacters<T extends z.ZodType>(
  schema: T,
  multiline: readonly string[] = [],
): T {
  return schema.superRefine((value, context) => {
    for (const path of controlCharacterPaths(value, multiline)) {
      context.addIssue({ code: 'custom', path, message: CONTROL_CHARACTERS, input: value });
    }
  });
}
