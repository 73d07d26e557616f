import type { InvoicePayment, InvoicePaymentResult } from '@portal/contract/erp-inbound';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { conflict, invalid, notFound } from '../../platform/http/app-error.ts';
import { enqueueAlert } from '../../platform/mail/enqueue-alert.ts';
import { erpInboundMessages as messages } from './messages.ts';

const ERP_AUTHOR = 'ERP';

type PaidInvoice = {
  id: number;
  status: string;
  invoiceDate: string | null;
  paymentDate: string | null;
  invoiceAmount: string | null;
  buyerCompanyId: number;
  supplierCompanyId: number;
};

/** The invoice a payment names (buyer code, supplier code, invoice number), locked until the transaction ends. */
async function lockPaidInvoice(db: Queryable, payment: InvoicePayment): Promise<PaidInvoice | undefined> {
  const found = await db.execute<PaidInvoice>(sql`
    select h.id::int as id, h.status, h.invoice_date::text as "invoiceDate", h.payment_date::text as "paymentDate",
           h.invoice_amount::text as "invoiceAmount", h.buyer_company_id::int as "buyerCompanyId",
           h.supplier_company_id::int as "supplierCompanyId"
      from invoice_headers h
      join companies b on b.id = h.buyer_company_id and b.company_code = ${payment.buyerCompanyCode}
      join companies s on s.id = h.supplier_company_id and s.company_code = ${payment.supplierCode}
     where h.invoice_no = ${payment.invoiceNo}
       for update of h`);
  return found.rows[0];
}

/**
 * The ERP paid an invoice: a Posted invoice becomes Paid with the payment date, and the supplier is told
 * (alert invoicePaid). The same payment again answers unchanged; another date for a paid invoice, an
 * unknown invoice, one not Posted or a payment before the invoice date is refused and changes nothing.
 */
export async function receivePayment(db: Database, payment: InvoicePayment): Promise<InvoicePaymentResult> {
  return db.transaction(async (tx) => {
    const { invoiceNo, paymentDate } = payment;
    const invoice = await lockPaidInvoice(tx, payment);
    if (!invoice)
      throw notFound(messages.unknownInvoice, {
        buyer: payment.buyerCompanyCode,
        supplier: payment.supplierCode,
        invoiceNo,
      });
    if (invoice.status === 'Paid') {
      if (invoice.paymentDate === paymentDate) return { invoiceNo, paymentDate, result: 'unchanged' };
      throw conflict(messages.paidOtherDate, { invoiceNo, paymentDate: invoice.paymentDate ?? '' });
    }
    if (invoice.status !== 'Posted')
      throw conflict(messages.invoiceNotPosted, { invoiceNo, status: invoice.status });
    if (invoice.invoiceDate && paymentDate < invoice.invoiceDate)
      throw invalid(messages.paymentBeforeInvoice, { paymentDate, invoiceDate: invoice.invoiceDate });
    await tx.execute(sql`
      update invoice_headers set status = 'Paid', payment_date = ${paymentDate}, updated_by = ${ERP_AUTHOR},
             updated_at = now()
       where id = ${invoice.id}`);
    await enqueueAlert(tx, {
      alertType: 'invoicePaid',
      buyerCompanyId: invoice.buyerCompanyId,
      supplierCompanyId: invoice.supplierCompanyId,
      eventKey: `invoice:${invoice.id}:paid`,
      data: {
        invoiceNo,
        paymentDate,
        ...(invoice.invoiceAmount ? { invoiceAmount: invoice.invoiceAmount } : {}),
      },
    });
    return { invoiceNo, paymentDate, result: 'paid' };
  });
}
