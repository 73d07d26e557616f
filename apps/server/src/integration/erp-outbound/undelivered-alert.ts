import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { enqueueAlert } from '../../platform/mail/enqueue-alert.ts';
import type { ClaimedMessage } from './outbox-repo.ts';

type Parties = { buyerCompanyId: number; supplierCompanyId: number };

async function partiesOfRow(db: Queryable, query: ReturnType<typeof sql>): Promise<Parties | undefined> {
  const result = await db.execute<{ buyerCompanyId: string; supplierCompanyId: string }>(query);
  const [row] = result.rows;
  return (
    row && { buyerCompanyId: Number(row.buyerCompanyId), supplierCompanyId: Number(row.supplierCompanyId) }
  );
}

/** Whose document an outbound message carries, per web service type: the buyer and the supplier. */
const PARTIES_OF: Record<string, (db: Queryable, message: ClaimedMessage) => Promise<Parties | undefined>> = {
  ASN_SEND: (db, message) =>
    partiesOfRow(
      db,
      sql`select buyer_company_id as "buyerCompanyId", supplier_company_id as "supplierCompanyId"
            from asn_headers where asn_no = ${message.referenceNo} limit 1`,
    ),
  INVOICE_POST: (db, message) => {
    const id = Number((message.payload as { invoiceHeaderId?: unknown } | null)?.invoiceHeaderId);
    if (!Number.isSafeInteger(id)) return Promise.resolve(undefined);
    return partiesOfRow(
      db,
      sql`select buyer_company_id as "buyerCompanyId", supplier_company_id as "supplierCompanyId"
            from invoice_headers where id = ${id}`,
    );
  },
};

/**
 * A message the ERP has not answered after many attempts: its document stays in processing until the ERP is
 * back, so the buyer's interface administrators are mailed (alert erpDeliveryFailed), once per message.
 * Inside the transaction that records the alerting attempt.
 */
export async function alertUndelivered(
  db: Queryable,
  message: ClaimedMessage,
  reason: string,
): Promise<void> {
  const parties = await PARTIES_OF[message.wsType]?.(db, message);
  if (!parties) return;
  await enqueueAlert(db, {
    alertType: 'erpDeliveryFailed',
    ...parties,
    eventKey: `erp:${message.id}:undelivered`,
    data: { referenceNo: message.referenceNo, reason: reason.slice(0, 300) },
  });
}
