import type { RowError } from '@portal/contract/common';
import { controlCharacterPaths } from '@portal/contract/text';
import type { z } from 'zod';
import { invalid } from '../http/app-error.ts';
import { describeIssue } from '../i18n/describe-issue.ts';
import { fieldName } from '../i18n/field-name.ts';
import { type Locale, render } from '../i18n/locale.ts';
import type { SheetRow } from './upload.ts';
import { uploadMessages } from './upload-messages.ts';

export interface AcceptedRow<T> {
  rowNumber: number;
  value: T;
}

export interface RowCheckOptions<T> {
  /** names what must be unique inside the file */
  keyOf?: (row: T) => string;
  /** the column header the user sees for a field, to name it in the reasons */
  labelOf?: (field: string) => string;
}

/** One reason per field (a value failing its format often fails the checks after it too). */
function schemaErrors(
  row: SheetRow,
  issues: z.core.$ZodIssue[],
  locale: Locale,
  labelOf: (f: string) => string,
) {
  const firstPerField = issues.filter(
    (issue, index) => issues.findIndex((other) => other.path.join('.') === issue.path.join('.')) === index,
  );
  return firstPerField.map((issue): RowError => {
    const field = issue.path.join('.');
    const sent = row.values[String(issue.path[0])];
    return { row: row.rowNumber, field, message: `${labelOf(field)}: ${describeIssue(issue, sent, locale)}` };
  });
}

/** Cells holding control characters (NUL can come in as `_x0000_`): refused like any bad value. */
function controlErrors(
  row: SheetRow,
  paths: Array<Array<string | number>>,
  locale: Locale,
  labelOf: (f: string) => string,
) {
  return paths.map((path): RowError => {
    const field = path.join('.');
    return {
      row: row.rowNumber,
      field,
      message: render(uploadMessages.controlCharacters, locale, { field: labelOf(field) }),
    };
  });
}

const SPACE = 0x20;

const holdsControl = (value: string) => {
  for (let index = 0; index < value.length; index++) if (value.charCodeAt(index) < SPACE) return true;
  return false;
};

/**
 * Whether any cell holds a C0 control character (a row's cells are flat and none is multi-line): most rows
 * hold none, and then the paths are not walked, which built an entry and a path array per cell (about
 * 0.1 s of a 50,000-row file).
 */
function mayHoldControls(values: SheetRow['values']): boolean {
  for (const key in values) {
    const value = values[key];
    if (value !== undefined && holdsControl(value)) return true;
  }
  return false;
}

/**
 * Checks every row against its schema and, by `keyOf`, against the rows above it; answers the good rows and
 * the errors of the bad ones, so a caller can add its own checks (known codes ...) before `rejectRows`.
 */
export function checkRows<T>(
  rows: SheetRow[],
  schema: z.ZodType<T>,
  locale: Locale,
  options: RowCheckOptions<T> = {},
): { accepted: AcceptedRow<T>[]; errors: RowError[] } {
  // without the template's headers a field still reads as the screens name it, never as its payload name
  const labelOf = options.labelOf ?? ((field: string) => fieldName(field, locale));
  const errors: RowError[] = [];
  const accepted: AcceptedRow<T>[] = [];
  const seen = new Map<string, number>();
  for (const row of rows) {
    const controlled = mayHoldControls(row.values) ? controlCharacterPaths(row.values) : [];
    if (controlled.length > 0) {
      errors.push(...controlErrors(row, controlled, locale, labelOf));
      continue;
    }
    const parsed = schema.safeParse(row.values);
    if (!parsed.success) {
      errors.push(...schemaErrors(row, parsed.error.issues, locale, labelOf));
      continue;
    }
    const key = options.keyOf?.(parsed.data);
    const firstRow = key === undefined ? undefined : seen.get(key);
    if (firstRow !== undefined) {
      const message = uploadMessages.duplicateRow[locale].replace('{row}', String(firstRow));
      errors.push({ row: row.rowNumber, message });
      continue;
    }
    if (key !== undefined) seen.set(key, row.rowNumber);
    accepted.push({ rowNumber: row.rowNumber, value: parsed.data });
  }
  return { accepted, errors };
}

/**
 * All or nothing: any error rejects the whole file, answering every bad row with its number and reason,
 * and with `labelOf` the column header the user sees for the field at fault.
 */
export function rejectRows(errors: RowError[], labelOf?: (field: string) => string): void {
  if (errors.length === 0) return;
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const count = new Set(sorted.map((error) => error.row)).size;
  const named = sorted.map((error) =>
    labelOf && error.field !== undefined ? { ...error, column: labelOf(error.field) } : error,
  );
  throw invalid(uploadMessages.rowsRejected, { count }, named);
}
