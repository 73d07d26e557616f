import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict } from '../../platform/http/app-error.ts';
import type { LockedAsn } from './asn-repo.ts';
import { asnMessages as messages } from './messages.ts';

/**
 * GR to ASN: the receipts a new ASN is made of name it from now on, so they are invoiced with it (the
 * invoice screens group receipts by ASN). Only receipts of the ASN's buyer, supplier and plant, on one
 * of its order lines and on no other ASN are taken, in one statement: of two ASNs made at once from
 * one receipt, the second finds it taken (the row lock makes it re-read) and is refused whole.
 */
export async function linkReceipts(
  db: Queryable,
  asn: LockedAsn,
  grIds: readonly number[],
  user: Pick<SessionUser, 'userCode'>,
): Promise<void> {
  const wanted = new Set(grIds);
  if (wanted.size === 0) return;
  const linked = await db.execute<{ id: string }>(sql`
    update goods_receipts g
       set asn_header_id = ${asn.id}, asn_no = ${asn.asnNo}, updated_by = ${user.userCode}, updated_at = now()
     where g.id = any(${sql.param([...wanted])}::bigint[]) and g.asn_header_id is null
       and g.buyer_company_id = ${asn.buyerCompanyId} and g.supplier_company_id = ${asn.supplierCompanyId}
       and g.ship_to_plant_code = ${asn.shipToPlantCode}
       and exists (
         select 1
           from asn_details ad
           join delivery_schedule_details d on d.id = ad.schedule_detail_id
           join delivery_schedule_headers h on h.id = d.header_id
          where ad.asn_header_id = ${asn.id} and h.order_no = g.order_no and h.line_no = g.po_line_no)
    returning g.id`);
  if (linked.rows.length !== wanted.size) throw conflict(messages.receiptsTaken, { asnNo: asn.asnNo });
}

/** The number of a goods receipt naming the ASN, if goods were received against it. */
export async function firstReceiptOf(db: Queryable, asn: Pick<LockedAsn, 'id'>): Promise<string | undefined> {
  const found = await db.execute<{ grNo: string }>(
    sql`select gr_no as "grNo" from goods_receipts where asn_header_id = ${asn.id} order by id limit 1`,
  );
  return found.rows[0]?.grNo;
}

/**
 * A deleted or cancelled ASN lets go of its receipts: they are without ASN again and may be shipped on a
 * new one (GR to ASN). Refused while one of them is on an invoice: that invoice is billed by this ASN.
 */
export async function releaseReceipts(
  db: Queryable,
  asn: LockedAsn,
  user: Pick<SessionUser, 'userCode'>,
): Promise<void> {
  const invoiced = await db.execute<{ invoiceNo: string }>(sql`
    select ih.invoice_no as "invoiceNo"
      from goods_receipts g
      join invoice_lines il on il.gr_id = g.id
      join invoice_headers ih on ih.id = il.invoice_header_id
     where g.asn_header_id = ${asn.id}
     limit 1`);
  const [first] = invoiced.rows;
  if (first) throw conflict(messages.receiptsInvoiced, { asnNo: asn.asnNo, invoiceNo: first.invoiceNo });
  await db.execute(sql`
    update goods_receipts
       set asn_header_id = null, asn_no = null, updated_by = ${user.userCode}, updated_at = now()
     where asn_header_id = ${asn.id}`);
}
