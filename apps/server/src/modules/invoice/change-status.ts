import type { ChangeInvoiceStatusBody, InvoiceStatus } from '@portal/contract/invoice';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import type { invoiceHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { forbidden, invalid } from '../../platform/http/app-error.ts';
import { asnIdsOfInvoice, relinkGateEntries } from './gate-links-repo.ts';
import { lockInvoice, updateHeader } from './header-repo.ts';
import { assertSeen, assertStatus, found } from './invoice-guards.ts';
import { invoiceMessages as messages } from './messages.ts';

export const CHANGE_STATUS_ROLE = 'Adient-Admin';

type Change = PgUpdateSetSource<typeof invoiceHeaders>;

const NOT_POSTED: Change = {
  postingAt: null,
  postingBy: null,
  sendStatus: null,
  voucherNo: null,
  qadYear: null,
  qadDaybook: null,
  qadVoucherNo: null,
};

/**
 * The administrator's corrections (spec 3 §4): each id-only change takes the invoice one step back so the
 * step can be done again (Submitted -> Draft, back with the supplier; Passed -> Submitted; Invoice_Checked ->
 * Passed, the check undone; Posted -> Invoice_Checked, the posting cleared so it can be sent again). A
 * Failed invoice is recorded as Posted by hand with the posting form.
 */
const STEP_BACK: Partial<Record<InvoiceStatus, Change>> = {
  Submitted: { status: 'Draft', needApprove: 'N' },
  Passed: { status: 'Submitted' },
  Invoice_Checked: { status: 'Passed', checkedAt: null, checkedBy: null },
  Posted: { status: 'Invoice_Checked', ...NOT_POSTED },
};

function postedByHand(body: ChangeInvoiceStatusBody, user: SessionUser): Change {
  if (body.postingDate === undefined) throw invalid(messages.postingFieldRequired, { field: 'postingDate' });
  return {
    status: 'Posted',
    postingAt: new Date(body.postingDate),
    postingBy: body.postingBy || user.userCode,
    covisintUniqueId: body.covisintUniqueId || null,
    qadYear: body.qadYear || null,
    qadDaybook: body.qadDaybook || null,
    qadVoucherNo: body.qadVoucherNo || null,
  };
}

/** changeInvoiceStatus: role Adient-Admin only, on the locked row. */
export async function changeInvoiceStatus(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  body: ChangeInvoiceStatusBody,
): Promise<void> {
  if (!user.roleNames.includes(CHANGE_STATUS_ROLE)) throw forbidden(messages.adminOnly);
  await db.transaction(async (tx) => {
    const invoice = found(await lockInvoice(tx, body.invoiceHeaderId, scope));
    if (body.status) assertSeen(invoice, body.status);
    assertStatus(
      invoice,
      ['Submitted', 'Passed', 'Invoice_Checked', 'Failed', 'Posted'],
      messages.cannotChangeStatus,
    );
    const change = invoice.status === 'Failed' ? postedByHand(body, user) : STEP_BACK[invoice.status];
    await updateHeader(tx, invoice.id, { ...change, ...updateStamp(user) });
    // back to Draft the gate entries are released
    if (invoice.status === 'Submitted') await relinkGateEntries(tx, await asnIdsOfInvoice(tx, invoice.id));
  });
}
