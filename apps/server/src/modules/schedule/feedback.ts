import type { ConfirmStatus, FeedbackRow, SaveFeedback } from '@portal/contract/schedule';
import type { Database, Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { compareDecimals, sumDecimals } from '../../platform/decimal.ts';
import { conflict, invalid, notFound } from '../../platform/http/app-error.ts';
import { assertMay, lockLinesFor } from './line-actions.ts';
import { feedbackActionFor, LINE_TRANSITIONS } from './line-transitions.ts';
import {
  deleteFeedbackOf,
  feedbackOf,
  insertFeedback,
  linesInScope,
  type ScheduleLine,
  setLineStatus,
} from './lines-repo.ts';
import { scheduleMessages as messages } from './messages.ts';
import { alertLineAction } from './schedule-alerts.ts';

const QTY_SCALE = 5;

type Proposal = { shipQty: string; etaDate: string };

/** The dialog rows: one per proposed arrival, or one empty row for a line without a proposal. */
function toFeedbackRows(
  lines: ScheduleLine[],
  proposals: Array<Proposal & { detailId: number }>,
): FeedbackRow[] {
  return lines.flatMap((line): FeedbackRow[] => {
    const own = proposals.filter((proposal) => proposal.detailId === line.id);
    const base = {
      deliveryScheduleDetailId: line.id,
      lineNo: line.lineNo,
      partNo: line.partNo,
      requestQty: line.requestQty,
      deliveryDateStr: line.deliveryDate,
    };
    if (own.length === 0) return [{ ...base, shipQty: null, etaDateStr: null }];
    return own.map((proposal) => ({ ...base, shipQty: proposal.shipQty, etaDateStr: proposal.etaDate }));
  });
}

async function visibleLines(db: Queryable, ids: readonly number[], scope: DataScope) {
  const unique = [...new Set(ids)];
  const lines = await linesInScope(db, unique, scope);
  if (lines.length !== unique.length) throw notFound(messages.linesMissing);
  return lines;
}

/**
 * Rows to edit in the feedback dialog: feedback on New lines starts empty, an update on Rejected lines
 * starts from the rejected proposal. Lines in another status are refused with the action's message.
 */
export async function proposedFeedback(db: Queryable, ids: readonly number[], scope: DataScope) {
  const lines = await visibleLines(db, ids, scope);
  const transition = LINE_TRANSITIONS[feedbackActionFor(lines.map((line) => line.releaseStatus))];
  const allowed: readonly string[] = transition.from;
  if (lines.some((line) => !allowed.includes(line.releaseStatus))) throw conflict(transition.refusal);
  return toFeedbackRows(lines, await feedbackOf(db, ids));
}

/** What the supplier proposed for the lines, read-only. */
export async function viewFeedback(db: Queryable, ids: readonly number[], scope: DataScope) {
  const lines = await visibleLines(db, ids, scope);
  return toFeedbackRows(lines, await feedbackOf(db, ids));
}

/** SATISFIED when the whole request arrives by its delivery date, UN_SATISFIED when none of it does. */
export function confirmStatusOf(
  line: Pick<ScheduleLine, 'requestQty' | 'deliveryDate'>,
  proposals: Proposal[],
) {
  const onTime = sumDecimals(
    proposals.filter((proposal) => proposal.etaDate <= line.deliveryDate).map((proposal) => proposal.shipQty),
    QTY_SCALE,
  );
  if (compareDecimals(onTime, line.requestQty, QTY_SCALE) >= 0) return 'SATISFIED' as const;
  return compareDecimals(onTime, '0', QTY_SCALE) > 0
    ? ('PARTIAL_SATISFIED' as const)
    : ('UN_SATISFIED' as const);
}

/**
 * Each selected line has proposals, none for other lines, none arriving before its release was published
 * (an ETA such as 2020-01-01 is a slip, not a plan), and their total does not exceed the request.
 */
function proposalsByLine(lines: ScheduleLine[], body: SaveFeedback): Map<ScheduleLine, Proposal[]> {
  const known = new Set(lines.map((line) => line.id));
  const stray = body.feedbacks.find((row) => !known.has(row.deliveryScheduleDetailId));
  if (stray) throw invalid(messages.feedbackForOtherLine, { id: stray.deliveryScheduleDetailId });
  const byLine = new Map<ScheduleLine, Proposal[]>();
  for (const line of lines) {
    const proposals = body.feedbacks
      .filter((row) => row.deliveryScheduleDetailId === line.id)
      .map((row) => ({ shipQty: row.shipQty, etaDate: row.etaDateStr }));
    const requestQty = sumDecimals([line.requestQty], QTY_SCALE); // "250.00000" reads "250"
    const params = { lineNo: line.lineNo, date: line.deliveryDate, requestQty };
    if (proposals.length === 0) throw invalid(messages.feedbackMissing, params);
    const past = proposals.find((proposal) => proposal.etaDate < line.releaseDate);
    if (past)
      throw invalid(messages.etaInPast, { ...params, eta: past.etaDate, releaseDate: line.releaseDate });
    const total = sumDecimals(
      proposals.map((proposal) => proposal.shipQty),
      QTY_SCALE,
    );
    if (compareDecimals(total, line.requestQty, QTY_SCALE) > 0) {
      throw invalid(messages.shipQtyTooHigh, { ...params, shipQty: total });
    }
    byLine.set(line, proposals);
  }
  return byLine;
}

/**
 * Applies a proposal inside the caller's transaction: a first feedback on New lines (feedbackSchedule)
 * or an update on Rejected ones (updateFeedback). The lines then wait for the buyer's approval.
 */
export async function applyFeedback(tx: Queryable, user: SessionUser, scope: DataScope, body: SaveFeedback) {
  const ids = [...new Set(body.deliveryScheduleDetailIds)];
  const current = await linesInScope(tx, ids, scope);
  const action = feedbackActionFor(current.map((line) => line.releaseStatus));
  assertMay(user, action);
  const lines = await lockLinesFor(tx, action, ids, scope);
  const byLine = proposalsByLine(lines, body);
  await deleteFeedbackOf(tx, ids);
  const rows = [...byLine].flatMap(([line, proposals]) =>
    proposals.map((proposal) => ({ detailId: line.id, ...proposal })),
  );
  await insertFeedback(tx, rows, user);
  const byStatus = new Map<ConfirmStatus, number[]>();
  for (const [line, proposals] of byLine) {
    const status = confirmStatusOf(line, proposals);
    byStatus.set(status, [...(byStatus.get(status) ?? []), line.id]);
  }
  for (const [status, lineIds] of byStatus) {
    await setLineStatus(tx, lineIds, LINE_TRANSITIONS[action].to, user, status);
  }
  await alertLineAction(tx, action, lines);
  return { action, lines };
}

/** The feedback dialog's save: one transaction. */
export function saveFeedback(db: Database, user: SessionUser, scope: DataScope, body: SaveFeedback) {
  return db.transaction((tx) => applyFeedback(tx, user, scope, body));
}
