import type { AlertType } from '@portal/contract/email-configuration';
import type { ButtonCode, MenuCode } from '@portal/contract/permissions';

/**
 * Who receives an alert. Supplier side: the active users of the supplier company. Buyer side: the active
 * users of the buyer company whose role holds the permission that acts on the event (approveFeedback:
 * the planners who approve or reject feedback), or whose role holds the screen where the event is handled
 * (webServiceLog: who resends and processes ERP calls).
 */
export type AlertAudience =
  | { side: 'supplier' }
  | { side: 'buyer'; permission: ButtonCode }
  | { side: 'buyer'; menu: MenuCode };

export const ALERT_AUDIENCE: Readonly<Record<AlertType, AlertAudience>> = {
  scheduleReleased: { side: 'supplier' },
  scheduleConfirmed: { side: 'buyer', permission: 'approveFeedback' },
  feedbackGiven: { side: 'buyer', permission: 'approveFeedback' },
  feedbackApproved: { side: 'supplier' },
  feedbackRejected: { side: 'supplier' },
  asnFailed: { side: 'supplier' },
  asnCancelled: { side: 'supplier' },
  erpDeliveryFailed: { side: 'buyer', menu: 'webServiceLog' },
  invoicePaid: { side: 'supplier' },
  asnDiscrepancy: { side: 'supplier' },
};
