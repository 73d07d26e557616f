/**
 * Characters XML 1.0 cannot hold at all, not even as a character reference: C0 controls other than tab,
 * line feed and carriage return, U+FFFE/U+FFFF and lone surrogates.
 */
const NOT_XML_CHARACTER = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

export function holdsNonXmlCharacter(text: string): boolean {
  return NOT_XML_CHARACTER.test(text);
}

const TEXT_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '\r': '&#13;' };
const ATTRIBUTE_ESCAPES: Record<string, string> = {
  ...TEXT_ESCAPES,
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
};

/**
 * Text as element content. `>` is escaped so `]]>` cannot appear; a carriage return as a reference, since a
 * parser turns a literal one (and CR LF) into a line feed.
 */
export function escapeXmlText(text: string): string {
  return text.replace(/[&<>\r]/g, (character) => TEXT_ESCAPES[character] ?? character);
}

/** Text as a double-quoted attribute value; tab and line breaks as references, which survive normalization. */
export function escapeXmlAttribute(text: string): string {
  return text.replace(/[&<>"\t\n\r]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
}
