import type { SheetLimits } from './sheet-limits.ts';

/** What the main thread asks of a sheet-reading worker. */
export interface SheetJob {
  zip: ArrayBuffer;
  /** cells read from each row, from column A: the template's columns; the rest are never kept */
  columnCount: number;
  limits: SheetLimits;
}

/** A row of the first sheet: its number as Excel shows it and the text of its first cells. */
export interface SheetCells {
  rowNumber: number;
  cells: Array<string | undefined>;
}

/** Why a file could not be read; each becomes one of the upload messages. */
export type SheetRefusal = 'formatIncorrect' | 'tooManyEntries' | 'unpacksTooLarge' | 'tooManyRows';

export type SheetOutcome = { ok: true; rows: SheetCells[] } | { ok: false; refusal: SheetRefusal };
