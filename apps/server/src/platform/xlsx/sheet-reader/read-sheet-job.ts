import { readZipDirectory, type ZipEntry } from '../zip-directory.ts';
import { readDateStyles } from './date-styles.ts';
import { readSharedStrings } from './shared-strings.ts';
import type { SheetCells, SheetJob, SheetOutcome } from './sheet-job.ts';
import { readSheetRows, TooManyRows } from './sheet-rows.ts';
import { measureUnpacked, TooLargeUnpacked } from './unpacked-size.ts';
import { readWorkbookFacts } from './workbook-parts.ts';

/** The first sheet's rows: the parts it depends on are read first, whatever their order in the zip. */
async function firstSheetRows(
  zip: Buffer,
  entries: readonly ZipEntry[],
  job: SheetJob,
): Promise<SheetCells[]> {
  const workbook = await readWorkbookFacts(zip, entries);
  const sharedStrings = await readSharedStrings(zip, entries);
  const dateStyles = await readDateStyles(zip, entries);
  return readSheetRows(zip, workbook.firstSheet, {
    sharedStrings,
    dateStyles,
    date1904: workbook.date1904,
    columnCount: job.columnCount,
    maxRows: job.limits.maxRows,
  });
}

/**
 * What a sheet-reading worker answers for one job: the archive's entries counted and its real unpacked
 * size measured against the template's limits before anything is parsed, then the first sheet's rows.
 * Deterministic: the same bytes always give the same answer.
 */
export async function readSheetJob(job: SheetJob): Promise<SheetOutcome> {
  const zip = Buffer.from(job.zip);
  try {
    const entries = readZipDirectory(zip);
    if (entries.length > job.limits.maxEntries) return { ok: false, refusal: 'tooManyEntries' };
    await measureUnpacked(zip, entries, job.limits.maxUnpackedBytes);
    return { ok: true, rows: await firstSheetRows(zip, entries, job) };
  } catch (error) {
    if (error instanceof TooLargeUnpacked) return { ok: false, refusal: 'unpacksTooLarge' };
    if (error instanceof TooManyRows) return { ok: false, refusal: 'tooManyRows' };
    // an UnreadableZip, an UnreadableWorkbook, XML that does not parse, a deflate stream that is broken
    return { ok: false, refusal: 'formatIncorrect' };
  }
}
