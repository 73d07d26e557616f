/** Separators of a multi-value search box: newline, comma, semicolon and their Chinese (full-width) variants. */
const SEPARATORS = /[\r\n,;，；]+/;

/** Splits the text of a multi-value box into distinct, trimmed, non-empty values in entry order. */
export function splitMultiValue(text: string | null | undefined): string[] {
  if (!text) return [];
  const values = text
    .split(SEPARATORS)
    .map((value) => value.trim())
    .filter((value) => value.length > 0);
  return [...new Set(values)];
}
