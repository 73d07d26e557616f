import { randomUUID } from 'node:crypto';
import type { AlertType } from '@portal/contract/email-configuration';
import type { LineAction } from '@portal/contract/schedule';
import type { Queryable } from '../../db/client.ts';
import { enqueueAlert } from '../../platform/mail/enqueue-alert.ts';
import type { ScheduleLine } from './lines-repo.ts';

/** Who hears of each line action: the buyer's planners of a supplier's answer, the supplier of the buyer's. */
const ALERT_OF_ACTION: Record<LineAction, AlertType> = {
  confirm: 'scheduleConfirmed',
  feedback: 'feedbackGiven',
  updateFeedback: 'feedbackGiven',
  approve: 'feedbackApproved',
  reject: 'feedbackRejected',
};

/** The one value all lines share, if they do (an order or part named in the mail only when it is one). */
function shared(values: string[]): string | undefined {
  return new Set(values).size === 1 ? values[0] : undefined;
}

/**
 * Queues the email alert of a line action, inside its transaction: one alert per buyer, supplier and
 * release among the lines, naming the release and how many lines the action took.
 */
export async function alertLineAction(db: Queryable, action: LineAction, lines: readonly ScheduleLine[]) {
  const eventId = randomUUID(); // every action is an event of its own
  const groups = new Map<string, ScheduleLine[]>();
  for (const line of lines) {
    const key = `${line.buyerCompanyId}|${line.supplierCompanyId}|${line.releaseNo}`;
    groups.set(key, [...(groups.get(key) ?? []), line]);
  }
  for (const group of groups.values()) {
    const [first] = group;
    if (!first) continue;
    const orderNo = shared(group.map((line) => line.orderNo));
    const partNo = shared(group.map((line) => line.partNo));
    await enqueueAlert(db, {
      alertType: ALERT_OF_ACTION[action],
      buyerCompanyId: first.buyerCompanyId,
      supplierCompanyId: first.supplierCompanyId,
      eventKey: `${action}:${first.releaseNo}:${eventId}`,
      data: {
        releaseNo: first.releaseNo,
        lineCount: group.length,
        ...(orderNo ? { orderNo } : {}),
        ...(partNo ? { partNo } : {}),
      },
    });
  }
}
