import { invalid } from '../http/app-error.ts';
import type { Locale, Message } from '../i18n/locale.ts';
import type { SheetField } from './sheet-fields.ts';
import type { SheetCells } from './sheet-reader/sheet-job.ts';
import { uploadMessages } from './upload-messages.ts';

/** How much of a wrong header a refusal quotes: enough to recognise it, never a whole pasted paragraph. */
const QUOTED_MAX = 40;

/**
 * A header as typed, reduced to what tells headers apart: full-width and half-width forms alike (NFKC, so
 * "（%）" reads as "(%)"), case, spaces and abbreviation dots ignored ("Batch No." = "batch no" = "BatchNo",
 * "ASN 数量" = "ASN数量"), so a header retyped by hand or saved by another office suite still matches.
 */
export function headerKey(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s.]+/g, '');
}

/** The letter Excel shows above a column counted from 0 (0 -> A, 26 -> AA). */
export function columnLetter(index: number): string {
  const rest = Math.floor(index / 26);
  const letter = String.fromCharCode(65 + (index % 26));
  return rest === 0 ? letter : `${columnLetter(rest - 1)}${letter}`;
}

/** A refusal whose expected header is in the language it is read in. */
function refusal(message: Message, field: SheetField, params: Record<string, string>) {
  const say = (locale: Locale) => message[locale].replaceAll('{expected}', () => field.header[locale]);
  return invalid({ cn: say('cn'), en: say('en'), th: say('th') }, params);
}

/**
 * The header row of an uploaded template, checked column by column (columns are matched by position): each
 * cell must be the column's header in any of the three languages, so a template downloaded in Thai is
 * accepted from a user working in Chinese (and a header the column had before a rename, `formerly`). The first column that fails is named by its letter, what it
 * holds and what it should hold; the file is then refused whole.
 */
export function checkTemplateHeader(header: SheetCells | undefined, fields: readonly SheetField[]): void {
  const cells = header?.rowNumber === 1 ? header.cells : [];
  fields.forEach((field, index) => {
    const found = cells[index]?.trim() ?? '';
    const column = columnLetter(index);
    if (found === '') throw refusal(uploadMessages.headerMissing, field, { column });
    const accepted = [...Object.values(field.header), ...(field.formerly ?? [])].map(headerKey);
    if (accepted.includes(headerKey(found))) return;
    const quoted = found.length > QUOTED_MAX ? `${found.slice(0, QUOTED_MAX)}…` : found;
    throw refusal(uploadMessages.headerWrong, field, { column, found: quoted });
  });
}
