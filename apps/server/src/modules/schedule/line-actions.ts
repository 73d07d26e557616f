import type { Database, Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import { LINE_TRANSITIONS, type LineAction } from './line-transitions.ts';
import { deleteFeedbackOf, lockLinesInScope, type ScheduleLine, setLineStatus } from './lines-repo.ts';
import { scheduleMessages as messages } from './messages.ts';
import { alertLineAction } from './schedule-alerts.ts';

/**
 * Locks the selected lines and checks the batch as a whole: every line exists for the caller, belongs
 * to the latest release of its order line, and is in a status the action starts from. Anything else
 * refuses the whole batch with the action's message, before anything changes.
 */
export async function lockLinesFor(
  db: Queryable,
  action: LineAction,
  ids: readonly number[],
  scope: DataScope,
): Promise<ScheduleLine[]> {
  const unique = [...new Set(ids)];
  const lines = await lockLinesInScope(db, unique, scope);
  if (lines.length !== unique.length) throw notFound(messages.linesMissing);
  if (lines.some((line) => line.isLatest !== 'Y')) throw conflict(messages.superseded);
  const transition = LINE_TRANSITIONS[action];
  const allowed: readonly string[] = transition.from;
  if (lines.some((line) => !allowed.includes(line.releaseStatus))) throw conflict(transition.refusal);
  return lines;
}

export function assertMay(user: SessionUser, action: LineAction): void {
  if (!user.permissions.has(LINE_TRANSITIONS[action].permission)) throw forbidden();
}

/**
 * Confirm (supplier), approve or reject (buyer) a batch of lines in one transaction; the route has checked
 * the permission. Confirming takes the
 * request as it is: the line is fully satisfied and a pending proposal is dropped.
 */
export async function moveLines(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  action: 'confirm' | 'approve' | 'reject',
  ids: readonly number[],
): Promise<ScheduleLine[]> {
  return db.transaction(async (tx) => {
    const lines = await lockLinesFor(tx, action, ids, scope);
    const lineIds = lines.map((line) => line.id);
    const { to } = LINE_TRANSITIONS[action];
    if (action === 'confirm') {
      await deleteFeedbackOf(tx, lineIds);
      await setLineStatus(tx, lineIds, to, user, 'SATISFIED');
    } else {
      await setLineStatus(tx, lineIds, to, user);
    }
    await alertLineAction(tx, action, lines);
    return lines;
  });
}
