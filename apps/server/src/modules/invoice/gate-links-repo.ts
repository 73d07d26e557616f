import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** The portal ASNs of an invoice's receipts. */
export async function asnIdsOfInvoice(db: Queryable, invoiceId: number): Promise<number[]> {
  const result = await db.execute<{ id: number }>(sql`
    select distinct g.asn_header_id as id from invoice_lines l join goods_receipts g on g.id = l.gr_id
     where l.invoice_header_id = ${invoiceId} and g.asn_header_id is not null`);
  return result.rows.map((row) => Number(row.id));
}

/**
 * Recomputes the invoice link of the gate entries of these ASNs from the invoices themselves: an entry is
 * linked (linkedToInv Y, not editable any more) to the newest invoice with the buyer (Submitted or later:
 * not Draft, not Rejected) holding a receipt of its ASN, and released when there is none. Computed from
 * the truth rather than toggled, so an ASN shared by two invoices stays linked while either is live.
 */
export async function relinkGateEntries(db: Queryable, asnIds: readonly number[]): Promise<void> {
  if (asnIds.length === 0) return;
  await db.execute(sql`
    with live as (
      select a.id as asn_id, (
        select h.invoice_no from invoice_headers h
          join invoice_lines l on l.invoice_header_id = h.id
          join goods_receipts g on g.id = l.gr_id
         where g.asn_header_id = a.id and h.status not in ('Draft', 'Rejected')
         order by h.id desc limit 1) as invoice_no
      from unnest(${sql.param([...asnIds])}::bigint[]) as a(id))
    update security_checks sc
       set linked_to_inv = case when live.invoice_no is null then 'N' else 'Y' end,
           invoice_no = live.invoice_no, updated_at = now()
      from live
     where sc.asn_header_id = live.asn_id
       and (sc.linked_to_inv, coalesce(sc.invoice_no, '')) is distinct from
           (case when live.invoice_no is null then 'N' else 'Y' end, coalesce(live.invoice_no, ''))`);
}

/** Y when every receipt of the invoice has the gate entry (security check) of its ASN recorded. */
export async function gateChecksRecorded(db: Queryable, invoiceId: number): Promise<boolean> {
  const result = await db.execute<{ missing: boolean }>(sql`
    select exists (
      select 1 from invoice_lines l join goods_receipts g on g.id = l.gr_id
       where l.invoice_header_id = ${invoiceId}
         and not exists (select 1 from security_checks sc where sc.asn_header_id = g.asn_header_id)
    ) as missing`);
  return result.rows[0]?.missing === false;
}
