import { exactNumber } from './exact-number.ts';
import type { SheetRows } from './sheet-rows.ts';
import { columnLetters, STYLE } from './sheet-xml.ts';

/** How a COPY field is written: text as an inline string, a decimal as a number when a double holds it exactly. */
export type CopyCellKind = 'text' | 'decimal';

/**
 * A piece handed to the deflater is at most this big: each piece costs a round trip to zlib's thread pool and
 * its callback on the main thread, which at 64 KB took about a sixth of a million-row download's CPU.
 */
const PIECE_BYTES = 256 * 1024;
/** room for a row's cell markup beyond its own bytes (the longest cell opening is under 80 bytes) */
const MARKUP_PER_CELL = 96;
/** an XML escape is at most 5 bytes for 1 or 2 bytes of COPY text */
const EXPANSION = 5;

const NEWLINE = 0x0a;
const TAB = 0x09;
const BACKSLASH = 0x5c;

const ascii = (text: string) => Buffer.from(text, 'latin1');
const ROW_OPEN = ascii('<row r="');
const QUOTE_CLOSE = ascii('">');
const ROW_CLOSE = ascii('</row>');
const TEXT_FORMAT = ascii(`" s="${STYLE.text}`);
const INLINE = ascii('" t="inlineStr"><is><t>');
const INLINE_PRESERVED = ascii('" t="inlineStr"><is><t xml:space="preserve">');
const INLINE_END = ascii('</t></is></c>');
const VALUE_OPEN = ascii('"><v>');
const VALUE_END = ascii('</v></c>');
const AMPERSAND = ascii('&amp;');
const LESS_THAN = ascii('&lt;');
const GREATER_THAN = ascii('&gt;');
const CARRIAGE_RETURN = ascii('&#13;');

/** The bytes being written: a piece for the deflater, handed on when the next row does not fit in it. */
interface Output {
  bytes: Buffer;
  length: number;
}

/**
 * Sheet rows written straight from `COPY ... TO STDOUT` text into XML bytes, for exports by the million: no
 * string or object per field, no UTF-8 encoding of the finished XML. The cells are byte for byte those the
 * record writer (`rowXml`) writes for the same values read by node-postgres: text as inline strings (markup
 * escaped, control characters dropped, a carriage return as a reference, formula-like text with the text
 * format, outer spaces preserved), decimals through `exactNumber`, null and empty text as no cell.
 * `kinds` are the query's columns in order; the tests compare both writers on the same rows.
 */
export class CopySheetRows implements SheetRows {
  /** the COPY text being read, unread from `start` on: a chunk as it came, or one row gathered in `carry` */
  private pending: Buffer = Buffer.alloc(0);
  private start = 0;
  private exhausted = false;
  private carry = Buffer.alloc(4096);
  /** the chunk a carried row ended in, from after that row */
  private resume: { chunk: Buffer; start: number } | undefined;
  private readonly openings: Buffer[];
  private unescaped = Buffer.alloc(1024);
  private readonly digits = Buffer.alloc(16);
  private digitCount = 0;

  private readonly chunks: AsyncIterator<Buffer>;

  constructor(
    chunks: AsyncIterable<Buffer>,
    private readonly kinds: readonly CopyCellKind[],
  ) {
    this.chunks = chunks[Symbol.asyncIterator]();
    this.openings = kinds.map((_, index) => ascii(`<c r="${columnLetters(index)}`));
  }

  async *write(firstRow: number, lastRow: number): AsyncGenerator<Buffer> {
    let output: Output = { bytes: Buffer.allocUnsafe(PIECE_BYTES), length: 0 };
    for (let rowNumber = firstRow; rowNumber <= lastRow; rowNumber++) {
      const end = await this.rowEnd();
      if (end < 0) break;
      const room = (end - this.start) * EXPANSION + (this.kinds.length + 1) * MARKUP_PER_CELL;
      if (output.bytes.length - output.length < room) {
        // pieces are handed on whole (no copy) and allocated at the size they are filled to: every byte
        // allocated for nothing is garbage the collector is pressed to reclaim, a million rows over
        if (output.length > 0) yield output.bytes.subarray(0, output.length);
        output = { bytes: Buffer.allocUnsafe(Math.max(PIECE_BYTES, room)), length: 0 };
      }
      this.writeRow(output, rowNumber, end);
      this.start = end + 1;
    }
    if (output.length > 0) yield output.bytes.subarray(0, output.length);
  }

  async hasMore(): Promise<boolean> {
    return this.refill();
  }

  async close(): Promise<void> {
    await this.chunks.return?.();
  }

  /** Where the next row's newline is in `pending`; -1 when the rows have ended. */
  private async rowEnd(): Promise<number> {
    if (!(await this.refill())) return -1;
    const end = this.pending.indexOf(NEWLINE, this.start);
    return end >= 0 ? end : this.carryRow();
  }

  /** Makes `pending` hold unread text from `start` on: the rest of a chunk, or the next chunk; false at the end. */
  private async refill(): Promise<boolean> {
    while (this.start >= this.pending.length) {
      if (this.resume) {
        this.pending = this.resume.chunk;
        this.start = this.resume.start;
        this.resume = undefined;
        continue;
      }
      const next = this.exhausted ? undefined : await this.chunks.next();
      if (!next || next.done) {
        this.exhausted = true;
        return false;
      }
      this.pending = next.value;
      this.start = 0;
    }
    return true;
  }

  /**
   * A row that goes on in the next chunks, gathered into `carry` (copying the row, not joining the chunks):
   * `pending` is then the row alone, and the chunk it ends in is resumed after it. Answers its newline.
   */
  private async carryRow(): Promise<number> {
    let length = 0;
    const append = (bytes: Buffer, from: number, to: number) => {
      if (this.carry.length < length + to - from) {
        const larger = Buffer.alloc(2 * (length + to - from));
        this.carry.copy(larger, 0, 0, length);
        this.carry = larger;
      }
      length += bytes.copy(this.carry, length, from, to);
    };
    append(this.pending, this.start, this.pending.length);
    for (;;) {
      const next = this.exhausted ? undefined : await this.chunks.next();
      if (!next || next.done) {
        this.exhausted = true;
        throw new Error('COPY output ended inside a row');
      }
      const newline = next.value.indexOf(NEWLINE);
      if (newline < 0) {
        append(next.value, 0, next.value.length);
        continue;
      }
      append(next.value, 0, newline + 1);
      this.resume = { chunk: next.value, start: newline + 1 };
      this.pending = this.carry.subarray(0, length);
      this.start = 0;
      return length - 1;
    }
  }

  private writeRow(output: Output, rowNumber: number, end: number): void {
    this.digitCount = this.digits.write(String(rowNumber), 'latin1');
    let at = put(output.bytes, output.length, ROW_OPEN);
    at = this.putDigits(output.bytes, at);
    at = put(output.bytes, at, QUOTE_CLOSE);
    const text = this.pending;
    let fieldStart = this.start;
    for (let column = 0; column < this.kinds.length; column++) {
      let fieldEnd = fieldStart;
      let found = 0;
      for (; fieldEnd < end; fieldEnd++) {
        const kind = BYTE_KIND[text[fieldEnd] as number] as number;
        if (kind === FIELD_END) break;
        found |= kind;
      }
      if (fieldEnd === end && column < this.kinds.length - 1) throw new Error('COPY row has too few fields');
      at = this.writeField(output.bytes, at, column, fieldStart, fieldEnd, found);
      fieldStart = fieldEnd + 1;
    }
    if (fieldStart !== end + 1) throw new Error('COPY row has too many fields');
    output.length = put(output.bytes, at, ROW_CLOSE);
  }

  /** Writes one field's cell (none for null or empty text); `found` tells what its bytes hold besides text. */
  private writeField(
    target: Buffer,
    at: number,
    column: number,
    from: number,
    to: number,
    found: number,
  ): number {
    let bytes = this.pending;
    if (found & ESCAPE) {
      // `\N` alone is null; any other backslash starts an escape
      if (to - from === 2 && bytes[from + 1] === 0x4e) return at;
      to = this.unescape(from, to);
      from = 0;
      bytes = this.unescaped;
      found |= MARKUP;
    }
    if (from === to) return at;
    if (this.kinds[column] === 'text') return this.writeText(target, at, column, bytes, from, to, found);
    const fast = this.writeNumber(target, at, column, bytes, from, to);
    if (fast >= 0) return fast;
    const value = exactNumber(bytes.toString('latin1', from, to));
    if (typeof value !== 'number' || !Number.isFinite(value)) {
      // a decimal no double holds to the digit is written as its text, as the record writer does
      const text = ascii(String(value));
      return this.writeText(target, at, column, text, 0, text.length, MARKUP);
    }
    at = this.openCell(target, at, column);
    at = put(target, at, VALUE_OPEN);
    at += target.write(String(value), at, 'latin1');
    return put(target, at, VALUE_END);
  }

  /** A decimal cell written from the decimal's digits when they are its number's text; -1 when not. */
  private writeNumber(
    target: Buffer,
    at: number,
    column: number,
    bytes: Buffer,
    from: number,
    to: number,
  ): number {
    const digits = plainNumberDigits(bytes, from, to);
    if (!digits) return -1;
    at = this.openCell(target, at, column);
    at = put(target, at, VALUE_OPEN);
    if (digits.zero) target[at++] = 0x30;
    else {
      if (bytes[from] === 0x2d) target[at++] = 0x2d;
      for (let index = digits.start; index < digits.end; index++) target[at++] = bytes[index] as number;
    }
    return put(target, at, VALUE_END);
  }

  private writeText(
    target: Buffer,
    at: number,
    column: number,
    bytes: Buffer,
    from: number,
    to: number,
    found: number,
  ): number {
    at = this.openCell(target, at, column);
    // text that looks like a formula gets the text format, so no spreadsheet evaluates it on edit
    if (isFormulaLead(bytes[from] as number)) at = put(target, at, TEXT_FORMAT);
    const spaced = startsWithSpace(bytes, from) || endsWithSpace(bytes, from, to);
    at = put(target, at, spaced ? INLINE_PRESERVED : INLINE);
    if (found & MARKUP) at = putXmlText(target, at, bytes, from, to);
    else if (to - from > 32) at += bytes.copy(target, at, from, to);
    else for (let index = from; index < to; index++) target[at++] = bytes[index] as number;
    return put(target, at, INLINE_END);
  }

  private openCell(target: Buffer, at: number, column: number): number {
    return this.putDigits(target, put(target, at, this.openings[column] as Buffer));
  }

  private putDigits(target: Buffer, at: number): number {
    for (let index = 0; index < this.digitCount; index++) target[at++] = this.digits[index] as number;
    return at;
  }

  /** The field's text with COPY's backslash escapes undone, into `unescaped`; answers its length. */
  private unescape(from: number, to: number): number {
    if (this.unescaped.length < to - from) this.unescaped = Buffer.alloc(2 * (to - from));
    const text = this.pending;
    let length = 0;
    for (let index = from; index < to; index++) {
      let byte = text[index] as number;
      if (byte === BACKSLASH && index + 1 < to)
        byte = ESCAPED[text[++index] as number] ?? (text[index] as number);
      this.unescaped[length++] = byte;
    }
    return length;
  }
}

/** What COPY's text format writes after a backslash for a control character (TO never writes octal or hex). */
const ESCAPED: Record<number, number> = { 98: 0x08, 102: 0x0c, 110: 0x0a, 114: 0x0d, 116: 0x09, 118: 0x0b };

function put(target: Buffer, at: number, bytes: Buffer): number {
  for (let index = 0; index < bytes.length; index++) target[at++] = bytes[index] as number;
  return at;
}

/** What a byte of a COPY text field is to the writer. */
const FIELD_END = 1;
/** a backslash: the field has escapes to undo (or is `\N`) */
const ESCAPE = 2;
/** a byte XML text cannot take as it is: & < > a control character, or the lead of U+FFFE / U+FFFF */
const MARKUP = 4;
const BYTE_KIND = new Uint8Array(256).map((_, byte) => {
  if (byte === TAB) return FIELD_END;
  if (byte === BACKSLASH) return ESCAPE;
  return byte < 0x20 || byte === 0x26 || byte === 0x3c || byte === 0x3e || byte === 0xef ? MARKUP : 0;
});

/**
 * UTF-8 text as XML element text, as `xmlText` escapes it: markup characters escaped, a carriage return as a
 * reference, tab and line feed kept, other control characters and U+FFFE / U+FFFF (EF BF BE / EF BF BF) dropped.
 */
function putXmlText(target: Buffer, at: number, bytes: Buffer, from: number, to: number): number {
  for (let index = from; index < to; index++) {
    const byte = bytes[index] as number;
    if (BYTE_KIND[byte] !== MARKUP || byte === TAB || byte === NEWLINE) target[at++] = byte;
    else if (byte === 0x26) at = put(target, at, AMPERSAND);
    else if (byte === 0x3c) at = put(target, at, LESS_THAN);
    else if (byte === 0x3e) at = put(target, at, GREATER_THAN);
    else if (byte === 0x0d) at = put(target, at, CARRIAGE_RETURN);
    else if (byte === 0xef) {
      if (bytes[index + 1] === 0xbf && ((bytes[index + 2] as number) & 0xfe) === 0xbe) index += 2;
      else target[at++] = byte;
    }
    // any other control character is dropped
  }
  return at;
}

/**
 * Where the digits of a decimal's JavaScript number text are in its COPY text, for the usual case where that
 * text is the decimal without trailing fraction zeros (and its point): [-]digits[.digits] with at most 15
 * significant digits (so the number is exact, as `exactNumber` counts them) and a value 0 or from 1e-6 on
 * (smaller ones JavaScript writes with an exponent; 15 digits never reach 1e21). Undefined when another case.
 */
export function plainNumberDigits(
  bytes: Buffer,
  from: number,
  to: number,
): { start: number; end: number; zero: boolean } | undefined {
  let index = bytes[from] === 0x2d ? from + 1 : from;
  const integerStart = index;
  while (index < to && isDigit(bytes[index] as number)) index++;
  const integerEnd = index;
  if (integerEnd === integerStart) return undefined;
  if (index < to) {
    if (bytes[index] !== 0x2e || index + 1 === to) return undefined;
    for (index++; index < to; index++) if (!isDigit(bytes[index] as number)) return undefined;
  }
  let significantStart = integerStart;
  while (significantStart < to && (bytes[significantStart] === 0x30 || bytes[significantStart] === 0x2e)) {
    significantStart++;
  }
  if (significantStart === to) return { start: 0, end: 0, zero: true };
  const pointInside = significantStart < integerEnd && integerEnd < to;
  if (to - significantStart - (pointInside ? 1 : 0) > 15) return undefined;
  // 0.000000x and smaller: JavaScript writes an exponent
  if (significantStart > integerEnd && significantStart - integerEnd - 1 >= 6) return undefined;
  let end = to;
  if (integerEnd < to) {
    while (bytes[end - 1] === 0x30) end--;
    if (end === integerEnd + 1) end = integerEnd;
  }
  // the integer digits from the first non-zero one, or the single 0 before the point
  const start = significantStart < integerEnd ? significantStart : integerEnd - 1;
  return { start, end, zero: false };
}

function isDigit(byte: number): boolean {
  return byte >= 0x30 && byte <= 0x39;
}

/** = + - @ tab, carriage return: text a spreadsheet could read as a formula or a DDE call (as `cellXml`). */
function isFormulaLead(byte: number): boolean {
  return byte === 61 || byte === 43 || byte === 45 || byte === 64 || byte === 9 || byte === 13;
}

/** Is the character at `index` one that `String.prototype.trim` removes? */
function startsWithSpace(bytes: Buffer, index: number): boolean {
  const byte = bytes[index] as number;
  if (byte < 0x80) return byte === 0x20 || (byte >= 0x09 && byte <= 0x0d);
  return isUnicodeSpace(bytes, index);
}

function endsWithSpace(bytes: Buffer, from: number, to: number): boolean {
  const last = bytes[to - 1] as number;
  if (last < 0x80) return last === 0x20 || (last >= 0x09 && last <= 0x0d);
  // the last character starts at the last byte that is not a continuation byte (10xxxxxx)
  let index = to - 1;
  while (index > from && ((bytes[index] as number) & 0xc0) === 0x80) index--;
  return isUnicodeSpace(bytes, index);
}

/**
 * The non-ASCII white space of JavaScript's `trim`, in UTF-8: U+00A0, U+1680, U+2000-U+200A, U+2028, U+2029,
 * U+202F, U+205F, U+3000 and U+FEFF.
 */
function isUnicodeSpace(bytes: Buffer, index: number): boolean {
  const first = bytes[index];
  const second = bytes[index + 1] as number;
  const third = bytes[index + 2] as number;
  if (first === 0xc2) return second === 0xa0;
  if (first === 0xe1) return second === 0x9a && third === 0x80;
  if (first === 0xe2 && second === 0x80)
    return third <= 0x8a || third === 0xa8 || third === 0xa9 || third === 0xaf;
  if (first === 0xe2) return second === 0x81 && third === 0x9f;
  if (first === 0xe3) return second === 0x80 && third === 0x80;
  return first === 0xef && second === 0xbb && third === 0xbf;
}
