import { xmlAttribute } from './sheet-xml.ts';

/** The parts of an xlsx around its worksheets: the least Excel, LibreOffice and exceljs need to open it. */
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const SPREADSHEET_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml';

/** A worksheet's path in the package, 1-based. */
export const worksheetPath = (sheetNo: number): string => `xl/worksheets/sheet${sheetNo}.xml`;

/**
 * Written first, before the number of sheets is known: every `.xml` part is a worksheet by default, and the
 * two parts that are not say so.
 */
export const CONTENT_TYPES_XML =
  XML_DECLARATION +
  '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  `<Default Extension="xml" ContentType="${SPREADSHEET_TYPE}.worksheet+xml"/>` +
  `<Override PartName="/xl/workbook.xml" ContentType="${SPREADSHEET_TYPE}.sheet.main+xml"/>` +
  `<Override PartName="/xl/styles.xml" ContentType="${SPREADSHEET_TYPE}.styles+xml"/>` +
  '</Types>';

export const PACKAGE_RELS_XML =
  XML_DECLARATION +
  `<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
  '</Relationships>';

/**
 * Four cell styles, in `STYLE`'s order: plain, bold (the header), the text format "@" (text that looks like
 * a formula), and a date with its time (164, yyyy-mm-dd hh:mm:ss).
 */
export const STYLES_XML =
  XML_DECLARATION +
  `<styleSheet xmlns="${MAIN}">` +
  '<numFmts count="1"><numFmt numFmtId="164" formatCode="yyyy-mm-dd hh:mm:ss"/></numFmts>' +
  '<fonts count="2"><font><sz val="11"/><name val="Calibri"/><family val="2"/></font>' +
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font></fonts>' +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  '<cellXfs count="4">' +
  '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>' +
  '<xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/>' +
  '<xf numFmtId="49" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '<xf numFmtId="164" fontId="0" fillId="0" borderId="0" xfId="0" applyNumberFormat="1"/>' +
  '</cellXfs>' +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '</styleSheet>';

/** The workbook: its sheets by name, in order (relationship n is sheet n; the styles come after them). */
export function workbookXml(sheetNames: readonly string[]): string {
  const sheets = sheetNames
    .map(
      (name, index) => `<sheet name="${xmlAttribute(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
    )
    .join('');
  return `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><sheets>${sheets}</sheets></workbook>`;
}

export function workbookRelsXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  ).join('');
  const styles = `<Relationship Id="rId${sheetCount + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/>`;
  return `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${sheets}${styles}</Relationships>`;
}
