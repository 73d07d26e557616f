import { UnreadableWorkbook } from './unreadable-workbook.ts';

const REFERENCE = /^([A-Za-z]{1,3})\d+$/;
const LETTERS = 26;

/** The column of a cell reference such as `B2` or `AA10`, counted from 0 for column A. */
export function columnIndex(reference: string): number {
  const letters = REFERENCE.exec(reference)?.[1];
  if (letters === undefined) throw new UnreadableWorkbook(`cell reference ${reference}`);
  let column = 0;
  for (const letter of letters.toUpperCase()) column = column * LETTERS + (letter.charCodeAt(0) - 64);
  return column - 1;
}

/** A row number as a `<row r>` attribute states it: a whole number from 1. */
export function rowNumberOf(text: string): number {
  if (!/^[1-9]\d*$/.test(text)) throw new UnreadableWorkbook(`row number ${text}`);
  return Number(text);
}
