import type { Readable } from 'node:stream';
import { inflateRawSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../../src/db/client.ts';
import { exportTurnsOf } from '../../src/db/export-share.ts';
import { copyOutChunks } from '../../src/platform/lists/copy-out.ts';
import { cursorRows } from '../../src/platform/lists/cursor-rows.ts';
import {
  type CopyCellKind,
  CopySheetRows,
  plainNumberDigits,
} from '../../src/platform/xlsx/copy-sheet-rows.ts';
import { exactNumber, streamSheets, streamXlsx, type XlsxColumn } from '../../src/platform/xlsx/export.ts';
import { readZipDirectory } from '../../src/platform/xlsx/zip-directory.ts';
import { compressedBytes } from '../../src/platform/xlsx/zip-entry-data.ts';

/** Text that each rule of the cell writer acts on: markup, formula leads, spaces JavaScript trims, controls. */
const TEXTS: (string | null)[] = [
  null,
  '',
  'plain',
  'a & b < c > d "q" \'s\'',
  '=1+2',
  '+SUM(A1)',
  '-5',
  '@cmd',
  '\tleading tab',
  '\rleading return',
  'line\nbreak',
  'return\rinside',
  'back\\slash \\N',
  '\\N',
  'N',
  ' lead space',
  'trail space ',
  '\u00a0no-break',
  'ideographic\u3000',
  '\ufeffbyte order mark',
  '\u1680ogham',
  'en quad\u2000',
  'hair\u200a',
  '\u2028line separator',
  'paragraph\u2029',
  '\u202fnarrow',
  'math\u205f',
  '\u200bzero width (not trimmed)',
  '中文供应商名称',
  'ผู้จัดจำหน่ายชิ้นส่วน',
  'controls \u0001\u0008\u000b\u000c\u000e\u001f dropped',
  'non\ufffecharacters\uffff dropped',
  'emoji 😀 𠀀',
  'x'.repeat(5000),
];

/** Decimals as PostgreSQL writes numeric: exact ones become numbers, others text. */
const DECIMALS: (string | null)[] = [
  null,
  '0',
  '0.000',
  '-0.000',
  '1.5',
  '-1.50000',
  '50.00000',
  '100',
  '123456789012345',
  '1234567890123456',
  '1234567890123.500',
  '0.000001',
  '0.0000001',
  '-0.05',
  '99999999999999.9',
  '1000000000000000000000',
  'NaN',
];

const KINDS: CopyCellKind[] = ['text', 'decimal', 'text'];
const ROWS = 3000;

/** Rows pairing every text with every decimal, numbered; the generated id keeps them apart. */
function tricky(rows: number) {
  return {
    toSQL: () => ({
      sql: `select t.texts[1 + g % cardinality(t.texts)] as label,
                   (t.decimals[1 + g % cardinality(t.decimals)])::numeric as quantity,
                   g::text as id
              from generate_series(1, $1::int) g, (select $2::text[] as texts, $3::text[] as decimals) t
             order by g`,
      params: [rows, TEXTS, DECIMALS],
    }),
  };
}

/** The record writer's columns for the same fields, as every export but the schedule download writes them. */
const recordColumns: XlsxColumn<unknown[]>[] = [
  { header: 'Label', value: (row) => row[0] as string | null },
  { header: 'Quantity', width: 12, value: (row) => exactNumber(row[1] as string | null) },
  { header: 'Id', value: (row) => row[2] as string },
];

async function entriesOf(stream: Readable): Promise<Map<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const zip = Buffer.concat(chunks);
  return new Map(
    readZipDirectory(zip).map((entry) => [
      entry.name,
      inflateRawSync(compressedBytes(zip, entry)).toString('utf8'),
    ]),
  );
}

describe('sheet rows written from COPY text', () => {
  let handle: DatabaseHandle;
  beforeAll(() => {
    handle = openDatabase(inject('adminDatabaseUrl'), 4);
  });
  afterAll(() => handle.close());

  it('writes every part byte for byte as the record writer does, across chunks and sheets', async () => {
    const options = { rowsPerSheet: 1001 };
    const fromRecords = await entriesOf(
      streamXlsx('Tricky', recordColumns, cursorRows(handle.db, tricky(ROWS)), options),
    );
    const fromCopy = await entriesOf(
      streamSheets(
        'Tricky',
        recordColumns,
        new CopySheetRows(copyOutChunks(handle.db, tricky(ROWS)), KINDS),
        options,
      ),
    );
    expect([...fromCopy.keys()]).toEqual([...fromRecords.keys()]);
    expect(fromCopy.size).toBe(3 + 3 + 2); // fixed parts, three sheets, the workbook and its relations
    // compared as booleans: a difference would print megabytes
    for (const [name, xml] of fromRecords) expect(fromCopy.get(name) === xml, name).toBe(true);
    // the rules above did act: formula text formatted, spaces kept, controls dropped, decimals as numbers
    const first = fromCopy.get('xl/worksheets/sheet1.xml') ?? '';
    const has = (pattern: RegExp) => pattern.test(first);
    expect(has(/<c r="A\d+" s="2" t="inlineStr"><is><t>=1\+2<\/t><\/is><\/c>/)).toBe(true);
    expect(has(/<t xml:space="preserve">\u00a0no-break<\/t>/)).toBe(true);
    expect(has(/<t>controls {2}dropped<\/t>/)).toBe(true);
    expect(has(/<t>a &amp; b &lt; c &gt; d "q" 's'<\/t>/)).toBe(true);
    expect(has(/<c r="B\d+"><v>-1\.5<\/v><\/c>/)).toBe(true);
    expect(has(/<c r="B\d+" t="inlineStr"><is><t>1234567890123456<\/t><\/is><\/c>/)).toBe(true);
  });

  it('writes a header-only sheet for no rows', async () => {
    const fromCopy = await entriesOf(
      streamSheets('Empty', recordColumns, new CopySheetRows(copyOutChunks(handle.db, tricky(0)), KINDS)),
    );
    const sheet = fromCopy.get('xl/worksheets/sheet1.xml') ?? '';
    expect(sheet).toContain('<row r="1"');
    expect(sheet).not.toContain('<row r="2"');
  });

  it('gives the connection and the export turn back when the reader stops early, and when the query fails', async () => {
    const turns = exportTurnsOf(handle.db.$client);
    const stream = streamSheets(
      'Early',
      recordColumns,
      new CopySheetRows(copyOutChunks(handle.db, tricky(200_000)), KINDS),
    );
    for await (const _ of stream) break;
    await expect.poll(() => turns.state.holding).toBe(0);
    const broken = { toSQL: () => ({ sql: 'select 1/0', params: [] }) };
    await expect(async () => {
      for await (const _ of copyOutChunks(handle.db, broken)) {
        // reads nothing: the query fails
      }
    }).rejects.toThrow(/division by zero/);
    expect(turns.state.holding).toBe(0);
    // the pool still answers: no connection was left inside a COPY
    expect((await handle.pool.query('select 1 as one')).rows[0]).toEqual({ one: 1 });
    expect(handle.pool.totalCount).toBeLessThanOrEqual(4);
  });
});

describe('CopySheetRows over chunks cut anywhere', () => {
  /** COPY text of a few rows, one of them longer than any chunk, with escapes and multi-byte characters. */
  const copyText = Buffer.from(
    [
      'plain\t1.50\tA',
      `${'long '.repeat(3000)}\t-0.000\tB`,
      '\\N\t\\N\tC',
      'tab\\there\\nnewline 中文 ผู้\t12345678901234567\tD',
      '=formula\t0.0000001\tE',
    ].join('\n') + '\n',
  );

  async function xmlOf(chunkSizes: (index: number) => number): Promise<string> {
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let at = 0, index = 0; at < copyText.length; index++) {
        const size = chunkSizes(index);
        yield copyText.subarray(at, at + size);
        at += size;
      }
    }
    const rows = new CopySheetRows(chunks(), KINDS);
    const pieces: Buffer[] = [];
    for await (const piece of rows.write(2, 100)) pieces.push(piece);
    expect(await rows.hasMore()).toBe(false);
    return Buffer.concat(pieces).toString('utf8');
  }

  it('writes the same rows however the text is cut into chunks', async () => {
    const whole = await xmlOf(() => copyText.length);
    expect(whole).toContain('<row r="6">');
    expect(whole).toContain('<t>tab\there\nnewline 中文 ผู้</t>');
    for (const size of [1, 2, 3, 7, 64, 4095, 4096, 4097, 20_000])
      expect(await xmlOf(() => size), `${size}`).toBe(whole);
    expect(await xmlOf((index) => 1 + ((index * 7919) % 97))).toBe(whole);
  });

  it('stops at the last row of a sheet and goes on from the next row in the next sheet', async () => {
    const whole = await xmlOf(() => 5);
    async function* chunks(): AsyncGenerator<Buffer> {
      for (let at = 0; at < copyText.length; at += 5) yield copyText.subarray(at, at + 5);
    }
    const rows = new CopySheetRows(chunks(), KINDS);
    const first: Buffer[] = [];
    for await (const piece of rows.write(2, 3)) first.push(piece);
    expect(await rows.hasMore()).toBe(true);
    const second: Buffer[] = [];
    for await (const piece of rows.write(4, 100)) second.push(piece);
    expect(await rows.hasMore()).toBe(false);
    expect(Buffer.concat([...first, ...second]).toString('utf8')).toBe(whole);
  });

  it('refuses text that ends inside a row', async () => {
    async function* cut(): AsyncGenerator<Buffer> {
      yield copyText.subarray(0, 40);
    }
    const rows = new CopySheetRows(cut(), KINDS);
    await expect(async () => {
      for await (const _ of rows.write(2, 100)) {
        // reads until the text ends
      }
    }).rejects.toThrow(/inside a row/);
  });
});

describe('plainNumberDigits', () => {
  const text = (decimal: string) => {
    const bytes = Buffer.from(decimal, 'latin1');
    const digits = plainNumberDigits(bytes, 0, bytes.length);
    if (!digits) return undefined;
    if (digits.zero) return '0';
    return (decimal.startsWith('-') ? '-' : '') + bytes.toString('latin1', digits.start, digits.end);
  };

  it('answers the JavaScript number text of exact decimals and nothing for the rest', () => {
    const random = (digits: number) =>
      Array.from({ length: digits }, () => String(Math.floor(Math.random() * 10))).join('');
    const decimals = [
      ...(DECIMALS.filter(Boolean) as string[]),
      '0.5',
      '-0',
      '5.',
      '.5',
      '1-2',
      '0.00000100',
    ];
    for (let index = 0; index < 20_000; index++) {
      const integer = random(1 + (index % 18)).replace(/^0+(?=\d)/, '');
      const fraction = index % 3 === 0 ? '' : `.${'0'.repeat(index % 8)}${random(index % 6)}`;
      decimals.push(
        `${index % 5 === 0 ? '-' : ''}${index % 4 === 0 ? '0' : integer}${fraction === '.' ? '' : fraction}`,
      );
    }
    let plain = 0;
    for (const decimal of decimals) {
      const expected = exactNumber(decimal);
      const written = text(decimal);
      if (written === undefined) continue;
      plain++;
      expect(typeof expected, decimal).toBe('number');
      expect(written, decimal).toBe(String(expected));
    }
    expect(plain).toBeGreaterThan(10_000);
  });
});
