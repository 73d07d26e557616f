import { ReplyCode } from '@portal/contract/common';
import type { InvoiceType } from '@portal/contract/invoice';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { AppError } from '../../platform/http/app-error.ts';
import { asnIdsOfInvoice, relinkGateEntries } from './gate-links-repo.ts';
import { type LockedInvoice, lockInvoice, updateHeader } from './header-repo.ts';
import { assertFamily, assertPermission, assertStatus, found } from './invoice-guards.ts';
import { TYPE_RULES } from './invoice-types.ts';
import { invoiceMessages as messages } from './messages.ts';
import { type MatchResult, matchPrices } from './price-match.ts';
import { linesToMatch, matchTerms, storeLineChecks } from './price-match-repo.ts';

async function runMatch(db: Queryable, invoice: LockedInvoice, user: SessionUser): Promise<MatchResult> {
  // one after the other: `db` is the submit's transaction, one connection that runs one query at a time
  const lines = await linesToMatch(db, invoice.id);
  const terms = await matchTerms(db, invoice.id);
  const result = matchPrices(lines, terms);
  await storeLineChecks(db, result, user.userCode);
  return result;
}

/** Code 88: the caller confirms a submit whose prices are outside the tolerances (spec 3 §4). */
function confirmationNeeded(result: MatchResult): AppError {
  const failed = result.lines.filter((line) => !line.passed);
  const example = failed[0] ?? result.lines[0];
  return new AppError(ReplyCode.needsConfirmation, messages.priceOutsideTolerance, {
    count: failed.length,
    grNo: example?.grNo ?? '',
    unitPrice: example?.unitPrice ?? '',
    listPrice: example?.listPrice ?? '-',
  });
}

/**
 * Supplier submit of a Draft or Rejected invoice: the price match runs; within the tolerances the invoice
 * is Submitted with needApprove N; outside them the caller is asked to confirm (code 88) and, once it
 * has (`confirmed`, the GET follow-up), it is Submitted with needApprove Y for a buyer to approve.
 */
async function submitBySupplier(
  db: Queryable,
  user: SessionUser,
  invoice: LockedInvoice,
  confirmed: boolean,
) {
  assertPermission(user, TYPE_RULES[invoice.type].submit);
  assertStatus(invoice, ['Draft', 'Rejected'], messages.cannotSubmit);
  const result = await runMatch(db, invoice, user);
  if (!result.passed && !confirmed) throw confirmationNeeded(result);
  await updateHeader(db, invoice.id, {
    status: 'Submitted',
    needApprove: result.passed ? 'N' : 'Y',
    matchStatus: result.passed ? 'Passed' : 'Failed',
    submittedAt: sql`now()`,
    submittedBy: user.userCode,
    ...updateStamp(user),
  });
  // the invoice is with the buyer now: the gate entries of its ASNs are no longer editable
  await relinkGateEntries(db, await asnIdsOfInvoice(db, invoice.id));
}

/** Buyer submit (SubmitInvoicebyAdient) of a Submitted invoice: the match on today's price list decides. */
async function submitByBuyer(db: Queryable, user: SessionUser, invoice: LockedInvoice) {
  assertPermission(user, 'SubmitInvoicebyAdient');
  assertStatus(invoice, ['Submitted'], messages.cannotSubmitByBuyer);
  const result = await runMatch(db, invoice, user);
  const outcome = result.passed ? 'Passed' : 'Failed';
  await updateHeader(db, invoice.id, { status: outcome, matchStatus: outcome, ...updateStamp(user) });
}

export async function submitInvoice(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  family: InvoiceType,
  id: number,
  confirmed: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    const invoice = found(await lockInvoice(tx, id, scope));
    assertFamily(invoice, family);
    if (scope.kind === 'supplier') await submitBySupplier(tx, user, invoice, confirmed);
    else await submitByBuyer(tx, user, invoice);
  });
}
