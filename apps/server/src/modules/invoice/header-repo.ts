import type { InvoiceType } from '@portal/contract/invoice';
import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { invoiceHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { scopeCondition } from './invoice-scope.ts';

/** Locks an invoice for a change; null when it does not exist for the caller. */
export async function lockInvoice(db: Queryable, id: number, scope: DataScope) {
  const [row] = await db
    .select({
      id: invoiceHeaders.id,
      invoiceNo: invoiceHeaders.invoiceNo,
      invoiceDate: invoiceHeaders.invoiceDate,
      type: invoiceHeaders.type,
      status: invoiceHeaders.status,
      needApprove: invoiceHeaders.needApprove,
      buyerCompanyId: invoiceHeaders.buyerCompanyId,
      supplierCompanyId: invoiceHeaders.supplierCompanyId,
      currency: invoiceHeaders.currency,
      receiveDate: invoiceHeaders.receiveDate,
      sendStatus: invoiceHeaders.sendStatus,
    })
    .from(invoiceHeaders)
    .where(and(eq(invoiceHeaders.id, id), scopeCondition(scope, invoiceHeaders)))
    .for('update');
  return row ?? null;
}

export type LockedInvoice = NonNullable<Awaited<ReturnType<typeof lockInvoice>>>;

export type HeaderValues = Pick<
  typeof invoiceHeaders.$inferInsert,
  | 'invoiceNo'
  | 'invoiceDate'
  | 'incoTerm'
  | 'creditTerms'
  | 'branchNo'
  | 'supplierBranchNo'
  | 'certificationNo'
  | 'buyerCompanyId'
  | 'supplierCompanyId'
  | 'shipToPlantCode'
  | 'currency'
  | 'createdBy'
  | 'updatedBy'
> & { type: InvoiceType };

export async function insertHeader(db: Queryable, values: HeaderValues): Promise<number> {
  const [row] = await db.insert(invoiceHeaders).values(values).returning({ id: invoiceHeaders.id });
  if (!row) throw new Error('the invoice header was not stored');
  return row.id;
}

export async function updateHeader(
  db: Queryable,
  id: number,
  values: PgUpdateSetSource<typeof invoiceHeaders>,
): Promise<void> {
  await db.update(invoiceHeaders).set(values).where(eq(invoiceHeaders.id, id));
}

export async function deleteHeader(db: Queryable, id: number): Promise<void> {
  await db.delete(invoiceHeaders).where(eq(invoiceHeaders.id, id));
}

/**
 * Amounts of an invoice from its lines, in exact numerics: base = the lines' amounts; tax = the lines' GST
 * for India processes, else base x the buyer company's tax rate, rounded to the cent; invoice = base + tax.
 */
export async function recomputeTotals(db: Queryable, id: number): Promise<void> {
  // written out with qualified names: inside an UPDATE's SET the builder would leave columns unqualified
  await db.execute(sql`
    with totals as (
      select coalesce(sum(l.amount), 0) as base,
        coalesce(sum(round(l.amount * coalesce(l.cgst_rate, 0) / 100, 2)
          + round(l.amount * coalesce(l.sgst_rate, 0) / 100, 2)
          + round(l.amount * coalesce(l.igst_rate, 0) / 100, 2)), 0) as gst
      from invoice_lines l where l.invoice_header_id = ${id}
    ), taxed as (
      select totals.base, case when h.type in ('INDIA', 'WRITEOFF') then totals.gst
        else round(totals.base * coalesce(c.tax_rate, 0) / 100, 2) end as tax
      from totals, invoice_headers h join companies c on c.id = h.buyer_company_id
      where h.id = ${id}
    )
    update invoice_headers set base_amount = taxed.base, tax_amount = taxed.tax,
      invoice_amount = taxed.base + taxed.tax
    from taxed where invoice_headers.id = ${id}`);
}
