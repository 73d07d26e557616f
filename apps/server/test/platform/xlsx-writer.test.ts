import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { type CellValue, exactNumber, streamXlsx, type XlsxColumn } from '../../src/platform/xlsx/export.ts';
import { workbookOfStream } from '../helpers/spreadsheets.ts';

type Row = CellValue[];

const columnsOf = (headers: string[]): XlsxColumn<Row>[] =>
  headers.map((header, index) => ({ header, value: (row) => row[index] }));

async function* each<T>(items: T[]): AsyncGenerator<T> {
  yield* items;
}

/** Rows 1..count, counting how many were read and whether the reader closed the source. */
function countedSource(count: number) {
  const seen = { read: 0, closed: false };
  async function* rows(): AsyncGenerator<Row> {
    try {
      for (let id = 1; id <= count; id++) {
        seen.read = id;
        yield [id, `part ${id} ${'x'.repeat(40)}`];
      }
    } finally {
      seen.closed = true;
    }
  }
  return { seen, rows: rows() };
}

describe('the xlsx writer, read back with exceljs', () => {
  it('keeps every kind of cell: text, integer, decimal, negative, date, empty', async () => {
    const when = new Date(Date.UTC(2026, 10, 26, 8, 30, 15));
    const workbook = await workbookOfStream(
      streamXlsx(
        'Kinds',
        columnsOf(['Text', 'Integer', 'Decimal', 'Negative', 'Date', 'Null', 'Empty text', 'Last']),
        each<Row>([['P-1', 42, 1234.56789, -0.5, when, null, '', 'end']]),
      ),
    );
    const row = workbook.worksheets[0]?.getRow(2);
    if (!row) throw new Error('no row');
    expect(row.getCell(1).value).toBe('P-1');
    expect(row?.getCell(2).value).toBe(42);
    expect(row?.getCell(3).value).toBe(1234.56789);
    expect(row?.getCell(4).value).toBe(-0.5);
    expect(row?.getCell(5).type).toBe(ExcelJS.ValueType.Date);
    expect((row.getCell(5).value as Date).toISOString()).toBe(when.toISOString());
    expect(row?.getCell(5).numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(row?.getCell(6).value).toBeNull();
    expect(row?.getCell(7).value).toBeNull();
    // the cell after the empty ones is still in its own column
    expect(row?.getCell(8).value).toBe('end');
  });

  it('keeps text with XML markup, quotes, line breaks, tabs and spaces as written', async () => {
    const texts = [
      'a < b && c > d',
      'he said "hi" & \'bye\'',
      'tab\there',
      'line one\nline two\r\nline three\rfour',
      '  padded  ',
      'literal _x0041_ and ]]> and &amp;',
      'emoji 📦 中文 ภาษาไทย',
    ];
    const workbook = await workbookOfStream(
      streamXlsx('Text', columnsOf(['Text']), each(texts.map((text) => [text]))),
    );
    const sheet = workbook.worksheets[0];
    texts.forEach((text, index) => {
      expect(sheet?.getRow(index + 2).getCell(1).value, JSON.stringify(text)).toBe(text);
    });
  });

  it('keeps spaces at either end of text in any script, and text with none as it is', async () => {
    const texts = ['\u00a0no-break before', 'ideographic after\u3000', ' x', 'x ', 'ไทย', '中文', 'x'];
    const workbook = await workbookOfStream(
      streamXlsx('Spaces', columnsOf(['Text']), each(texts.map((text) => [text]))),
    );
    const sheet = workbook.worksheets[0];
    texts.forEach((text, index) => {
      expect(sheet?.getRow(index + 2).getCell(1).value, JSON.stringify(text)).toBe(text);
    });
  });

  it('drops control characters XML cannot carry, keeping the text around them', async () => {
    const workbook = await workbookOfStream(
      streamXlsx(
        'Control',
        columnsOf(['Text']),
        each<Row>([['bell\u0007 vertical\u000B form\u000C null\u0000 escape\u001B end\uFFFF']]),
      ),
    );
    expect(workbook.worksheets[0]?.getRow(2).getCell(1).value).toBe('bell vertical form null escape end');
  });

  it('writes a formula-looking text as text with the text format, and ordinary text without it', async () => {
    const workbook = await workbookOfStream(
      streamXlsx('Guard', columnsOf(['Note']), each<Row>([['=SUM(A1:A2)'], ['@cmd'], ['plain']])),
    );
    const sheet = workbook.worksheets[0];
    const formulaLike = sheet?.getRow(2).getCell(1);
    expect(formulaLike?.type).toBe(ExcelJS.ValueType.String);
    expect(formulaLike?.value).toBe('=SUM(A1:A2)');
    expect(formulaLike?.numFmt).toBe('@');
    expect(sheet?.getRow(3).getCell(1).numFmt).toBe('@');
    expect(sheet?.getRow(4).getCell(1).numFmt).toBeUndefined();
  });

  it('gives every formula lead the text format: = + - @ tab and carriage return, and no other', async () => {
    const leads = ['=1', '+1', '-1', '@a', '\tx', '\rx'];
    const others = ['1=1', 'a+b', '#1', '*x', '~x', '中=', ' =1'];
    const workbook = await workbookOfStream(
      streamXlsx('Leads', columnsOf(['Note']), each<Row>([...leads, ...others].map((text) => [text]))),
    );
    const sheet = workbook.worksheets[0];
    leads.forEach((text, index) => {
      expect(sheet?.getRow(index + 2).getCell(1).numFmt, JSON.stringify(text)).toBe('@');
    });
    others.forEach((text, index) => {
      expect(sheet?.getRow(leads.length + index + 2).getCell(1).numFmt, JSON.stringify(text)).toBeUndefined();
    });
  });

  it('names columns past Z with two letters and keeps their widths', async () => {
    const headers = Array.from({ length: 30 }, (_, index) => `H${index + 1}`);
    const columns = headers.map((header, index) => ({
      header,
      width: 10 + index,
      value: (row: Row) => row[index],
    }));
    const workbook = await workbookOfStream(
      streamXlsx('Wide', columns, each([headers.map((_, index) => index)])),
    );
    const sheet = workbook.worksheets[0];
    expect(sheet?.getCell('AD1').value).toBe('H30');
    expect(sheet?.getCell('AD2').value).toBe(29);
    expect(sheet?.getColumn(30).width).toBe(39);
  });
});

describe('rows beyond one sheet', () => {
  it('continue on next sheets under the same header, none empty', async () => {
    // 4 rows a sheet with the header: 3 data rows each; 7 rows fill two sheets and start a third
    const rows = Array.from({ length: 7 }, (_, index): Row => [index + 1, `row ${index + 1}`]);
    const workbook = await workbookOfStream(
      streamXlsx('Lines', columnsOf(['No', 'Text']), each(rows), { rowsPerSheet: 4 }),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Lines', 'Lines (2)', 'Lines (3)']);
    const sheetValues = workbook.worksheets.map((sheet) => {
      const values: CellValue[] = [];
      sheet.eachRow((row) => {
        values.push(row.getCell(1).value as CellValue);
      });
      return values;
    });
    expect(sheetValues).toEqual([
      ['No', 1, 2, 3],
      ['No', 4, 5, 6],
      ['No', 7],
    ]);
    expect(workbook.worksheets[1]?.getRow(1).font?.bold).toBe(true);
  });

  it('starts no next sheet when the rows end exactly at a sheet end', async () => {
    const rows = Array.from({ length: 6 }, (_, index): Row => [index + 1]);
    const workbook = await workbookOfStream(
      streamXlsx('Lines', columnsOf(['No']), each(rows), { rowsPerSheet: 4 }),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Lines', 'Lines (2)']);
    expect(workbook.worksheets[1]?.rowCount).toBe(4);
  });

  it("cut long names to Excel's 31 characters, the sheet number kept", async () => {
    const name = 'A sheet name far longer than Excel allows';
    const workbook = await workbookOfStream(
      streamXlsx(name, columnsOf(['No']), each<Row>([[1], [2]]), { rowsPerSheet: 2 }),
    );
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual([
      name.slice(0, 31),
      `${name.slice(0, 27)} (2)`,
    ]);
  });
});

describe('reading at the reader pace', () => {
  it('reads rows only as the file is read: a reader that pauses holds the source back', async () => {
    const { seen, rows } = countedSource(200_000);
    const stream = streamXlsx('Slow', columnsOf(['No', 'Part']), rows);
    const iterator = stream[Symbol.asyncIterator]();
    for (let bytes = 0; bytes < 50_000; ) {
      const chunk = await iterator.next();
      bytes += (chunk.value as Buffer).length;
    }
    // the writer may fill its small read-ahead (slowly on a busy machine), then waits for the reader
    let readWhilePaused = -1;
    for (let attempt = 0; attempt < 50 && seen.read !== readWhilePaused; attempt++) {
      readWhilePaused = seen.read;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(seen.read).toBe(readWhilePaused);
    expect(readWhilePaused).toBeGreaterThan(0);
    expect(readWhilePaused).toBeLessThan(100_000);
    stream.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.closed).toBe(true);
    expect(seen.read).toBe(readWhilePaused);
  });

  it('closes the source when the reader goes away mid-file', async () => {
    const { seen, rows } = countedSource(1_000_000);
    const stream = streamXlsx('Gone', columnsOf(['No', 'Part']), rows);
    let bytes = 0;
    for await (const chunk of stream) {
      bytes += (chunk as Buffer).length;
      if (bytes > 200_000) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(seen.closed).toBe(true);
    expect(seen.read).toBeLessThan(1_000_000);
  });
});

describe('exactNumber', () => {
  it('writes a decimal of at most 15 significant digits as a number', () => {
    expect(exactNumber('120.00000')).toBe(120);
    expect(exactNumber('-0.50000')).toBe(-0.5);
    expect(exactNumber('0.00000')).toBe(0);
    expect(exactNumber('0.000001234500000')).toBe(0.0000012345);
    expect(exactNumber('1234567890.12345')).toBe(1234567890.12345);
    expect(exactNumber('-123456789012345')).toBe(-123456789012345);
  });

  it('keeps a decimal with more significant digits as its text, so nothing is rounded', () => {
    expect(exactNumber('1234567890123.45678')).toBe('1234567890123.45678');
    expect(exactNumber('-1234567890123456')).toBe('-1234567890123456');
    expect(exactNumber('0.1234567890123456')).toBe('0.1234567890123456');
  });

  it('passes null on', () => {
    expect(exactNumber(null)).toBeNull();
  });
});
