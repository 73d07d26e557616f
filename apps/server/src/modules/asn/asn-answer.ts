import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { asnHeaders } from '../../db/schema/index.ts';
import { enqueueAlert } from '../../platform/mail/enqueue-alert.ts';

const ERP = { userCode: 'erp' };

/**
 * The ERP's answer to an ASN: a Submitted ASN (or a Failed one sent again from the interface log) becomes
 * Success, or Failed with the ERP's remarks, and the supplier hears of a failure by mail (asnFailed).
 * An ASN in any other status (deleted, cancelled, already answered Success) is left as it is.
 */
export async function applyAsnAnswer(
  db: Queryable,
  asnNo: string,
  answer: { accepted: boolean; remarks: string | null },
): Promise<void> {
  const [asn] = await db
    .update(asnHeaders)
    .set({
      status: answer.accepted ? 'Success' : 'Failed',
      ackRemarks: answer.remarks,
      ackedAt: sql`now()`,
      updatedBy: ERP.userCode,
      updatedAt: sql`now()`,
    })
    .where(and(eq(asnHeaders.asnNo, asnNo), inArray(asnHeaders.status, ['Submitted', 'Failed'])))
    .returning({
      id: asnHeaders.id,
      buyerCompanyId: asnHeaders.buyerCompanyId,
      supplierCompanyId: asnHeaders.supplierCompanyId,
    });
  if (!asn || answer.accepted) return;
  await enqueueAlert(db, {
    alertType: 'asnFailed',
    buyerCompanyId: asn.buyerCompanyId,
    supplierCompanyId: asn.supplierCompanyId,
    eventKey: `asn:${asnNo}:failed:${answer.remarks ?? ''}`,
    data: { asnNo, ...(answer.remarks ? { reason: answer.remarks } : {}) },
  });
}
