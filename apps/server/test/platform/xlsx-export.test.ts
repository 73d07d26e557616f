import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { inBatches, streamXlsx, type XlsxColumn } from '../../src/platform/xlsx/export.ts';
import { workbookOfStream } from '../helpers/spreadsheets.ts';

interface Line {
  id: number;
  partNo: string;
  qty: number;
  note: string | null;
}

const ROWS = 5000;
/** Text a spreadsheet would take for a formula or a DDE call, planted on a few rows. */
const DANGEROUS: Record<number, string> = {
  1: '=1+2',
  2: '+SUM(A1:A3)',
  3: '-2+3',
  4: '@SUM(1,2)',
  2500: '=HYPERLINK("http://example.com","click")',
  5000: "=cmd|' /C calc'!A0",
};

const lines: Line[] = Array.from({ length: ROWS }, (_, index) => {
  const id = index + 1;
  return {
    id,
    partNo: `P-${String(id).padStart(5, '0')}`,
    qty: id * 1.5,
    note: DANGEROUS[id] ?? (id % 7 === 0 ? null : `note ${id}`),
  };
});

const columns: XlsxColumn<Line>[] = [
  { header: 'Part No', value: (line) => line.partNo },
  { header: 'Quantity', width: 12, value: (line) => line.qty },
  { header: 'Note', value: (line) => line.note },
];

/** A keyset-paged source over `lines`, recording each call. */
function source(calls: Array<{ after: number | undefined; limit: number }>) {
  return async (after: Line | undefined, limit: number) => {
    calls.push({ after: after?.id, limit });
    const start = after ? lines.findIndex((line) => line.id === after.id) + 1 : 0;
    return lines.slice(start, start + limit);
  };
}

describe('streamXlsx with inBatches', () => {
  it('streams 5,000 rows in keyset batches into one sheet, every value in place', async () => {
    const calls: Array<{ after: number | undefined; limit: number }> = [];
    const workbook = await workbookOfStream(streamXlsx('Parts', columns, inBatches(source(calls))));
    expect(calls).toEqual([
      { after: undefined, limit: 2000 },
      { after: 2000, limit: 2000 },
      { after: 4000, limit: 2000 },
    ]);
    expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(['Parts']);
    const sheet = workbook.getWorksheet('Parts');
    if (!sheet) throw new Error('no sheet');
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).values).toEqual([undefined, 'Part No', 'Quantity', 'Note']);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    for (const line of lines) {
      const row = sheet.getRow(line.id + 1);
      expect(row.getCell(1).value).toBe(line.partNo);
      expect(row.getCell(2).value).toBe(line.qty);
      expect(row.getCell(3).value).toBe(line.note);
    }
    expect(sheet.getColumn(2).width).toBe(12);
    expect(sheet.getColumn(1).width).toBe(18);
  });

  it('writes text that starts with = + - @ as text with the text format, never as a formula', async () => {
    const calls: Array<{ after: number | undefined; limit: number }> = [];
    const workbook = await workbookOfStream(streamXlsx('Parts', columns, inBatches(source(calls), 1000)));
    const sheet = workbook.worksheets[0];
    if (!sheet) throw new Error('no sheet');
    for (const [id, text] of Object.entries(DANGEROUS)) {
      const cell = sheet.getRow(Number(id) + 1).getCell(3);
      expect(cell.type, text).toBe(ExcelJS.ValueType.String);
      expect(cell.value, text).toBe(text);
      expect(cell.formula, text).toBeUndefined();
      expect(cell.numFmt, text).toBe('@');
    }
    const ordinary = sheet.getRow(11).getCell(3);
    expect(ordinary.value).toBe('note 10');
    expect(ordinary.numFmt).not.toBe('@');
    // numbers stay numbers
    expect(sheet.getRow(2).getCell(2).type).toBe(ExcelJS.ValueType.Number);
    // 5,000 rows in batches of 1,000: the sixth call finds nothing more
    expect(calls.map((call) => call.after)).toEqual([undefined, 1000, 2000, 3000, 4000, 5000]);
  });

  it('writes a header-only sheet for no rows', async () => {
    const workbook = await workbookOfStream(
      streamXlsx(
        'Empty',
        columns,
        inBatches(async () => []),
      ),
    );
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(1);
    expect(sheet?.getRow(1).getCell(3).value).toBe('Note');
  });

  it('fails the stream when reading the rows fails', async () => {
    async function* broken(): AsyncIterable<Line> {
      yield lines[0] as Line;
      throw new Error('database went away');
    }
    await expect(workbookOfStream(streamXlsx('Parts', columns, broken()))).rejects.toThrow(
      'database went away',
    );
  });
});
