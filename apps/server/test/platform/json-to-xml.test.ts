import { SaxesParser } from 'saxes';
import { describe, expect, it } from 'vitest';
import { jsonToXml, textToXml, XPATH_FUNCTIONS_NAMESPACE } from '../../src/platform/xml/json-to-xml.ts';
import { isWellFormedXml } from '../../src/platform/xml/well-formed.ts';

/** What the W3C representation holds, read back: numbers as their digits, so "as written" can be checked. */
type Read = null | boolean | string | { number: string } | Read[] | { [key: string]: Read };

const JSON_ESCAPES: Record<string, string> = {
  '"': '"',
  '\\': '\\',
  '/': '/',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
};
const unescapeJson = (text: string) =>
  text.replace(/\\(u[0-9a-fA-F]{4}|.)/g, (_, code: string) =>
    code.length === 5
      ? String.fromCharCode(Number.parseInt(code.slice(1), 16))
      : (JSON_ESCAPES[code] ?? code),
  );

/**
 * An independent reader of the representation (as `fn:xml-to-json` reads it), on a strict namespace-aware
 * parser: throws on XML that is not well-formed or on an element outside the functions namespace.
 */
function readBack(xml: string): Read {
  const parser = new SaxesParser({ xmlns: true });
  type Frame = {
    name: string;
    key?: string;
    text: string;
    escaped: boolean;
    items: Array<[string | undefined, Read]>;
  };
  const stack: Frame[] = [];
  let result: Read | undefined;
  parser.on('opentag', (tag) => {
    if (tag.uri !== XPATH_FUNCTIONS_NAMESPACE) throw new Error(`element ${tag.name} outside the namespace`);
    const attribute = (name: string) => {
      const found = tag.attributes[name];
      return typeof found === 'string' ? found : found?.value;
    };
    const key = attribute('key');
    stack.push({
      name: tag.local,
      key: key !== undefined && attribute('escaped-key') === 'true' ? unescapeJson(key) : key,
      text: '',
      escaped: attribute('escaped') === 'true',
      items: [],
    });
  });
  parser.on('text', (text) => {
    const top = stack.at(-1);
    if (top) top.text += text;
  });
  parser.on('closetag', () => {
    const frame = stack.pop();
    if (!frame) throw new Error('unbalanced');
    const value: Read =
      frame.name === 'map'
        ? Object.fromEntries(frame.items)
        : frame.name === 'array'
          ? frame.items.map(([, item]) => item)
          : frame.name === 'string'
            ? frame.escaped
              ? unescapeJson(frame.text)
              : frame.text
            : frame.name === 'number'
              ? { number: frame.text }
              : frame.name === 'boolean'
                ? frame.text === 'true'
                : null;
    const parent = stack.at(-1);
    if (parent) parent.items.push([frame.key, value]);
    else result = value;
  });
  parser.write(xml).close();
  if (result === undefined) throw new Error('no root element');
  return result;
}

/** The JSON value as the reader answers it: numbers as their digits. */
function expected(value: unknown): Read {
  if (typeof value === 'number') return { number: String(value) };
  if (Array.isArray(value)) return value.map(expected);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, expected(item)]));
  }
  return value as Read;
}

describe('jsonToXml', () => {
  it('writes a well-formed document that reads back to the same JSON', () => {
    const message = {
      releaseNo: 'REL-1',
      lines: [{ partNo: 'P<1>&"2"', qty: 10, remark: null, firm: true, cancelled: false }],
      'key with spaces & <marks>': 'line one\nline two\r\nthree\ttabbed',
      '': 'empty key',
      nested: { empty: {}, none: [], deeper: [[1, [2]], { a: 'ü 座椅面套 ผ้าหุ้มเบาะ 😀' }] },
      cdataEnd: ']]>',
      backslash: 'C:\\path',
    };
    const xml = jsonToXml(JSON.stringify(message, null, 2));
    expect(isWellFormedXml(xml)).toBe(true);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(readBack(xml)).toEqual(expected(message));
  });

  it('keeps numbers as written, beyond what a double holds', () => {
    const xml = jsonToXml('{"id": 12345678901234567890, "price": 1.50, "tiny": -2.5E-10, "zero": 0}');
    expect(readBack(xml)).toEqual({
      id: { number: '12345678901234567890' },
      price: { number: '1.50' },
      tiny: { number: '-2.5E-10' },
      zero: { number: '0' },
    });
  });

  it('writes what XML cannot hold (control characters, lone surrogates) with JSON escapes, marked escaped', () => {
    const message = {
      'bell\u0007key': 'nul\u0000 bell\u0007 back\\slash \ud800 end',
      plain: 'no escapes \\ here',
    };
    const xml = jsonToXml(JSON.stringify(message));
    expect(isWellFormedXml(xml)).toBe(true);
    expect(xml).toContain('escaped="true">nul\\u0000 bell\\u0007 back\\\\slash \\ud800 end</string>');
    expect(xml).toContain('key="bell\\u0007key" escaped-key="true"');
    expect(xml).toContain('<string key="plain">no escapes \\ here</string>');
    expect(readBack(xml)).toEqual(message);
  });

  it('writes a scalar document and refuses a text that is not JSON', () => {
    expect(readBack(jsonToXml('"just a string"'))).toBe('just a string');
    expect(readBack(jsonToXml(' 42 '))).toEqual({ number: '42' });
    expect(() => jsonToXml('{"cut": "at the log\'s limit…')).toThrow(SyntaxError);
  });
});

describe('textToXml', () => {
  it('holds any text as the one string of a well-formed document', () => {
    const text = '{"cut": "at the <limit> & beyond\r\n…';
    const xml = textToXml(text);
    expect(isWellFormedXml(xml)).toBe(true);
    expect(readBack(xml)).toBe(text);
    expect(readBack(textToXml('form feed \f here'))).toBe('form feed \f here');
  });
});

describe('isWellFormedXml', () => {
  it.each([
    ['<a><b/></a>', true],
    ['<?xml version="1.0"?><a x="1">&amp;</a>', true],
    ['<a><b></a>', false],
    ['<a>&nbsp;</a>', false],
    ['<a/><b/>', false],
    ['', false],
    ['{"json": true}', false],
    ['<a>\u0001</a>', false],
  ])('%j is %s', (text, wellFormed) => {
    expect(isWellFormedXml(text)).toBe(wellFormed);
  });
});
