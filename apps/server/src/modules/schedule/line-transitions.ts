import type { Permission } from '@portal/contract/permissions';
import { LINE_ACTION_FROM, type LineAction, type ReleaseStatus } from '@portal/contract/schedule';
import type { Message } from '../../platform/i18n/locale.ts';
import { scheduleMessages as messages } from './messages.ts';

/**
 * The state machine of schedule lines (DESIGN §5, spec 2 §4): which statuses each action takes a line
 * from, where it leads, who may do it, and the message when a selected line is in another status.
 */
export interface LineTransition {
  from: readonly ReleaseStatus[];
  to: ReleaseStatus;
  permission: Permission;
  refusal: Message;
}

export const LINE_TRANSITIONS = {
  confirm: {
    from: LINE_ACTION_FROM.confirm,
    to: 'Confirmed',
    permission: 'confirmSchedule',
    refusal: messages.cannotConfirm,
  },
  feedback: {
    from: LINE_ACTION_FROM.feedback,
    to: 'Wait for Approval',
    permission: 'feedbackSchedule',
    refusal: messages.cannotFeedback,
  },
  updateFeedback: {
    from: LINE_ACTION_FROM.updateFeedback,
    to: 'Wait for Approval',
    permission: 'updateFeedback',
    refusal: messages.cannotUpdateFeedback,
  },
  approve: {
    from: LINE_ACTION_FROM.approve,
    to: 'Confirmed',
    permission: 'approveFeedback',
    refusal: messages.cannotApprove,
  },
  reject: {
    from: LINE_ACTION_FROM.reject,
    to: 'Rejected',
    permission: 'rejectFeedback',
    refusal: messages.cannotReject,
  },
} as const satisfies Record<LineAction, LineTransition>;

export type { LineAction } from '@portal/contract/schedule';

/** Feedback on lines that were all rejected updates it; otherwise it is a first feedback on New lines. */
export function feedbackActionFor(statuses: readonly ReleaseStatus[]): 'feedback' | 'updateFeedback' {
  return statuses.length > 0 && statuses.every((status) => status === 'Rejected')
    ? 'updateFeedback'
    : 'feedback';
}
