import { BATCH_SEND_MAX, type InvoiceFilter } from '@portal/contract/invoice';
import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { invoiceHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { scopeCondition } from './invoice-scope.ts';
import { buyerCompany, invoiceCondition, supplierCompany } from './list-filter.ts';

/** The filtered Invoice_Checked invoices never sent (or refused): what batch sends take. */
function waitingCondition(filter: InvoiceFilter, scope: DataScope, timeZone: string) {
  return and(
    invoiceCondition(filter, scope, timeZone),
    eq(invoiceHeaders.status, 'Invoice_Checked'),
    isNull(invoiceHeaders.sendStatus),
  );
}

/** The next invoices a batch send takes: the waiting ones, the oldest first, at most BATCH_SEND_MAX (spec 3 §4). */
export function nextToSend(db: Queryable, filter: InvoiceFilter, scope: DataScope, timeZone: string) {
  return db
    .select({
      id: invoiceHeaders.id,
      invoiceNo: invoiceHeaders.invoiceNo,
      type: invoiceHeaders.type,
      voucherNo: invoiceHeaders.voucherNo,
    })
    .from(invoiceHeaders)
    .innerJoin(supplierCompany, eq(supplierCompany.id, invoiceHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, invoiceHeaders.buyerCompanyId))
    .where(waitingCondition(filter, scope, timeZone))
    .orderBy(asc(invoiceHeaders.id))
    .limit(BATCH_SEND_MAX);
}

/** How many invoices wait for batch sends under the filter. */
export async function countWaiting(
  db: Queryable,
  filter: InvoiceFilter,
  scope: DataScope,
  timeZone: string,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(invoiceHeaders)
    .innerJoin(supplierCompany, eq(supplierCompany.id, invoiceHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, invoiceHeaders.buyerCompanyId))
    .where(waitingCondition(filter, scope, timeZone));
  return row?.value ?? 0;
}

/** Whether a send of the caller's buyer companies still waits for the ERP. */
export async function sendProcessing(db: Queryable, scope: DataScope): Promise<boolean> {
  const [row] = await db
    .select({ id: invoiceHeaders.id })
    .from(invoiceHeaders)
    .where(and(scopeCondition(scope, invoiceHeaders), eq(invoiceHeaders.sendStatus, 'Processing')))
    .limit(1);
  return row !== undefined;
}

/** Stores the voucher numbers of the write-off invoices (credit memos) among the ones being sent. */
export async function storeVouchers(
  db: Queryable,
  memos: ReadonlyArray<{ invoiceHeaderId: number; voucherNo: string }>,
  ids: readonly number[],
  user: SessionUser,
): Promise<void> {
  const wanted = memos.filter((memo) => ids.includes(memo.invoiceHeaderId));
  if (wanted.length === 0) return;
  await db.execute(sql`
    update invoice_headers h set voucher_no = m.voucher_no, updated_by = ${user.userCode}, updated_at = now()
    from unnest(${sql.param(wanted.map((memo) => memo.invoiceHeaderId))}::bigint[],
      ${sql.param(wanted.map((memo) => memo.voucherNo))}::text[]) as m(id, voucher_no)
    where h.id = m.id and h.type = 'WRITEOFF'`);
}

/** Marks invoices as sent to the ERP (send status Processing) by the caller. */
export async function markProcessing(
  db: Queryable,
  ids: readonly number[],
  user: SessionUser,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(invoiceHeaders)
    .set({ sendStatus: 'Processing', updatedBy: user.userCode, updatedAt: sql`now()` })
    .where(inArray(invoiceHeaders.id, [...ids]));
}
