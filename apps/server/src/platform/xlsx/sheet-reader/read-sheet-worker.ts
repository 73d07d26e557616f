import { Readable } from 'node:stream';
import { parentPort } from 'node:worker_threads';
import ExcelJS from 'exceljs';
import { readZipDirectory } from '../zip-directory.ts';
import { cellText } from './cell-text.ts';
import type { SheetCells, SheetJob, SheetOutcome } from './sheet-job.ts';
import { measureUnpacked, TooLargeUnpacked } from './unpacked-size.ts';

class TooManyRows extends Error {}

/** The first sheet's rows, streamed: only the template's cells of each row are kept. */
async function firstSheetRows(zip: Buffer, job: SheetJob): Promise<SheetCells[]> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([zip]), {
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  const rows: SheetCells[] = [];
  for await (const sheet of reader) {
    for await (const row of sheet) {
      if (rows.length >= job.limits.maxRows) throw new TooManyRows();
      const cells = Array.from({ length: job.columnCount }, (_, index) =>
        cellText(row.getCell(index + 1).value),
      );
      rows.push({ rowNumber: row.number, cells });
    }
    break; // the first sheet is the template's
  }
  return rows;
}

async function readSheet(job: SheetJob): Promise<SheetOutcome> {
  const zip = Buffer.from(job.zip);
  try {
    const entries = readZipDirectory(zip);
    if (entries.length > job.limits.maxEntries) return { ok: false, refusal: 'tooManyEntries' };
    await measureUnpacked(zip, entries, job.limits.maxUnpackedBytes);
    return { ok: true, rows: await firstSheetRows(zip, job) };
  } catch (error) {
    if (error instanceof TooLargeUnpacked) return { ok: false, refusal: 'unpacksTooLarge' };
    if (error instanceof TooManyRows) return { ok: false, refusal: 'tooManyRows' };
    // an UnreadableZip, or anything exceljs cannot parse
    return { ok: false, refusal: 'formatIncorrect' };
  }
}

// one file at a time: the pool sends the next only after this one's answer
parentPort?.on('message', async (job: SheetJob) => parentPort?.postMessage(await readSheet(job)));
