import type { SaveAsn } from '@portal/contract/asn';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { asnMessageOf } from '../../integration/erp-outbound/asn-message.ts';
import { enqueueErpMessage } from '../../integration/erp-outbound/outbox-repo.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import {
  isConstraintViolation,
  PG_CHECK_VIOLATION,
  SHIPPED_WITHIN_TOLERANCE,
} from '../../platform/db/constraint-violation.ts';
import { fromScaled, toScaled } from '../../platform/decimal.ts';
import { conflict } from '../../platform/http/app-error.ts';
import { replacePackages, setStatus } from './asn-repo.ts';
import { checkQuantities, checkSendable } from './asn-rules.ts';
import { asnMessages as messages } from './messages.ts';
import { saveDraft } from './save-asn.ts';
import { addAsnQty, lockScheduleLines } from './schedule-lines-repo.ts';

/**
 * Packages of a labelled ASN that has none: each line's quantity in packages of its lot size (the last
 * holds the rest), numbered <ASN no>-001 on; without a lot size the line is one package.
 */
export function derivePackages(
  asnNo: string,
  lines: ReadonlyArray<{ partNo: string; asnQty: string; lotSizeQty?: string | undefined }>,
) {
  const packages: Array<{ partNo: string; packageNo: string; qtyOfPackaging: string }> = [];
  for (const line of lines) {
    let left = toScaled(line.asnQty, 5);
    const size = line.lotSizeQty ? toScaled(line.lotSizeQty, 5) : left;
    while (left > 0n && packages.length < 20_000) {
      // biome-ignore lint/complexity/useMathMinMax: bigint quantities (Math.min takes numbers only)
      const qty = left < size ? left : size;
      packages.push({
        partNo: line.partNo,
        packageNo: `${asnNo}-${String(packages.length + 1).padStart(3, '0')}`,
        qtyOfPackaging: fromScaled(qty, 5),
      });
      left -= qty;
    }
  }
  return packages;
}

/** Raises the schedule lines' asnQty by what the ASN ships, under row locks, within what each may take. */
async function ship(db: Queryable, scope: DataScope, body: SaveAsn, asnNo: string) {
  const ids = body.asnDetails.map((detail) => detail.deliveryScheduleDetailId);
  const locked = await lockScheduleLines(db, ids, scope);
  if (locked.some((line) => line.isLatest !== 'Y')) throw conflict(messages.superseded);
  checkQuantities(body.asnDetails, locked);
  const shipped = body.asnDetails.map((detail) => ({
    scheduleDetailId: detail.deliveryScheduleDetailId,
    qty: detail.asnQty,
  }));
  await addAsnQty(db, shipped, asnNo).catch((error: unknown) => {
    // the database's own check (migration 0014), should a path ever get past the one above
    if (isConstraintViolation(error, PG_CHECK_VIOLATION, SHIPPED_WITHIN_TOLERANCE))
      throw conflict(messages.shippedOverTolerance);
    throw error;
  });
  return locked;
}

/**
 * sendAsn: saves the Draft, checks what a send needs, ships its quantities (two sends over one schedule
 * line serialise on its row lock, the second sees the first's quantity) and queues the ASN for the ERP;
 * the ASN is Submitted and read-only. All in one transaction.
 */
export async function sendAsn(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  body: SaveAsn,
): Promise<number> {
  return db.transaction(async (tx) => {
    const { asn } = await saveDraft(tx, user, scope, body);
    checkSendable(body.asnHeader, asn.isCreateInvoice);
    const lines = await ship(tx, scope, body, asn.asnNo);
    if (asn.isCreateLabel === 'Y' && body.asnPackages.length === 0) {
      const partOf = new Map(lines.map((line) => [line.id, line.partNo]));
      const withParts = body.asnDetails.map((detail) => ({
        ...detail,
        partNo: partOf.get(detail.deliveryScheduleDetailId) ?? '',
      }));
      await replacePackages(tx, asn.id, derivePackages(asn.asnNo, withParts), user);
    }
    await setStatus(tx, asn.id, 'Submitted', user, { submittedAt: sql`now()` as unknown as Date });
    await enqueueErpMessage(tx, {
      wsType: 'ASN_SEND',
      referenceNo: asn.asnNo,
      payload: await asnMessageOf(tx, asn.id),
      author: user.userCode,
    });
    return asn.id;
  });
}
