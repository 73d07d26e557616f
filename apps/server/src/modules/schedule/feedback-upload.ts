import type { RowError } from '@portal/contract/common';
import { PlainDate, positiveDecimalInput } from '@portal/contract/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { compareDecimals, sumDecimals } from '../../platform/decimal.ts';
import { invalid } from '../../platform/http/app-error.ts';
import { FIELD_LABELS } from '../../platform/i18n/field-labels.ts';
import { type Locale, type Message, render } from '../../platform/i18n/locale.ts';
import { checkRows, rejectRows } from '../../platform/xlsx/row-checks.ts';
import { fieldLabels, type SheetField, withFormat } from '../../platform/xlsx/sheet-fields.ts';
import { HAND_FILLED_SHEET_LIMITS } from '../../platform/xlsx/sheet-reader/sheet-limits.ts';
import { receiveSheetRows } from '../../platform/xlsx/upload.ts';
import { applyFeedback } from './feedback.ts';
import { type LineKey, linesByKey, type ScheduleLine } from './lines-repo.ts';
import { scheduleMessages as messages } from './messages.ts';

/**
 * Columns of the batch feedback file, named in its header row: which line (release, order line, delivery
 * date) and the proposal (ship quantity, arrival). Several rows for one line split it.
 */
export const FEEDBACK_FIELDS: readonly SheetField[] = [
  { key: 'releaseNo', header: FIELD_LABELS.releaseNo, width: 16 },
  { key: 'orderNo', header: FIELD_LABELS.orderNo, width: 16 },
  { key: 'lineNo', header: FIELD_LABELS.lineNo, width: 16 },
  { key: 'deliveryDate', header: withFormat(FIELD_LABELS.deliveryDate, 'yyyy-MM-dd'), width: 26 },
  { key: 'shipQty', header: FIELD_LABELS.shipQty, width: 16 },
  { key: 'etaDate', header: withFormat(FIELD_LABELS.etaDateStr, 'yyyy-MM-dd'), width: 26 },
];

const FeedbackFileRow = z.object({
  releaseNo: z.string().trim().min(1).max(50),
  orderNo: z.string().trim().min(1).max(50),
  lineNo: z.string().trim().min(1).max(20),
  deliveryDate: PlainDate,
  shipQty: positiveDecimalInput(2, 16),
  etaDate: PlainDate,
});
type FeedbackFileRow = z.infer<typeof FeedbackFileRow>;
type NumberedRow = { rowNumber: number; value: FeedbackFileRow };

const keyText = (key: LineKey) => `${key.releaseNo}|${key.orderNo}|${key.lineNo}|${key.deliveryDate}`;

/** Which line each row names; rows naming no line, or a line that cannot take feedback, become row errors. */
function matchRows(rows: NumberedRow[], found: ScheduleLine[], locale: Locale) {
  const errors: RowError[] = [];
  const say = (row: NumberedRow, message: Message, params: Record<string, string> = {}) =>
    errors.push({ row: row.rowNumber, message: render(message, locale, { ...row.value, ...params }) });
  const byKey = new Map<string, ScheduleLine[]>();
  for (const line of found) {
    const key = keyText({ ...line, deliveryDate: line.deliveryDate });
    byKey.set(key, [...(byKey.get(key) ?? []), line]);
  }
  const rowsByLine = new Map<ScheduleLine, NumberedRow[]>();
  for (const row of rows) {
    const candidates = byKey.get(keyText(row.value)) ?? [];
    const [line] = candidates;
    const params = { date: row.value.deliveryDate };
    if (!line) say(row, messages.uploadLineMissing, params);
    else if (candidates.length > 1) say(row, messages.uploadLineAmbiguous, params);
    else if (line.releaseStatus !== 'New' && line.releaseStatus !== 'Rejected')
      say(row, messages.uploadLineStatus, { status: line.releaseStatus });
    else rowsByLine.set(line, [...(rowsByLine.get(line) ?? []), row]);
  }
  for (const [line, lineRows] of rowsByLine) {
    const total = sumDecimals(
      lineRows.map((row) => row.value.shipQty),
      5,
    );
    if (compareDecimals(total, line.requestQty, 5) <= 0) continue;
    const requestQty = sumDecimals([line.requestQty], 5);
    for (const row of lineRows) say(row, messages.uploadQtyTooHigh, { shipQty: total, requestQty });
  }
  return { errors, rowsByLine };
}

function feedbackBody(entries: Array<[ScheduleLine, NumberedRow[]]>) {
  return {
    deliveryScheduleDetailIds: entries.map(([line]) => line.id),
    feedbacks: entries.flatMap(([line, rows]) =>
      rows.map((row) => ({
        deliveryScheduleDetailId: line.id,
        shipQty: row.value.shipQty,
        etaDateStr: row.value.etaDate,
      })),
    ),
  };
}

/**
 * Batch feedback from a spreadsheet: rows without ship quantity and ETA are skipped; every other row is checked first (shape, line, status, quantity) and any bad
 * row rejects the file with every bad row listed; then New lines get a first feedback and Rejected lines an
 * update, in one transaction.
 */
export async function uploadFeedback(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  scope: DataScope,
  locale: Locale,
) {
  const rows = await receiveSheetRows(request, {
    columns: FEEDBACK_FIELDS,
    limits: HAND_FILLED_SHEET_LIMITS,
  });
  // the template lists every line to answer: a row whose ship quantity and ETA are both left blank is a
  // line the supplier does not answer now, not an error
  const answered = rows.filter((row) => row.values.shipQty !== undefined || row.values.etaDate !== undefined);
  if (answered.length === 0) throw invalid(messages.uploadNoFeedback);
  const labelOf = fieldLabels(FEEDBACK_FIELDS, locale);
  const checked = checkRows(answered, FeedbackFileRow, locale, { labelOf });
  const keys = checked.accepted.map((row) => row.value);
  const { errors, rowsByLine } = matchRows(checked.accepted, await linesByKey(db, keys, scope), locale);
  rejectRows([...checked.errors, ...errors], labelOf);
  const entries = [...rowsByLine];
  const fresh = entries.filter(([line]) => line.releaseStatus === 'New');
  const rejected = entries.filter(([line]) => line.releaseStatus === 'Rejected');
  await db.transaction(async (tx) => {
    if (fresh.length > 0) await applyFeedback(tx, user, scope, feedbackBody(fresh));
    if (rejected.length > 0) await applyFeedback(tx, user, scope, feedbackBody(rejected));
  });
  return { inserted: fresh.length, updated: rejected.length };
}
