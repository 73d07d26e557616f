import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';

/** An invoice as the ERP receives it for posting (ws type INVOICE_POST): codes, exact decimals as text. */
export interface InvoicePostMessage {
  invoiceHeaderId: number;
  invoiceNo: string;
  type: string;
  buyerCompanyCode: string;
  supplierCode: string;
  shipToPlantCode: string;
  currency: string;
  invoiceDate: string;
  baseAmount: string;
  taxAmount: string;
  invoiceAmount: string;
  /** requested posting date and time (ISO 8601, UTC) */
  postingDate: string;
  /** user code of who sent it, recorded as postingName when the ERP posts it */
  postedBy: string;
  /** voucher number of a write-off invoice (credit memo) */
  voucherNo: string | null;
  lines: Array<{
    grNo: string;
    grLineNo: string;
    orderNo: string;
    poLineNo: string;
    partNo: string;
    qty: string;
    unitPrice: string;
    amount: string;
  }>;
}

type Line = InvoicePostMessage['lines'][number];

/** Builds the posting messages of several invoices in two statements (inside the send's transaction). */
export async function invoicePostMessages(
  db: Queryable,
  ids: readonly number[],
  posting: { postingDate: Date; postedBy: string },
): Promise<InvoicePostMessage[]> {
  if (ids.length === 0) return [];
  const idList = sql`${sql.param([...ids])}::bigint[]`;
  const headers = await db.execute<Omit<InvoicePostMessage, 'postingDate' | 'postedBy' | 'lines'>>(sql`
    select h.id::int as "invoiceHeaderId", h.invoice_no as "invoiceNo", h.type,
      b.company_code as "buyerCompanyCode", s.company_code as "supplierCode",
      h.ship_to_plant_code as "shipToPlantCode", h.currency, h.invoice_date::text as "invoiceDate",
      h.base_amount::text as "baseAmount", h.tax_amount::text as "taxAmount",
      h.invoice_amount::text as "invoiceAmount", h.voucher_no as "voucherNo"
    from invoice_headers h join companies b on b.id = h.buyer_company_id
      join companies s on s.id = h.supplier_company_id
    where h.id = any(${idList}) order by h.id`);
  const lines = await db.execute<Line & { invoiceHeaderId: number }>(sql`
    select l.invoice_header_id::int as "invoiceHeaderId", g.gr_no as "grNo", g.gr_line_no as "grLineNo",
      g.order_no as "orderNo", g.po_line_no as "poLineNo", g.part_no as "partNo", l.qty::text as qty,
      l.unit_price::text as "unitPrice", l.amount::text as amount
    from invoice_lines l join goods_receipts g on g.id = l.gr_id
    where l.invoice_header_id = any(${idList}) order by l.invoice_header_id, l.id`);
  const byInvoice = new Map<number, Line[]>();
  for (const { invoiceHeaderId, ...line } of lines.rows) {
    byInvoice.set(invoiceHeaderId, [...(byInvoice.get(invoiceHeaderId) ?? []), line]);
  }
  return headers.rows.map((header) => ({
    ...header,
    postingDate: posting.postingDate.toISOString(),
    postedBy: posting.postedBy,
    lines: byInvoice.get(header.invoiceHeaderId) ?? [],
  }));
}
