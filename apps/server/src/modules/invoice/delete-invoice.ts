import type { InvoiceType } from '@portal/contract/invoice';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict } from '../../platform/http/app-error.ts';
import { asnIdsOfInvoice, relinkGateEntries } from './gate-links-repo.ts';
import { deleteHeader, lockInvoice } from './header-repo.ts';
import { assertStatus, found } from './invoice-guards.ts';
import { DELETABLE } from './invoice-types.ts';
import { receiptIdsOfInvoice } from './lines-repo.ts';
import { invoiceMessages as messages } from './messages.ts';
import { releaseReceipts } from './receipts-repo.ts';

/**
 * Deletes a supplier's Draft or Rejected invoice of the call's type (the route checked the type's delete
 * permission); its receipts can be invoiced again.
 */
export async function deleteInvoice(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  type: InvoiceType,
  id: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = found(await lockInvoice(tx, id, scope));
    if (invoice.type !== type) throw conflict(messages.wrongType, { type: invoice.type });
    assertStatus(invoice, DELETABLE, messages.cannotDelete);
    const grIds = await receiptIdsOfInvoice(tx, id);
    const asnIds = await asnIdsOfInvoice(tx, id);
    await deleteHeader(tx, id);
    await releaseReceipts(tx, grIds, user);
    await relinkGateEntries(tx, asnIds);
  });
}
