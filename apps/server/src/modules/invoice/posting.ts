import {
  BATCH_SEND_MAX,
  type BatchSendBody,
  type BatchSendCount,
  type CreditMemo,
  type InvoiceFilter,
  type SendWriteoffBody,
} from '@portal/contract/invoice';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { invoicePostMessages } from '../../integration/erp-outbound/invoice-post-message.ts';
import { enqueueErpMessage } from '../../integration/erp-outbound/outbox-repo.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict, forbidden, invalid } from '../../platform/http/app-error.ts';
import { type Locale, render } from '../../platform/i18n/locale.ts';
import { lockInvoice, updateHeader } from './header-repo.ts';
import { assertSeen, assertStatus, found } from './invoice-guards.ts';
import { POSTING_ROLES, SENDABLE } from './invoice-types.ts';
import { invoiceMessages as messages } from './messages.ts';
import { countWaiting, markProcessing, nextToSend, sendProcessing, storeVouchers } from './posting-repo.ts';

export const INVOICE_POST = 'INVOICE_POST';

/** Invoice details, batch send and write-off send are for the roles Adient-AP, SupperAdmin and Adient-Admin. */
export function assertPostingRole(user: SessionUser, scope: DataScope): void {
  if (scope.kind !== 'buyer') throw forbidden();
  if (!user.roleNames.some((role) => (POSTING_ROLES as readonly string[]).includes(role)))
    throw forbidden(messages.postingRolesOnly);
}

/** Queues one INVOICE_POST message per invoice in the caller's transaction. */
async function queuePostings(db: Queryable, ids: readonly number[], user: SessionUser, postingDate: Date) {
  const postings = await invoicePostMessages(db, ids, { postingDate, postedBy: user.userCode });
  for (const message of postings) {
    await enqueueErpMessage(db, {
      wsType: INVOICE_POST,
      referenceNo: message.invoiceNo,
      payload: message,
      author: user.userCode,
    });
  }
}

/** The credit memos of the next batch: the write-off invoices among the invoices it would send. */
export async function batchMemos(
  db: Queryable,
  user: SessionUser,
  scope: DataScope,
  filter: InvoiceFilter,
  timeZone: string,
): Promise<CreditMemo[]> {
  assertPostingRole(user, scope);
  const next = await nextToSend(db, filter, scope, timeZone);
  return next
    .filter((invoice) => invoice.type === 'WRITEOFF')
    .map((invoice) => ({
      creditMemoId: invoice.id,
      invoiceHeaderId: invoice.id,
      invoiceNo: invoice.invoiceNo,
      voucherNo: invoice.voucherNo,
    }));
}

/** What a batch send of the filter would take now, for its dialog to say before anything is sent. */
export async function batchSendCount(
  db: Queryable,
  user: SessionUser,
  scope: DataScope,
  filter: InvoiceFilter,
  timeZone: string,
): Promise<BatchSendCount> {
  assertPostingRole(user, scope);
  const waiting = await countWaiting(db, filter, scope, timeZone);
  return { waiting, sendNow: Math.min(waiting, BATCH_SEND_MAX) };
}

/**
 * Batch send: the next (at most 100) filtered Invoice_Checked invoices go to the ERP through the outbox,
 * send status Processing until it answers. Sends are serialised portal-wide by a transaction lock; while
 * one of the caller's invoices still waits for the ERP, the spec's warning is answered instead.
 */
export async function batchSend(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  body: BatchSendBody,
  locale: Locale,
  timeZone: string,
): Promise<string | null> {
  assertPostingRole(user, scope);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('invoice-batch-send'))`);
    if (await sendProcessing(tx, scope)) return render(messages.sendProcessing, locale);
    const ids = (await nextToSend(tx, body, scope, timeZone)).map((invoice) => invoice.id);
    if (ids.length === 0) return render(messages.nothingToSend, locale);
    await storeVouchers(tx, body.creditMemoList, ids, user);
    await markProcessing(tx, ids, user);
    await queuePostings(tx, ids, user, new Date(body.postingDate));
    return null;
  });
}

/** A write-off invoice (credit memo) goes to the ERP on its own with its voucher number and posting date. */
export async function sendWriteoff(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  id: number,
  body: SendWriteoffBody,
): Promise<void> {
  assertPostingRole(user, scope);
  if (id !== body.invoiceHeaderId) throw invalid(messages.idMismatch);
  await db.transaction(async (tx) => {
    const invoice = found(await lockInvoice(tx, id, scope));
    if (invoice.type !== 'WRITEOFF') throw conflict(messages.wrongType, { type: invoice.type });
    assertSeen(invoice, body.status);
    assertStatus(invoice, SENDABLE, messages.cannotSend);
    if (invoice.sendStatus) throw conflict(messages.alreadySent, { sendStatus: invoice.sendStatus });
    await updateHeader(tx, id, { voucherNo: body.voucherNo });
    await markProcessing(tx, [id], user);
    await queuePostings(tx, [id], user, new Date(body.postingDate ?? Date.now()));
  });
}
