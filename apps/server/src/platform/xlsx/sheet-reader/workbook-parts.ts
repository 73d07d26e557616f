import { posix } from 'node:path';
import type { ZipEntry } from '../zip-directory.ts';
import { findPart } from './find-part.ts';
import { UnreadableWorkbook } from './unreadable-workbook.ts';
import { visitXml } from './xml-visitor.ts';
import { entryText } from './zip-entry-stream.ts';

const WORKBOOK = 'xl/workbook.xml';
const WORKBOOK_RELATIONSHIPS = 'xl/_rels/workbook.xml.rels';
/** Where the first sheet is by convention, for a workbook that does not say (it has no relationships). */
const CONVENTIONAL_FIRST_SHEET = 'xl/worksheets/sheet1.xml';

/** What the workbook part says that the reading of its first sheet needs. */
export interface WorkbookFacts {
  /** the first sheet in the order the workbook shows its tabs (not the order of the zip) */
  firstSheet: ZipEntry;
  /** dates are counted from 1904-01-01 (old Mac workbooks), not from 1900 */
  date1904: boolean;
}

interface WorkbookXml {
  /** the relationship id of the first `<sheet>` of `<sheets>`; undefined when it names none */
  firstSheetId: string | undefined;
  sawSheet: boolean;
  date1904: boolean;
}

/** `r:id`, whatever prefix the workbook binds to the relationships namespace. */
function relationshipId(attributes: Readonly<Record<string, string>>): string | undefined {
  const name = Object.keys(attributes).find((key) => key.endsWith(':id'));
  return name === undefined ? undefined : attributes[name];
}

async function readWorkbookXml(zip: Buffer, entry: ZipEntry): Promise<WorkbookXml> {
  const found: WorkbookXml = { firstSheetId: undefined, sawSheet: false, date1904: false };
  let inSheets = false;
  await visitXml(entryText(zip, entry), {
    open(name, attributes) {
      if (name === 'workbookPr') found.date1904 = ['1', 'true'].includes(attributes.date1904 ?? '');
      else if (name === 'sheets') inSheets = true;
      else if (name === 'sheet' && inSheets && !found.sawSheet) {
        found.sawSheet = true;
        found.firstSheetId = relationshipId(attributes);
      }
    },
    close(name) {
      if (name === 'sheets') inSheets = false;
    },
  });
  return found;
}

/** The workbook's relationships: id → target, as written. */
async function readRelationships(zip: Buffer, entry: ZipEntry): Promise<Map<string, string>> {
  const targets = new Map<string, string>();
  await visitXml(entryText(zip, entry), {
    open(name, attributes) {
      if (name === 'Relationship' && attributes.Id !== undefined && attributes.Target !== undefined) {
        targets.set(attributes.Id, attributes.Target);
      }
    },
  });
  return targets;
}

/** A target is relative to the workbook's folder (xl/), or absolute within the package with a leading '/'. */
const partOfTarget = (target: string) => (target.startsWith('/') ? target : posix.join('xl', target));

async function firstSheetName(zip: Buffer, entries: readonly ZipEntry[], workbook: WorkbookXml) {
  const relationships = findPart(entries, WORKBOOK_RELATIONSHIPS);
  if (!relationships) return CONVENTIONAL_FIRST_SHEET;
  const targets = await readRelationships(zip, relationships);
  const target = workbook.firstSheetId === undefined ? undefined : targets.get(workbook.firstSheetId);
  if (target === undefined) throw new UnreadableWorkbook('the first sheet has no relationship');
  return partOfTarget(target);
}

/**
 * The first sheet in workbook order (`<sheets>` of xl/workbook.xml, through its relationship) and the
 * date system. Throws UnreadableWorkbook when the workbook part, any sheet, or the sheet's part is missing.
 */
export async function readWorkbookFacts(zip: Buffer, entries: readonly ZipEntry[]): Promise<WorkbookFacts> {
  const workbookEntry = findPart(entries, WORKBOOK);
  if (!workbookEntry) throw new UnreadableWorkbook('no workbook part');
  const workbook = await readWorkbookXml(zip, workbookEntry);
  if (!workbook.sawSheet) throw new UnreadableWorkbook('a workbook without sheets');
  const name = await firstSheetName(zip, entries, workbook);
  const firstSheet = findPart(entries, name);
  if (!firstSheet) throw new UnreadableWorkbook(`no part ${name}`);
  return { firstSheet, date1904: workbook.date1904 };
}
