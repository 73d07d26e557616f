import type { ZipEntry } from '../zip-directory.ts';
import { isDateFormat } from './date-format.ts';
import { findPart } from './find-part.ts';
import { visitXml } from './xml-visitor.ts';
import { entryText } from './zip-entry-stream.ts';

const STYLES = 'xl/styles.xml';

/** For each cell style (a cell's `s` attribute indexes `<cellXfs>`), whether its numbers show as dates. */
export type DateStyles = readonly boolean[];

interface StyleFormats {
  /** custom format codes of `<numFmts>`, by id */
  codes: Map<number, string>;
  /** the number format id of each `<xf>` of `<cellXfs>`, in order */
  cellFormats: number[];
}

/** Tracks which list an element is in: `<xf>` also appears in `<cellStyleXfs>`, `<numFmt>` in `<dxfs>`. */
function styleFormatsVisitor(found: StyleFormats) {
  let list: string | undefined;
  return {
    open(name: string, attributes: Readonly<Record<string, string>>) {
      if (name === 'numFmts' || name === 'cellXfs') list = name;
      else if (name === 'numFmt' && list === 'numFmts') {
        found.codes.set(Number(attributes.numFmtId), attributes.formatCode ?? '');
      } else if (name === 'xf' && list === 'cellXfs')
        found.cellFormats.push(Number(attributes.numFmtId ?? 0));
    },
    close(name: string) {
      if (name === list) list = undefined;
    },
  };
}

/**
 * Which cell styles show a number as a date: a date cell holds only a serial day number, and its style's
 * number format is all that says it is a date. A workbook without styles has no date cells.
 */
export async function readDateStyles(zip: Buffer, entries: readonly ZipEntry[]): Promise<DateStyles> {
  const entry = findPart(entries, STYLES);
  if (!entry) return [];
  const found: StyleFormats = { codes: new Map(), cellFormats: [] };
  await visitXml(entryText(zip, entry), styleFormatsVisitor(found));
  return found.cellFormats.map((numFmtId) => isDateFormat(numFmtId, found.codes.get(numFmtId)));
}
