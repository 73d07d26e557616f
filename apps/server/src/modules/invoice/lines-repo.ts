import type { SaveInvoiceItem } from '@portal/contract/invoice';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { goodsReceipts, invoiceLines } from '../../db/schema/index.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';

export async function receiptIdsOfInvoice(db: Queryable, invoiceHeaderId: number): Promise<number[]> {
  const rows = await db
    .select({ grId: invoiceLines.grId })
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceHeaderId, invoiceHeaderId));
  return rows.map((row) => row.grId);
}

/**
 * Replaces the lines of an invoice in two statements: quantity and GR price come from the receipt, the
 * amount is qty x the supplier's unit price rounded to the cent by PostgreSQL (exact numeric).
 * GST rates are kept for India processes only.
 */
export async function replaceLines(
  db: Queryable,
  invoiceHeaderId: number,
  items: readonly SaveInvoiceItem[],
  withGst: boolean,
  user: SessionUser,
): Promise<void> {
  await db.delete(invoiceLines).where(eq(invoiceLines.invoiceHeaderId, invoiceHeaderId));
  const column = <T>(pick: (item: SaveInvoiceItem) => T) => sql.param(items.map(pick));
  const gst = (pick: (item: SaveInvoiceItem) => string | undefined) =>
    column((item) => (withGst ? (pick(item) ?? null) : null));

  await db.execute(sql`
    insert into ${invoiceLines} (invoice_header_id, gr_id, qty, gr_unit_price, unit_price, amount,
      cgst_rate, sgst_rate, igst_rate, wht_rate, created_by, updated_by)
    select ${invoiceHeaderId}, ${goodsReceipts.id}, ${goodsReceipts.qty}, ${goodsReceipts.grUnitPrice},
      item.unit_price, round(${goodsReceipts.qty} * item.unit_price, 2),
      item.cgst, item.sgst, item.igst, item.wht, ${user.userCode}, ${user.userCode}
    from unnest(${column((item) => item.grId)}::bigint[], ${column((item) => item.unitPrice)}::numeric[],
      ${gst((item) => item.cgstRate)}::numeric[], ${gst((item) => item.sgstRate)}::numeric[],
      ${gst((item) => item.igstRate)}::numeric[], ${column((item) => item.whtRate ?? null)}::text[])
      as item(gr_id, unit_price, cgst, sgst, igst, wht)
    join ${goodsReceipts} on ${goodsReceipts.id} = item.gr_id`);
}
