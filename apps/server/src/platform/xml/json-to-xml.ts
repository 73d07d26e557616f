import { escapeXmlAttribute, escapeXmlText, holdsNonXmlCharacter } from './xml-escape.ts';

export const XPATH_FUNCTIONS_NAMESPACE = 'http://www.w3.org/2005/xpath-functions';

const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING = /"(?:[^"\\]|\\.)*"/y;
const SPACE = /[ \t\n\r]*/y;

/** A string in the escaped form: backslash is the escape character, and what XML cannot hold is `\uXXXX`. */
function jsonEscaped(text: string): string {
  return Array.from(text, (character) => {
    if (character === '\\') return '\\\\';
    if (!holdsNonXmlCharacter(character)) return character;
    // a lone surrogate or a forbidden BMP character: one UTF-16 unit
    return `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;
  }).join('');
}

function stringElement(value: string, keyAttributes: string): string {
  if (!holdsNonXmlCharacter(value)) return `<string${keyAttributes}>${escapeXmlText(value)}</string>`;
  return `<string${keyAttributes} escaped="true">${escapeXmlText(jsonEscaped(value))}</string>`;
}

function keyAttributes(key: string | undefined): string {
  if (key === undefined) return '';
  if (!holdsNonXmlCharacter(key)) return ` key="${escapeXmlAttribute(key)}"`;
  return ` key="${escapeXmlAttribute(jsonEscaped(key))}" escaped-key="true"`;
}

/** Reads JSON text already known to be valid, writing its XML; each value on its own indented line. */
class Writer {
  private at = 0;
  readonly lines: string[] = [];

  constructor(private readonly text: string) {}

  private match(pattern: RegExp): string {
    pattern.lastIndex = this.at;
    const found = pattern.exec(this.text);
    if (!found) throw new SyntaxError(`JSON expected at ${this.at}`);
    this.at = pattern.lastIndex;
    return found[0];
  }

  private skipSpace(): void {
    this.match(SPACE);
  }

  private peek(): string {
    return this.text.charAt(this.at);
  }

  value(depth: number, key?: string, namespace = ''): void {
    this.skipSpace();
    const indent = '  '.repeat(depth);
    const attributes = `${namespace}${keyAttributes(key)}`;
    const next = this.peek();
    if (next === '{' || next === '[') {
      this.compound(next === '{' ? 'map' : 'array', depth, indent, attributes);
    } else if (next === '"') {
      this.lines.push(indent + stringElement(JSON.parse(this.match(STRING)) as string, attributes));
    } else if (this.text.startsWith('true', this.at) || this.text.startsWith('false', this.at)) {
      const word = this.text.startsWith('true', this.at) ? 'true' : 'false';
      this.at += word.length;
      this.lines.push(`${indent}<boolean${attributes}>${word}</boolean>`);
    } else if (this.text.startsWith('null', this.at)) {
      this.at += 4;
      this.lines.push(`${indent}<null${attributes}/>`);
    } else {
      this.lines.push(`${indent}<number${attributes}>${this.match(NUMBER)}</number>`);
    }
  }

  private compound(name: 'map' | 'array', depth: number, indent: string, attributes: string): void {
    const close = name === 'map' ? '}' : ']';
    this.at += 1;
    this.skipSpace();
    if (this.peek() === close) {
      this.at += 1;
      this.lines.push(`${indent}<${name}${attributes}/>`);
      return;
    }
    this.lines.push(`${indent}<${name}${attributes}>`);
    for (;;) {
      let key: string | undefined;
      if (name === 'map') {
        this.skipSpace();
        key = JSON.parse(this.match(STRING)) as string;
        this.skipSpace();
        this.at += 1; // the colon
      }
      this.value(depth + 1, key);
      this.skipSpace();
      const separator = this.peek();
      this.at += 1;
      if (separator === close) break;
    }
    this.lines.push(`${indent}</${name}>`);
  }
}

/**
 * JSON as XML in the W3C's representation (XPath and XQuery Functions 3.1, `fn:json-to-xml`): `map`,
 * `array`, `string`, `number`, `boolean` and `null` elements in the functions namespace, an object's keys
 * as `key` attributes. It is lossless and standard (XSLT and XQuery read it back with `xml-to-json`), so
 * no key has to be bent into an element name. Numbers keep the digits as written (JSON.parse would round
 * 19-digit ids); a string XML cannot hold (a control character) is written with JSON escapes and marked
 * `escaped="true"` (`escaped-key` for a key), as the representation provides.
 *
 * Throws a SyntaxError when the text is not JSON.
 */
export function jsonToXml(json: string): string {
  JSON.parse(json); // refuses what is not JSON before any XML is written
  const writer = new Writer(json);
  writer.value(0, undefined, ` xmlns="${XPATH_FUNCTIONS_NAMESPACE}"`);
  return `${DECLARATION}${writer.lines.join('\n')}\n`;
}

/** A text that is not JSON as an XML document: the representation's one `string`, holding the text. */
export function textToXml(text: string): string {
  return `${DECLARATION}${stringElement(text, ` xmlns="${XPATH_FUNCTIONS_NAMESPACE}"`)}\n`;
}
