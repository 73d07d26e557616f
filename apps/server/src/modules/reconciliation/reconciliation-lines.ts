import type { ReconciliationLines } from '@portal/contract/reconciliation';
import { and, eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { asnHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { ownerCondition } from '../../platform/access/scope-condition.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { reconciliationMessages as messages } from './messages.ts';

type PartRow = ReconciliationLines['parts'][number];
type ReceiptRow = ReconciliationLines['receipts'][number];

/**
 * One ASN part by part, the way the reconciliation judges it: shipped quantities per order line and part
 * against the receipts that match them; receipts matching no ASN line are listed with nothing shipped.
 * Write-off receipts are left out, as the judgement leaves them out.
 * Another supplier's ASN (or one outside a buyer's companies) is answered as not found.
 */
export async function reconciliationLines(
  db: Queryable,
  asnHeaderId: number,
  scope: DataScope,
): Promise<ReconciliationLines> {
  const [asn] = await db
    .select({ id: asnHeaders.id, asnNo: asnHeaders.asnNo })
    .from(asnHeaders)
    .where(
      and(
        eq(asnHeaders.id, asnHeaderId),
        ownerCondition(scope, {
          buyerCompanyId: asnHeaders.buyerCompanyId,
          supplierCompanyId: asnHeaders.supplierCompanyId,
          plantCode: asnHeaders.shipToPlantCode,
        }),
      ),
    );
  if (!asn) throw notFound(messages.asnNotFound);
  const [parts, receipts] = await Promise.all([partsOf(db, asn.id), receiptsOf(db, asn.id)]);
  return { asnNo: asn.asnNo, parts, receipts };
}

async function partsOf(db: Queryable, asnHeaderId: number): Promise<PartRow[]> {
  const result = await db.execute<PartRow>(sql`
    with shipped as (
      select sh.order_no, sh.line_no, sh.part_no, sum(ad.asn_qty) as qty
        from asn_details ad
        join delivery_schedule_details d on d.id = ad.schedule_detail_id
        join delivery_schedule_headers sh on sh.id = d.header_id
       where ad.asn_header_id = ${asnHeaderId}
       group by 1, 2, 3),
    received as (
      select order_no, po_line_no, part_no, sum(qty) as qty
        from goods_receipts where asn_header_id = ${asnHeaderId} and is_write_off = 'N' group by 1, 2, 3)
    select coalesce(s.order_no, r.order_no) as "orderNo", coalesce(s.line_no, r.po_line_no) as "poLineNo",
           coalesce(s.part_no, r.part_no) as "partNo", coalesce(s.qty, 0)::text as "shippedQty",
           coalesce(r.qty, 0)::text as "receivedQty", s.order_no is not null as "onAsn"
      from shipped s
      full join received r on r.order_no = s.order_no and r.po_line_no = s.line_no and r.part_no = s.part_no
     order by 1, 2, 3`);
  return result.rows;
}

async function receiptsOf(db: Queryable, asnHeaderId: number): Promise<ReceiptRow[]> {
  const result = await db.execute<ReceiptRow>(sql`
    select gr_no as "grNo", gr_line_no as "grLineNo", part_no as "partNo", qty::text as qty,
           gr_date::text as "grDateStr"
      from goods_receipts where asn_header_id = ${asnHeaderId} and is_write_off = 'N'
     order by gr_date, gr_no, gr_line_no`);
  return result.rows;
}
