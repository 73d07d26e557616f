import { DISCREPANCY_KIND_LABELS, type DiscrepancyKind } from '@portal/contract/reconciliation';
import type { Queryable } from '../../db/client.ts';
import { enqueueAlert } from '../../platform/mail/enqueue-alert.ts';

export type NewFinding = {
  asnHeaderId: number;
  kind: DiscrepancyKind;
  asnNo: string;
  buyerCompanyId: number;
  supplierCompanyId: number;
  shippedQty: string;
  receivedQty: string;
};

/**
 * One mail per ASN and newly found kind to the supplier's recipients (the email configuration decides who,
 * and nothing when the alert is Inactive). A kind resolved and found again is news again: the event key holds
 * the day it was found, so a reopening on another day mails once more, a repeat on the same day does not.
 */
export async function alertNewFindings(db: Queryable, findings: readonly NewFinding[]): Promise<void> {
  const today = new Date().toISOString().slice(0, 10);
  for (const finding of findings) {
    await enqueueAlert(db, {
      alertType: 'asnDiscrepancy',
      buyerCompanyId: finding.buyerCompanyId,
      supplierCompanyId: finding.supplierCompanyId,
      eventKey: `asn:${finding.asnNo}:${finding.kind}:${today}`,
      data: {
        asnNo: finding.asnNo,
        discrepancy: DISCREPANCY_KIND_LABELS[finding.kind],
        shippedQty: finding.shippedQty,
        receivedQty: finding.receivedQty,
      },
    });
  }
}
