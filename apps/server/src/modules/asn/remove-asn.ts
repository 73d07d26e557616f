import type { Database, Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { conflict, forbidden, notFound } from '../../platform/http/app-error.ts';
import { enqueueAlert } from '../../platform/mail/enqueue-alert.ts';
import { deleteAsnRow, type LockedAsn, lockAsn, setStatus, shippedOf } from './asn-repo.ts';
import { asnMessages as messages } from './messages.ts';
import { firstReceiptOf, releaseReceipts } from './receipt-links.ts';
import { giveBackAsnQty } from './schedule-lines-repo.ts';

/** The two roles that may delete a Success ASN (decisions: the spec names two without saying which). */
export const DELETE_SUCCESS_ROLES = ['SupperAdmin', 'Adient-Admin'] as const;

/** Gives the shipped quantity of an ASN back to the schedule (locked in id order). */
async function giveBack(db: Queryable, asn: LockedAsn) {
  await giveBackAsnQty(db, await shippedOf(db, asn.id));
}

async function lockedOrMissing(db: Queryable, id: number, scope: DataScope) {
  const asn = await lockAsn(db, id, scope);
  if (!asn) throw notFound(messages.asnMissing);
  return asn;
}

/**
 * deleteAsn: a Draft by its supplier (deleteDraftAsn; a draft holds no quantity), a Failed ASN by a buyer
 * (deleteFailedAsn; its quantity goes back to the schedule lines).
 */
export async function deleteAsn(db: Database, user: SessionUser, scope: DataScope, id: number) {
  await db.transaction(async (tx) => {
    const asn = await lockedOrMissing(tx, id, scope);
    const refuse = () => conflict(messages.cannotDelete, { asnNo: asn.asnNo, status: asn.status });
    if (asn.status === 'Draft') {
      if (!user.permissions.has('deleteDraftAsn')) throw forbidden();
    } else if (asn.status === 'Failed') {
      if (user.userType !== 'B' || !user.permissions.has('deleteFailedAsn')) throw forbidden();
      await giveBack(tx, asn);
    } else throw refuse();
    await releaseReceipts(tx, asn, user);
    await deleteAsnRow(tx, asn.id);
  });
}

/** deleteSuccessAsn: SupperAdmin and Adient-Admin only; the quantity goes back. */
export async function deleteSuccessAsn(db: Database, user: SessionUser, scope: DataScope, id: number) {
  if (!user.roleNames.some((role) => (DELETE_SUCCESS_ROLES as readonly string[]).includes(role)))
    throw forbidden(messages.deleteSuccessRole);
  await db.transaction(async (tx) => {
    const asn = await lockedOrMissing(tx, id, scope);
    if (asn.status !== 'Success')
      throw conflict(messages.cannotDelete, { asnNo: asn.asnNo, status: asn.status });
    await releaseReceipts(tx, asn, user);
    await giveBack(tx, asn);
    await deleteAsnRow(tx, asn.id);
  });
}

/**
 * cancelledAsn: a buyer cancels a Success ASN that has not arrived; the quantity goes back and the supplier
 * is told. Once goods were received against it the delivery happened: cancelling is refused, naming a GR.
 */
export async function cancelAsn(db: Database, user: SessionUser, scope: DataScope, id: number) {
  await db.transaction(async (tx) => {
    const asn = await lockedOrMissing(tx, id, scope);
    if (asn.status !== 'Success')
      throw conflict(messages.cannotCancel, { asnNo: asn.asnNo, status: asn.status });
    const grNo = await firstReceiptOf(tx, asn);
    if (grNo) throw conflict(messages.receivedCannotCancel, { asnNo: asn.asnNo, grNo });
    await giveBack(tx, asn);
    await setStatus(tx, asn.id, 'Cancelled', user);
    await enqueueAlert(tx, {
      alertType: 'asnCancelled',
      buyerCompanyId: asn.buyerCompanyId,
      supplierCompanyId: asn.supplierCompanyId,
      eventKey: `asn:${asn.asnNo}:cancelled`,
      data: { asnNo: asn.asnNo },
    });
  });
}
