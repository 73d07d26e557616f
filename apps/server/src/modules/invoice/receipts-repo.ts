import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { goodsReceipts, invoiceLines } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { scopeCondition } from './invoice-scope.ts';

/**
 * Locks the goods receipts an invoice is made of (in id order, so two savers of overlapping receipts
 * cannot deadlock) and answers them with the invoice each is on, if any. Receipts outside the caller's
 * scope are not answered.
 */
export async function lockReceipts(db: Queryable, grIds: readonly number[], scope: DataScope) {
  return db
    .select({
      id: goodsReceipts.id,
      grNo: goodsReceipts.grNo,
      buyerCompanyId: goodsReceipts.buyerCompanyId,
      supplierCompanyId: goodsReceipts.supplierCompanyId,
      shipToPlantCode: goodsReceipts.shipToPlantCode,
      currency: goodsReceipts.currency,
      asnNo: goodsReceipts.asnNo,
      orderNo: goodsReceipts.orderNo,
      partNo: goodsReceipts.partNo,
      isInvoiced: goodsReceipts.isInvoiced,
      isWriteOff: goodsReceipts.isWriteOff,
      invoiceHeaderId: invoiceLines.invoiceHeaderId,
    })
    .from(goodsReceipts)
    .leftJoin(invoiceLines, eq(invoiceLines.grId, goodsReceipts.id))
    .where(and(inArray(goodsReceipts.id, [...grIds]), scopeCondition(scope, goodsReceipts)))
    .orderBy(goodsReceipts.id)
    .for('update', { of: goodsReceipts });
}

export type LockedReceipt = Awaited<ReturnType<typeof lockReceipts>>[number];

/** The GR side of an invoice taking receipts: isInvoiced Y with the invoice's number and date. */
export async function markReceiptsInvoiced(
  db: Queryable,
  grIds: readonly number[],
  invoice: { invoiceNo: string; invoiceDate: string },
  user: SessionUser,
): Promise<void> {
  if (grIds.length === 0) return;
  await db
    .update(goodsReceipts)
    .set({
      isInvoiced: 'Y',
      invoiceNo: invoice.invoiceNo,
      invoiceDate: invoice.invoiceDate,
      ...updateStamp(user),
    })
    .where(inArray(goodsReceipts.id, [...grIds]));
}

/** Receipts an invoice let go of (deleted, or dropped from a draft) can be invoiced again. */
export async function releaseReceipts(
  db: Queryable,
  grIds: readonly number[],
  user: SessionUser,
): Promise<void> {
  if (grIds.length === 0) return;
  await db
    .update(goodsReceipts)
    .set({ isInvoiced: 'N', invoiceNo: null, invoiceDate: null, ...updateStamp(user) })
    .where(and(inArray(goodsReceipts.id, [...grIds]), eq(goodsReceipts.isInvoiced, 'Y')));
}
