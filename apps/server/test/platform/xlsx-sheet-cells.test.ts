import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { oneSheetWorkbook, sharedStringsXml, sheetRowsOf, stylesXml } from '../helpers/hand-workbook.ts';

/** A workbook as exceljs writes it (shared strings after the sheet, workbook.xml last), one row per array. */
async function excelFile(rows: ExcelJS.CellValue[][], formats: Record<string, string> = {}) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Data');
  for (const row of rows) sheet.addRow(row);
  for (const [address, numFmt] of Object.entries(formats)) sheet.getCell(address).numFmt = numFmt;
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const day = (text: string) => new Date(`${text}T00:00:00Z`);

describe('the sheet reader: cells of a workbook written by exceljs', () => {
  it('reads shared strings, rich text joined, numbers as decimal text, text trimmed', async () => {
    const file = await excelFile([
      ['Part No', { richText: [{ text: 'Bo', font: { bold: true } }, { text: 'lt ' }] }, 10, 2.5],
      ['  spaced  ', '0012', -0.125, 1e21],
    ]);
    expect(await sheetRowsOf(file, 4)).toEqual([
      [1, 'Part No', 'Bolt', '10', '2.5'],
      [2, 'spaced', '0012', '-0.125', '1e+21'],
    ]);
  });

  it('reads dates by their number format: built-in 14, a custom yyyy/mm/dd; not 0.00 nor quoted "days"', async () => {
    const file = await excelFile([[day('2026-12-01'), day('2024-02-29'), 46000.5, 3]], {
      A1: 'mm-dd-yy',
      B1: 'yyyy/mm/dd',
      C1: '0.00',
      D1: '0 "days"',
    });
    expect(await sheetRowsOf(file, 4)).toEqual([[1, '2026-12-01', '2024-02-29', '46000.5', '3']]);
  });

  it('reads a formula as its cached result, never evaluating it, and a date formula as a date', async () => {
    const file = await excelFile(
      [
        [
          { formula: '1+1', result: 2 },
          { formula: 'A1&"x"', result: '2x' },
          { formula: 'TODAY()', result: day('2026-01-31') },
          { formula: 'SUM(A9:A10)' },
        ],
      ],
      { C1: 'yyyy-mm-dd' },
    );
    expect(await sheetRowsOf(file, 4)).toEqual([[1, '2', '2x', '2026-01-31', undefined]]);
  });

  it('reads booleans as true/false, an error as nothing, blank and whitespace cells as nothing', async () => {
    const file = await excelFile([[true, false, { error: '#N/A' }, '   ', null, '']]);
    expect(await sheetRowsOf(file, 6)).toEqual([
      [1, 'true', 'false', undefined, undefined, undefined, undefined],
    ]);
  });

  it("keeps only the template's columns, and fills a gap with nothing", async () => {
    const file = await excelFile([
      ['A', null, 'C', 'D', 'E'],
      [null, null, 'C2'],
    ]);
    expect(await sheetRowsOf(file, 3)).toEqual([
      [1, 'A', undefined, 'C'],
      [2, undefined, undefined, 'C2'],
    ]);
  });

  it('reads Chinese and Thai text, and markup characters, as written', async () => {
    const file = await excelFile([['零件号 供应商', 'ซัพพลายเออร์ สินค้า', '<b> & "x" \'y\'']]);
    expect(await sheetRowsOf(file, 3)).toEqual([[1, '零件号 供应商', 'ซัพพลายเออร์ สินค้า', '<b> & "x" \'y\'']]);
  });
});

describe('the sheet reader: cells exceljs cannot write', () => {
  it('reads inline strings, rich runs included, and leaves out phonetic guides', async () => {
    const file = oneSheetWorkbook(
      '<row r="1"><c r="A1" t="inlineStr"><is><t>inline 中文</t></is></c>' +
        '<c r="B1" t="inlineStr"><is><r><t>ri</t></r><r><rPr><b/></rPr><t xml:space="preserve">ch ไทย</t></r></is></c>' +
        '<c r="C1" t="s"><v>0</v></c>' +
        '<c r="D1" t="inlineStr"><is><t>  </t></is></c></row>',
      [
        [
          'xl/sharedStrings.xml',
          sharedStringsXml(['<r><t>東</t></r><r><t>京</t></r><rPh sb="0" eb="2"><t>トウキョウ</t></rPh>']),
        ],
      ],
    );
    expect(await sheetRowsOf(file, 4)).toEqual([[1, 'inline 中文', 'rich ไทย', '東京', undefined]]);
  });

  it('reads t="str" and t="d" cells, entities and character references', async () => {
    const file = oneSheetWorkbook(
      '<row r="1"><c r="A1" t="str"><f>A2</f><v>a &amp; b &lt;c&gt;</v></c>' +
        '<c r="B1" t="d"><v>2026-03-05T00:00:00Z</v></c>' +
        '<c r="C1" t="inlineStr"><is><t>&#x0E01;&#3586;</t></is></c>' +
        '<c r="D1" t="s"><v>7</v></c></row>',
    );
    expect(await sheetRowsOf(file, 4)).toEqual([[1, 'a & b <c>', '2026-03-05', 'กข', undefined]]);
  });

  it('reads dates of the 1904 date system', async () => {
    const rows = '<row r="1"><c r="A1" s="1"><v>0</v></c><c r="B1" s="1"><v>44561</v></c></row>';
    const styles: [string, string] = ['xl/styles.xml', stylesXml({}, [0, 14])];
    const in1904 = oneSheetWorkbook(rows, [styles], '<workbookPr date1904="1"/>');
    expect(await sheetRowsOf(in1904, 2)).toEqual([[1, '1904-01-01', '2026-01-01']]);
    const in1900 = oneSheetWorkbook(rows, [styles], '<workbookPr date1904="false"/>');
    expect(await sheetRowsOf(in1900, 2)).toEqual([[1, '1899-12-30', '2021-12-31']]);
  });

  it('takes date formats from cellXfs only, and a custom "0.00" is no date', async () => {
    const styles = stylesXml(
      { 165: '0.00', 166: '[$-409]d-mmm-yy;@' },
      [0, 165, 166, 14],
      '<cellStyleXfs><xf numFmtId="14"/></cellStyleXfs><dxfs><dxf><numFmt numFmtId="165" formatCode="yyyy"/></dxf></dxfs>',
    );
    const file = oneSheetWorkbook(
      '<row r="1"><c r="A1"><v>46000</v></c><c r="B1" s="1"><v>46000</v></c>' +
        '<c r="C1" s="2"><v>46000</v></c><c r="D1" s="3"><v>46000.75</v></c><c r="E1" s="9"><v>46000</v></c></row>',
      [['xl/styles.xml', styles]],
    );
    expect(await sheetRowsOf(file, 5)).toEqual([[1, '46000', '46000', '2025-12-09', '2025-12-09', '46000']]);
  });
});
