import { DISCREPANCY_KIND_LABELS, type DiscrepancyKind } from '@portal/contract/reconciliation';
import { sql } from 'drizzle-orm';
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
  const subscribed = await subscribedPairs(db, findings);
  for (const finding of findings) {
    if (!subscribed.has(pairKey(finding))) continue;
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

const pairKey = (finding: Pick<NewFinding, 'buyerCompanyId' | 'supplierCompanyId'>) =>
  `${finding.buyerCompanyId}/${finding.supplierCompanyId}`;

/**
 * The buyer-supplier pairs of the findings whose buyer has the alert Active for that supplier, in one
 * query: a first fill of many findings (the alert Inactive, as the migration adds it) costs no query each.
 */
async function subscribedPairs(db: Queryable, findings: readonly NewFinding[]): Promise<Set<string>> {
  if (findings.length === 0) return new Set();
  const buyers = findings.map((finding) => finding.buyerCompanyId);
  const suppliers = findings.map((finding) => finding.supplierCompanyId);
  const result = await db.execute<{ buyerCompanyId: number; supplierCompanyId: number }>(sql`
    select distinct c.buyer_company_id as "buyerCompanyId", s.supplier_company_id as "supplierCompanyId"
      from unnest(${sql.param(buyers)}::bigint[], ${sql.param(suppliers)}::bigint[]) as f(buyer_id, supplier_id)
      join email_configurations c
        on c.buyer_company_id = f.buyer_id and c.alert_type = 'asnDiscrepancy' and c.config_status = 'Active'
      join email_configuration_suppliers s
        on s.email_configuration_id = c.id and s.supplier_company_id = f.supplier_id`);
  return new Set(
    result.rows.map((row) =>
      pairKey({
        buyerCompanyId: Number(row.buyerCompanyId),
        supplierCompanyId: Number(row.supplierCompanyId),
      }),
    ),
  );
}
