/** Separators of a multi-value search box (spec): newline, comma, semicolon and their Chinese variants. */
const SEPARATORS = /[\r\n,;，；]+/;

/** The distinct, trimmed, non-empty values of a multi-value box's text, as the web splits them. */
export function splitValues(text: string | null | undefined): string[] {
  if (!text) return [];
  return [...new Set(text.split(SEPARATORS).map((value) => value.trim()))].filter(Boolean);
}
