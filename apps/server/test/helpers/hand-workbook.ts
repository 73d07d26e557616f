import { readSheetJob } from '../../src/platform/xlsx/sheet-reader/read-sheet-job.ts';
import type { SheetOutcome } from '../../src/platform/xlsx/sheet-reader/sheet-job.ts';
import type { SheetLimits } from '../../src/platform/xlsx/sheet-reader/sheet-limits.ts';
import { type PackedEntry, packed, zipArchive } from './zip-archive.ts';

/**
 * Workbooks written part by part, for what exceljs's writer cannot produce: inline strings, the 1904 date
 * system, rows and cells without `r`, sheets in another order than the zip's, broken parts.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const WORKSHEET = `${RELATIONSHIPS}/worksheet`;
const DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>';

/** xl/workbook.xml naming one sheet per relationship id, in tab order; `properties` e.g. `<workbookPr/>`. */
export const workbookXml = (relationshipIds: string[], properties = '') =>
  `${DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">${properties}<sheets>${relationshipIds
    .map((id, index) => `<sheet name="Sheet${index + 1}" sheetId="${index + 1}" r:id="${id}"/>`)
    .join('')}</sheets></workbook>`;

/** xl/_rels/workbook.xml.rels: relationship id → target. */
export const relationshipsXml = (targets: Record<string, string>) =>
  `${DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${Object.entries(targets)
    .map(([id, target]) => `<Relationship Id="${id}" Type="${WORKSHEET}" Target="${target}"/>`)
    .join('')}</Relationships>`;

/** A sheet part around the given `<row>` elements. */
export const sheetXml = (rows: string) =>
  `${DECLARATION}<worksheet xmlns="${MAIN}"><sheetData>${rows}</sheetData></worksheet>`;

/** xl/sharedStrings.xml of the given `<si>` contents. */
export const sharedStringsXml = (items: string[]) =>
  `${DECLARATION}<sst xmlns="${MAIN}">${items.map((item) => `<si>${item}</si>`).join('')}</sst>`;

/** xl/styles.xml with custom formats (id → code) and the number format of each cell style, in order. */
export const stylesXml = (formats: Record<number, string>, cellFormats: number[], more = '') =>
  `${DECLARATION}<styleSheet xmlns="${MAIN}"><numFmts>${Object.entries(formats)
    .map(([id, code]) => `<numFmt numFmtId="${id}" formatCode="${code}"/>`)
    .join('')}</numFmts>${more}<cellXfs>${cellFormats
    .map((id) => `<xf numFmtId="${id}" xfId="0"/>`)
    .join('')}</cellXfs></styleSheet>`;

/** An archive of the parts in the order given (the zip's order is what some tests are about). */
export function handWorkbook(parts: Array<[name: string, text: string] | PackedEntry>): Buffer {
  return zipArchive(parts.map((part) => (Array.isArray(part) ? packed(part[0], part[1]) : part)));
}

/** The smallest workbook whose only sheet holds `rows`, with any further parts (shared strings, styles). */
export function oneSheetWorkbook(rows: string, more: Array<[string, string]> = [], properties = ''): Buffer {
  return handWorkbook([
    ['xl/workbook.xml', workbookXml(['rId1'], properties)],
    ['xl/_rels/workbook.xml.rels', relationshipsXml({ rId1: 'worksheets/sheet1.xml' })],
    ['xl/worksheets/sheet1.xml', sheetXml(rows)],
    ...more,
  ]);
}

export const ROOMY_LIMITS: SheetLimits = { maxRows: 1000, maxEntries: 50, maxUnpackedBytes: 1024 * 1024 };

/** Reads a file as a sheet-reading worker does, in this thread. */
export function readSheet(
  file: Uint8Array,
  columnCount: number,
  limits: SheetLimits = ROOMY_LIMITS,
): Promise<SheetOutcome> {
  return readSheetJob({ zip: new Uint8Array(file).buffer, columnCount, limits });
}

/** The rows of a read that must succeed, as [rowNumber, ...cells] for short expectations. */
export async function sheetRowsOf(file: Uint8Array, columnCount: number) {
  const outcome = await readSheet(file, columnCount);
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal}`);
  return outcome.rows.map((row) => [row.rowNumber, ...row.cells]);
}
