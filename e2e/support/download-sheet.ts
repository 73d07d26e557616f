import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';

/** Saves the file a click downloads; answers its name and its first sheet's rows as text. */
export async function downloadSheet(page: Page, click: () => Promise<void>) {
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-e2e-'));
  const [download] = await Promise.all([page.waitForEvent('download'), click()]);
  const file = path.join(dir, download.suggestedFilename());
  await download.saveAs(file);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(file);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return { name: download.suggestedFilename(), rows };
}
