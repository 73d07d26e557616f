import type { Message } from '../i18n/locale.ts';

/** Facts an alert may carry; each shows as one line of the mail's details, labelled in its language. */
export const ALERT_FIELDS = [
  'releaseNo',
  'orderNo',
  'partNo',
  'shipToPlant',
  'releaseDate',
  'lineCount',
  'asnNo',
  'referenceNo',
  'reason',
  'invoiceNo',
  'paymentDate',
  'invoiceAmount',
  'discrepancy',
  'shippedQty',
  'receivedQty',
] as const;
export type AlertField = (typeof ALERT_FIELDS)[number];

/** a value in each language (a kind, a state) is shown in the recipient's */
type FieldValue = string | number | Message;
/** The fields an alert's subject needs, plus any others the caller knows. */
type Fields<Needed extends AlertField> = Record<Needed, FieldValue> &
  Partial<Record<Exclude<AlertField, Needed>, FieldValue>>;

/**
 * What the caller of `enqueueAlert` tells about the event, per alert type (`AlertData[T]` for every
 * contract alert type, so a new type does not compile until it has its shape here and a template).
 */
export interface AlertData {
  scheduleReleased: Fields<'releaseNo'>;
  scheduleConfirmed: Fields<'releaseNo'>;
  feedbackGiven: Fields<'releaseNo'>;
  feedbackApproved: Fields<'releaseNo'>;
  feedbackRejected: Fields<'releaseNo'>;
  asnFailed: Fields<'asnNo'>;
  asnCancelled: Fields<'asnNo'>;
  erpDeliveryFailed: Fields<'referenceNo' | 'reason'>;
  invoicePaid: Fields<'invoiceNo' | 'paymentDate'>;
  asnDiscrepancy: Fields<'asnNo' | 'discrepancy'>;
}
