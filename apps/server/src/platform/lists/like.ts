/** `%text%` for ILIKE with the wildcard characters of the user's text taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
