/**
 * The scanner met something it leaves to saxes: a comment, CDATA, a DOCTYPE, an entity or character it
 * does not check itself, or XML that is not well-formed. Not a verdict on the part: the caller walks it
 * again with saxes, which then reads it or refuses it.
 */
export class UnusualXml extends Error {
  override readonly name = 'UnusualXml';
}

const GT = 0x3e;
const LT = 0x3c;
const AMPERSAND = 0x26;
const TAB = 0x09;
const NEWLINE = 0x0a;
const RETURN = 0x0d;
const SPACE = 0x20;
const BRACKET = 0x5d;

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

export const unusual = (what: string) => new UnusualXml(what);
export const isSpace = (code: number) =>
  code === SPACE || code === NEWLINE || code === TAB || code === RETURN;
const isNameStart = (code: number) =>
  (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a) || code === 0x5f || code === 0x3a;
const isNameChar = (code: number) =>
  isNameStart(code) || (code >= 0x30 && code <= 0x39) || code === 0x2d || code === 0x2e;

/** The end of the ASCII name starting at `start` (checked: a name character, then name characters). */
export function nameEnd(text: string, start: number): number {
  if (!isNameStart(text.charCodeAt(start))) throw unusual('name');
  let end = start + 1;
  while (end < text.length && isNameChar(text.charCodeAt(end))) end++;
  return end;
}

/** A character reference's character, when it is one XML allows. */
function referencedChar(body: string): string {
  const hex = body.startsWith('#x');
  const digits = body.slice(hex ? 2 : 1);
  if (!(hex ? /^[0-9a-fA-F]{1,6}$/ : /^[0-9]{1,7}$/).test(digits)) throw unusual('character reference');
  const code = Number.parseInt(digits, hex ? 16 : 10);
  const allowed =
    code === TAB ||
    code === NEWLINE ||
    code === RETURN ||
    (code >= SPACE && code <= 0xd7ff) ||
    (code >= 0xe000 && code <= 0xfffd) ||
    (code >= 0x10000 && code <= 0x10ffff);
  if (!allowed) throw unusual('character reference');
  return String.fromCodePoint(code);
}

function referenced(body: string): string {
  if (body.startsWith('#')) return referencedChar(body);
  const entity = ENTITIES[body];
  // no DOCTYPE is read, so no other entity is declared: saxes refuses it
  if (entity === undefined) throw unusual(`entity ${body}`);
  return entity;
}

/** Text with its references replaced: the five predefined entities and character references, nothing else. */
export function decoded(text: string): string {
  let out = '';
  let from = 0;
  for (let amp = text.indexOf('&'); amp >= 0; amp = text.indexOf('&', from)) {
    const semicolon = text.indexOf(';', amp);
    if (semicolon < 0) throw unusual('reference');
    out += text.slice(from, amp) + referenced(text.slice(amp + 1, semicolon));
    from = semicolon + 1;
  }
  return out + text.slice(from);
}

/**
 * Checks the characters of text as written, answering whether it holds references: no control characters
 * but tab and line feed (a carriage return is left to saxes, which normalises line ends), no unpaired
 * surrogate, no U+FFFE/U+FFFF, no `]]>`.
 */
export function checkChars(text: string, start: number, end: number): boolean {
  let references = false;
  for (let index = start; index < end; index++) {
    const code = text.charCodeAt(index);
    if (code < SPACE) {
      if (code !== TAB && code !== NEWLINE) throw unusual('control character');
    } else if (code === AMPERSAND) references = true;
    else if (code === GT) {
      if (
        index >= start + 2 &&
        text.charCodeAt(index - 1) === BRACKET &&
        text.charCodeAt(index - 2) === BRACKET
      )
        throw unusual(']]>');
    } else if (code >= 0xd800) {
      if (code >= 0xfffe) throw unusual('non-character');
      if (code <= 0xdbff) {
        const next = text.charCodeAt(index + 1);
        if (!(index + 1 < end && next >= 0xdc00 && next <= 0xdfff)) throw unusual('surrogate');
        index++;
      } else if (code <= 0xdfff) throw unusual('surrogate');
    }
  }
  return references;
}

/**
 * Where the attribute value from `start` ends (its closing `quote`), checked as it is read: printable
 * characters of the Basic Multilingual Plane only, with no `<` and no reference. saxes normalises white
 * space in values and expands their references; a value that would need either, or holds anything rarer,
 * is left to it.
 */
export function plainValueEnd(text: string, start: number, quote: number): number {
  for (let index = start; ; index++) {
    const code = text.charCodeAt(index);
    if (code === quote) return index;
    // past the end of the text the code is NaN, which fails the range too
    if (!(code >= SPACE && code < 0xd800) || code === LT || code === AMPERSAND)
      throw unusual('attribute value');
  }
}
