import type {
  InvoiceStatusBody,
  InvoiceType,
  ReceiveInvoiceBody,
  RejectInvoiceBody,
} from '@portal/contract/invoice';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict, invalid } from '../../platform/http/app-error.ts';
import { asnIdsOfInvoice, relinkGateEntries } from './gate-links-repo.ts';
import { lockInvoice, updateHeader } from './header-repo.ts';
import { assertFamily, assertPermission, assertSeen, assertStatus, found } from './invoice-guards.ts';
import { RECEIVABLE } from './invoice-types.ts';
import { invoiceMessages as messages } from './messages.ts';
import { propertyKeys } from './properties-repo.ts';

/**
 * Approve (Approve/RejectInvoice, checked by the route): a Submitted invoice needing approval is Passed and
 * needs approval no more (the list's Need Approve says what is still to do; the approval keeps its date).
 */
export async function approveInvoice(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  family: InvoiceType,
  body: InvoiceStatusBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = found(await lockInvoice(tx, body.invoiceHeaderId, scope));
    assertFamily(invoice, family);
    assertSeen(invoice, body.status);
    if (invoice.status !== 'Submitted' || invoice.needApprove !== 'Y') throw conflict(messages.cannotApprove);
    await updateHeader(tx, invoice.id, {
      status: 'Passed',
      needApprove: 'N',
      approvedAt: sql`now()`,
      approvedBy: user.userCode,
      ...updateStamp(user),
    });
  });
}

/**
 * Reject a Submitted invoice back to the supplier (status Rejected, editable and resubmittable; its
 * receipts stay on it). Needing approval it takes Approve/RejectInvoice, else RejectInvoice and a reject
 * type (spec 3 §5), judged on the stored needApprove.
 */
export async function rejectInvoice(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  family: InvoiceType,
  body: RejectInvoiceBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = found(await lockInvoice(tx, body.invoiceHeaderId, scope));
    assertFamily(invoice, family);
    assertPermission(user, invoice.needApprove === 'Y' ? 'Approve/RejectInvoice' : 'RejectInvoice');
    assertStatus(invoice, ['Submitted'], messages.cannotReject);
    if (invoice.needApprove === 'N' && !body.rejectType) throw invalid(messages.rejectTypeRequired);
    if (body.rejectType && !(await propertyKeys(tx, 'rejectType')).has(body.rejectType)) {
      throw invalid(messages.rejectTypeUnknown, { rejectType: body.rejectType });
    }
    await updateHeader(tx, invoice.id, {
      status: 'Rejected',
      rejectType: body.rejectType ?? null,
      rejectReason: body.rejectReason ?? null,
      rejectedAt: sql`now()`,
      rejectedBy: user.userCode,
      ...updateStamp(user),
    });
    // back with the supplier: its gate entries are editable again unless another live invoice holds them
    await relinkGateEntries(tx, await asnIdsOfInvoice(tx, invoice.id));
  });
}

/** The buyer records the day the paper invoice arrived (ReceiveInvoice, checked by the route). */
export async function receiveInvoice(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  body: ReceiveInvoiceBody,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = found(await lockInvoice(tx, body.invoiceHeaderId, scope));
    assertSeen(invoice, body.status);
    assertStatus(invoice, RECEIVABLE, messages.cannotReceive);
    await updateHeader(tx, invoice.id, {
      receiveDate: body.invoiceReceiveDateStr,
      receivedBy: user.userCode,
      ...updateStamp(user),
    });
  });
}
