import type { ConfirmStatus, ReleaseStatus } from '@portal/contract/schedule';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { scheduleDetails, scheduleFeedbacks, scheduleHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { anyOf } from '../../platform/db/any-of.ts';
import { scopeCondition } from './schedule-filter.ts';

type Author = Pick<SessionUser, 'userCode'>;

const lineFields = {
  id: scheduleDetails.id,
  releaseStatus: scheduleDetails.releaseStatus,
  requestQty: scheduleDetails.requestQty,
  deliveryDate: sql<string>`${scheduleDetails.deliveryDate}::text`,
  headerId: scheduleHeaders.id,
  isLatest: scheduleHeaders.isLatest,
  releaseNo: scheduleHeaders.releaseNo,
  releaseDate: sql<string>`${scheduleHeaders.releaseDate}::text`,
  orderNo: scheduleHeaders.orderNo,
  lineNo: scheduleHeaders.lineNo,
  partNo: scheduleHeaders.partNo,
  buyerCompanyId: scheduleHeaders.buyerCompanyId,
  supplierCompanyId: scheduleHeaders.supplierCompanyId,
};

export type ScheduleLine = {
  id: number;
  releaseStatus: ReleaseStatus;
  requestQty: string;
  deliveryDate: string;
  headerId: number;
  isLatest: 'Y' | 'N';
  releaseNo: string;
  releaseDate: string;
  orderNo: string;
  lineNo: string;
  partNo: string;
  buyerCompanyId: number;
  supplierCompanyId: number;
};

/** The caller's lines among `ids`, with their release; ids outside the caller's scope are simply not found. */
export function linesInScope(db: Queryable, ids: readonly number[], scope: DataScope) {
  return db
    .select(lineFields)
    .from(scheduleDetails)
    .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
    .where(and(anyOf(scheduleDetails.id, ids, 'bigint'), scopeCondition(scope)))
    .orderBy(asc(scheduleDetails.id));
}

/**
 * The same, each line locked until the transaction ends (in id order, so two batches sharing lines never
 * deadlock): of two users acting on one line at once, the second sees what the first did.
 */
export function lockLinesInScope(db: Queryable, ids: readonly number[], scope: DataScope) {
  return linesInScope(db, ids, scope).for('update', { of: scheduleDetails });
}

export async function setLineStatus(
  db: Queryable,
  ids: readonly number[],
  status: ReleaseStatus,
  author: Author,
  confirmStatus?: ConfirmStatus,
) {
  await db
    .update(scheduleDetails)
    .set({ releaseStatus: status, ...(confirmStatus ? { confirmStatus } : {}), ...updateStamp(author) })
    .where(anyOf(scheduleDetails.id, ids, 'bigint'));
}

export async function setConfirmStatus(db: Queryable, id: number, confirmStatus: ConfirmStatus) {
  await db.update(scheduleDetails).set({ confirmStatus }).where(eq(scheduleDetails.id, id));
}

export async function deleteFeedbackOf(db: Queryable, ids: readonly number[]) {
  await db.delete(scheduleFeedbacks).where(anyOf(scheduleFeedbacks.detailId, ids, 'bigint'));
}

export async function insertFeedback(
  db: Queryable,
  rows: ReadonlyArray<{ detailId: number; shipQty: string; etaDate: string }>,
  author: Author,
) {
  if (rows.length === 0) return;
  await db.insert(scheduleFeedbacks).values(rows.map((row) => ({ ...row, ...insertStamp(author) })));
}

/** Proposed feedback of the lines, in line then arrival order. */
export function feedbackOf(db: Queryable, ids: readonly number[]) {
  return db
    .select({
      detailId: scheduleFeedbacks.detailId,
      shipQty: scheduleFeedbacks.shipQty,
      etaDate: sql<string>`${scheduleFeedbacks.etaDate}::text`,
    })
    .from(scheduleFeedbacks)
    .where(anyOf(scheduleFeedbacks.detailId, ids, 'bigint'))
    .orderBy(asc(scheduleFeedbacks.detailId), asc(scheduleFeedbacks.etaDate), asc(scheduleFeedbacks.id));
}

export async function headerInScope(db: Queryable, headerId: number, scope: DataScope) {
  const [row] = await db
    .select({ id: scheduleHeaders.id })
    .from(scheduleHeaders)
    .where(and(eq(scheduleHeaders.id, headerId), scopeCondition(scope)))
    .for('update');
  return row;
}

export async function setComments(db: Queryable, headerId: number, comments: string, author: Author) {
  await db
    .update(scheduleHeaders)
    .set({ comments: comments === '' ? null : comments, ...updateStamp(author) })
    .where(eq(scheduleHeaders.id, headerId));
}

export interface LineKey {
  releaseNo: string;
  orderNo: string;
  lineNo: string;
  deliveryDate: string;
}

/** Lines of latest releases in the caller's scope named by release, order line and delivery date. */
export function linesByKey(db: Queryable, keys: readonly LineKey[], scope: DataScope) {
  const wanted = keys.map((key) => ({
    release_no: key.releaseNo,
    order_no: key.orderNo,
    line_no: key.lineNo,
    delivery_date: key.deliveryDate,
  }));
  return db
    .select(lineFields)
    .from(scheduleDetails)
    .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
    .where(
      and(
        scopeCondition(scope),
        eq(scheduleHeaders.isLatest, 'Y'),
        // the keys travel as one JSON parameter (a list of tuples has no array form in SQL)
        sql`(${scheduleHeaders.releaseNo}, ${scheduleHeaders.orderNo}, ${scheduleHeaders.lineNo}, ${scheduleDetails.deliveryDate}) in (
          select w.release_no, w.order_no, w.line_no, w.delivery_date
            from jsonb_to_recordset(${JSON.stringify(wanted)}::jsonb)
              as w(release_no text, order_no text, line_no text, delivery_date date))`,
      ),
    )
    .orderBy(asc(scheduleDetails.id));
}
