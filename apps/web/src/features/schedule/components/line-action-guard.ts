import { LINE_ACTION_FROM, type LineAction, type ReleaseStatus } from '@portal/contract/schedule';

/** Spec 2 §5 and §8: the message of each line action when a selected line is in another status. */
const WRONG_STATUS: Record<LineAction, string> = {
  confirm: 'messages.confirmMsg',
  feedback: 'messages.feedMsg',
  updateFeedback: 'messages.updatefeedMsg',
  approve: 'messages.approveMsg',
  reject: 'messages.rejectMsg',
};

/**
 * Why a selection cannot take the action, as a message key, or null when it can: nothing selected
 * (selOneLists), or a line not in a status the action starts from (the contract's LINE_ACTION_FROM).
 * Viewing feedback takes any line. The server checks the same again.
 */
export function selectionRefusal(
  action: LineAction | 'view',
  lines: readonly { releaseStatus: ReleaseStatus }[],
): string | null {
  if (lines.length === 0) return 'messages.selOneLists';
  if (action === 'view') return null;
  const allowed: readonly ReleaseStatus[] = LINE_ACTION_FROM[action];
  return lines.every((line) => allowed.includes(line.releaseStatus)) ? null : WRONG_STATUS[action];
}
