import { checkChars, decoded, isSpace, nameEnd, plainValueEnd, UnusualXml, unusual } from './xml-chars.ts';
import type { XmlVisitor } from './xml-visitor.ts';

const SLASH = 0x2f;
const QUESTION = 0x3f;
const BANG = 0x21;
const EQUALS = 0x3d;
const QUOTE = 0x22;
const APOSTROPHE = 0x27;
const GT = 0x3e;
const BOM = 0xfeff;
/**
 * Names kept for reuse, elements' and attributes' together. Past them an attribute name is sliced afresh
 * and an element is left to saxes (it could not be matched with its end tag); no workbook part comes near.
 */
const MAX_NAMES = 256;

/** The XML declaration as writers put it, first thing in a part; any other form is left to saxes. */
const DECLARATION =
  /^<\?xml version=(?:"1\.0"|'1\.0')(?: encoding=(?:"utf-8"|'utf-8'))?(?: standalone=(?:"(?:yes|no)"|'(?:yes|no)'))? ?\?>/i;

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

const sameName = (name: string, length: number, text: string, start: number) => {
  if (name.length !== length) return false;
  for (let index = 0; index < length; index++) {
    if (name.charCodeAt(index) !== text.charCodeAt(start + index)) return false;
  }
  return true;
};

/** Where the white space from `index` ends. */
function skipSpace(text: string, index: number): number {
  let at = index;
  while (at < text.length && isSpace(text.charCodeAt(at))) at++;
  return at;
}

/**
 * Walks the elements, attributes and text of a part the way saxes reports them to an XmlVisitor, on the
 * character codes of each chunk: the XML writers of workbooks use a small part of the language, and
 * saxes's general state machine was half of the time a 50,000-row sheet took to read. What it does not
 * check itself (comments, CDATA, a DOCTYPE, processing instructions past the declaration, a BOM, carriage
 * returns, references or white space in attribute values, names beyond ASCII) throws UnusualXml, so the
 * caller hands the part to saxes; so does XML that is not well-formed.
 */
class XmlScanner {
  /** the open elements, by their index in `names` */
  private readonly open: number[] = [];
  /** names met so far (a sheet uses a handful), each one string for all its uses; see `nameAt` */
  private readonly names: string[] = [];
  /** each name of `names` without its prefix */
  private readonly locals: string[] = [];
  /** the indexes in `names` of the names beginning with each character (ASCII: names are checked first) */
  private readonly byFirst: number[][] = [];
  private sawRoot = false;
  private atStart = true;

  constructor(private readonly visitor: XmlVisitor) {}

  /** Reads `text`, which ends where a tag begins (or where the part ends): no tag or text is cut in two. */
  scan(text: string): void {
    let at = 0;
    if (this.atStart) at = this.declaration(text);
    while (at < text.length) {
      const lt = text.indexOf('<', at);
      const end = lt < 0 ? text.length : lt;
      if (end > at) this.text(text, at, end);
      if (lt < 0) return;
      at = this.tag(text, lt);
    }
  }

  /** The part is over: every element closed, and there was one. */
  end(): void {
    if (this.open.length > 0 || !this.sawRoot) throw unusual('unclosed elements');
  }

  private declaration(text: string): number {
    this.atStart = false;
    if (text.charCodeAt(0) === BOM) throw unusual('byte order mark');
    if (!text.startsWith('<?')) return 0;
    const found = DECLARATION.exec(text);
    if (!found) throw unusual('declaration');
    return found[0].length;
  }

  private text(text: string, start: number, end: number): void {
    const references = checkChars(text, start, end);
    if (this.open.length === 0) {
      // outside the root element only white space may stand (saxes reports none of it)
      if (skipSpace(text, start) < end) throw unusual('text outside the root');
      return;
    }
    const raw = text.slice(start, end);
    this.visitor.text?.(references ? decoded(raw) : raw);
  }

  /** The tag at `lt`; answers where it ends. */
  private tag(text: string, lt: number): number {
    const kind = text.charCodeAt(lt + 1);
    if (kind === SLASH) return this.closeTag(text, lt);
    if (kind === BANG || kind === QUESTION) throw unusual('markup declaration or instruction');
    return this.openTag(text, lt);
  }

  private closeTag(text: string, lt: number): number {
    const nameStart = lt + 2;
    const end = nameEnd(text, nameStart);
    const gt = skipSpace(text, end);
    if (text.charCodeAt(gt) !== GT) throw unusual('end tag');
    // an end tag names the element open last, so that is the one name to compare
    const name = this.open.pop() ?? -1;
    if (!sameName(this.names[name] ?? '', end - nameStart, text, nameStart))
      throw unusual('mismatched end tag');
    this.visitor.close?.(this.localOf(name));
    return gt + 1;
  }

  private openTag(text: string, lt: number): number {
    if (this.open.length === 0 && this.sawRoot) throw unusual('a second root element');
    this.sawRoot = true;
    const end = nameEnd(text, lt + 1);
    const name = this.nameAt(text, lt + 1, end);
    const attributes: Record<string, string> = {};
    let at = this.attributes(text, end, attributes);
    const selfClosing = text.charCodeAt(at) === SLASH;
    if (selfClosing) at++;
    if (text.charCodeAt(at) !== GT) throw unusual('start tag');
    const local = this.localOf(name);
    this.visitor.open?.(local, attributes);
    if (selfClosing) this.visitor.close?.(local);
    else this.open.push(name);
    return at + 1;
  }

  /**
   * The index in `names` of the name between `start` and `end`, compared by character codes with the
   * names of the same first character; -1 when `names` is full and holds no such name. A property key or tag name sliced afresh each time was hashed
   * again on every use, and its prefix cut off again.
   */
  private nameAt(text: string, start: number, end: number): number {
    const length = end - start;
    const first = text.charCodeAt(start);
    const candidates = this.byFirst[first] ?? [];
    for (const index of candidates) {
      if (sameName(this.names[index] as string, length, text, start)) return index;
    }
    if (this.names.length >= MAX_NAMES) return -1;
    const name = text.slice(start, end);
    this.names.push(name);
    this.locals.push(localName(name));
    this.byFirst[first] = [...candidates, this.names.length - 1];
    return this.names.length - 1;
  }

  private nameText(index: number, text: string, start: number, end: number): string {
    return this.names[index] ?? text.slice(start, end);
  }

  private localOf(index: number): string {
    const local = this.locals[index];
    // past MAX_NAMES names an element is not told apart from another: saxes reads such a part
    if (local === undefined) throw unusual('too many names');
    return local;
  }

  /** Reads `name="value"` pairs into `attributes`; answers where the tag's `>` or `/>` begins. */
  private attributes(text: string, from: number, attributes: Record<string, string>): number {
    let at = from;
    for (;;) {
      const spaced = skipSpace(text, at);
      const code = text.charCodeAt(spaced);
      if (code === GT || code === SLASH) return spaced;
      if (spaced === at) throw unusual('no space before an attribute');
      const end = nameEnd(text, spaced);
      const name = this.nameText(this.nameAt(text, spaced, end), text, spaced, end);
      const equals = skipSpace(text, end);
      if (text.charCodeAt(equals) !== EQUALS) throw unusual('attribute without value');
      const open = skipSpace(text, equals + 1);
      const quote = text.charCodeAt(open);
      if (quote !== QUOTE && quote !== APOSTROPHE) throw unusual('unquoted attribute');
      const close = plainValueEnd(text, open + 1, quote);
      // a repeated attribute is an error; a name the object already answers (`__proto__`...) is left to saxes
      if (attributes[name] !== undefined) throw unusual('attribute name');
      attributes[name] = text.slice(open + 1, close);
      at = close + 1;
    }
  }
}

/**
 * Walks a part as it arrives like `visitXml`, without saxes; throws UnusualXml for what it leaves to saxes
 * (see XmlScanner). Each chunk is read up to its last `<`, the rest kept for the next, so every tag and
 * every text reaches the scanner whole.
 */
export async function scanXml(text: AsyncIterable<string>, visitor: XmlVisitor): Promise<void> {
  const scanner = new XmlScanner(visitor);
  let rest = '';
  for await (const chunk of text) {
    const joined = rest + chunk;
    const cut = joined.lastIndexOf('<');
    if (cut <= 0) {
      rest = joined;
      continue;
    }
    scanner.scan(joined.slice(0, cut));
    rest = joined.slice(cut);
  }
  scanner.scan(rest);
  scanner.end();
}

export { UnusualXml };
