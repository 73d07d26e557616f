import type { AlertType } from '@portal/contract/email-configuration';
import type { AlertData } from './alert-data.ts';

/** Made-up facts of each alert, for a test mail that shows how the alert reads (email configuration). */
export const ALERT_SAMPLES: { [T in AlertType]: AlertData[T] } = {
  scheduleReleased: { releaseNo: 'R20261126-01', partNo: '7001234-AB', lineCount: 12 },
  scheduleConfirmed: { releaseNo: 'R20261126-01', partNo: '7001234-AB' },
  feedbackGiven: { releaseNo: 'R20261126-01', partNo: '7001234-AB' },
  feedbackApproved: { releaseNo: 'R20261126-01', partNo: '7001234-AB' },
  feedbackRejected: { releaseNo: 'R20261126-01', partNo: '7001234-AB' },
  asnFailed: { asnNo: 'ASN202611260001', reason: 'sample reason' },
  asnCancelled: { asnNo: 'ASN202611260001' },
  erpDeliveryFailed: { referenceNo: 'ASN202611260001', reason: 'sample reason' },
  asnDiscrepancy: {
    asnNo: 'ASN202611260001',
    discrepancy: { cn: '数量不符', en: 'Quantity differs', th: 'จำนวนไม่ตรงกัน' },
    shippedQty: '100',
    receivedQty: '80',
  },
  invoicePaid: { invoiceNo: 'INV-2026-0001', paymentDate: '2026-11-26', invoiceAmount: '1,234.50' },
};
