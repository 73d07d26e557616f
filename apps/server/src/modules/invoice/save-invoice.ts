import type { InvoiceType, SaveInvoice } from '@portal/contract/invoice';
import type { Database, Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { isUniqueViolation } from '../../platform/db/constraint-violation.ts';
import { conflict, forbidden, invalid } from '../../platform/http/app-error.ts';
import {
  type HeaderValues,
  insertHeader,
  type LockedInvoice,
  lockInvoice,
  recomputeTotals,
  updateHeader,
} from './header-repo.ts';
import { assertPermission, assertStatus, found } from './invoice-guards.ts';
import { BUYER_EDITABLE, TYPE_RULES } from './invoice-types.ts';
import { receiptIdsOfInvoice, replaceLines } from './lines-repo.ts';
import { invoiceMessages as messages } from './messages.ts';
import { whtRateKeys } from './properties-repo.ts';
import { checkReceipts } from './receipt-rules.ts';
import { type LockedReceipt, lockReceipts, markReceiptsInvoiced, releaseReceipts } from './receipts-repo.ts';

/**
 * Who may save: a supplier creates (create permission of the type) and edits its Draft or Rejected
 * invoices (edit permission; write-off also Failed); a buyer with EditinvoicebyAdient edits Submitted,
 * Passed and Failed invoices without changing their receipts.
 */
function assertMaySave(
  user: SessionUser,
  scope: DataScope,
  type: InvoiceType,
  invoice: LockedInvoice | null,
) {
  const rules = TYPE_RULES[type];
  if (!invoice) {
    assertPermission(user, rules.create);
    return;
  }
  if (invoice.type !== type) throw conflict(messages.wrongType, { type: invoice.type });
  if (scope.kind === 'supplier') {
    assertPermission(user, rules.edit);
    assertStatus(invoice, rules.supplierEditable, messages.cannotEdit);
  } else {
    assertPermission(user, 'EditinvoicebyAdient');
    assertStatus(invoice, BUYER_EDITABLE, messages.cannotEdit);
  }
}

async function checkWhtRates(db: Queryable, body: SaveInvoice): Promise<void> {
  const asked = body.items.flatMap((item) => (item.whtRate ? [item.whtRate] : []));
  if (asked.length === 0) return;
  const known = await whtRateKeys(db);
  const unknown = asked.find((rate) => !known.has(rate));
  if (unknown) throw invalid(messages.whtRateUnknown, { value: unknown });
}

/**
 * Creates or updates an invoice of a type in one transaction: the receipts are locked and checked (spec
 * 3 §5), the lines replaced, the amounts computed, and the receipts marked invoiced with the invoice's
 * number and date (those it dropped released). Answers the invoice id.
 */
export async function saveInvoice(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  type: InvoiceType,
  body: SaveInvoice,
): Promise<number> {
  try {
    return await db.transaction(async (tx) => {
      const invoice = body.invoiceHeaderId ? found(await lockInvoice(tx, body.invoiceHeaderId, scope)) : null;
      assertMaySave(user, scope, type, invoice);
      await checkWhtRates(tx, body);
      const before = invoice ? await receiptIdsOfInvoice(tx, invoice.id) : [];
      const grIds = [...new Set(body.items.map((item) => item.grId))];
      if (scope.kind === 'buyer' && !sameSet(before, grIds)) throw invalid(messages.receiptsChanged);
      const receipts = await lockReceipts(tx, grIds, scope);
      checkReceipts(body.items, receipts, invoice?.id ?? null, TYPE_RULES[type].oneAsn);
      if (receipts.some((receipt) => (receipt.isWriteOff === 'Y') !== (type === 'WRITEOFF')))
        throw invalid(type === 'WRITEOFF' ? messages.writeOffOnly : messages.noWriteOff);
      const first = receipts[0];
      if (!first) throw forbidden();
      const header = {
        invoiceNo: body.invoiceNo,
        invoiceDate: body.invoiceDate,
        incoTerm: body.incoTerm,
        creditTerms: body.creditTerms ?? null,
        branchNo: body.branchNo ?? null,
        supplierBranchNo: body.supplierBranchNo ?? null,
        certificationNo: body.certificationNo ?? null,
      };
      const id = await storeHeader(tx, user, type, invoice, header, first);
      await replaceLines(tx, id, body.items, TYPE_RULES[type].family === 'INDIA', user);
      await recomputeTotals(tx, id);
      await releaseReceipts(
        tx,
        before.filter((grId) => !grIds.includes(grId)),
        user,
      );
      await markReceiptsInvoiced(tx, grIds, header, user);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'invoice_headers_no_uq')) {
      throw conflict(messages.invoiceNoTaken, { invoiceNo: body.invoiceNo });
    }
    if (isUniqueViolation(error, 'invoice_lines_gr_uq')) throw conflict(messages.receiptTakenMeanwhile);
    throw error;
  }
}

type HeaderFields = Pick<
  HeaderValues,
  | 'invoiceNo'
  | 'invoiceDate'
  | 'incoTerm'
  | 'creditTerms'
  | 'branchNo'
  | 'supplierBranchNo'
  | 'certificationNo'
>;

/** Updates the header of an invoice being edited, or creates it for the receipts' supplier, company, plant and currency. */
async function storeHeader(
  db: Queryable,
  user: SessionUser,
  type: InvoiceType,
  invoice: LockedInvoice | null,
  header: HeaderFields,
  receipt: LockedReceipt,
): Promise<number> {
  if (invoice) {
    await updateHeader(db, invoice.id, { ...header, ...updateStamp(user) });
    return invoice.id;
  }
  return insertHeader(db, {
    ...header,
    type,
    buyerCompanyId: receipt.buyerCompanyId,
    supplierCompanyId: receipt.supplierCompanyId,
    shipToPlantCode: receipt.shipToPlantCode,
    currency: receipt.currency,
    ...insertStamp(user),
  });
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((value) => b.includes(value));
}
