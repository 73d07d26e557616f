/**
 * A logged body as the View dialog shows it: JSON indented by two spaces, anything else (XML, text, a
 * body cut at the log's size limit) exactly as logged.
 */
export function prettyBody(body: string): string {
  const text = body.trim();
  if (!text.startsWith('{') && !text.startsWith('[')) return body;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return body;
  }
}
