import { compareDecimals, sumDecimals } from '../../platform/decimal.ts';
import { conflict, invalid, notFound } from '../../platform/http/app-error.ts';
import type { ReceiptToShip } from './gr-lines-repo.ts';
import { asnMessages as messages } from './messages.ts';
import type { AsnScheduleLine } from './schedule-lines-repo.ts';

/**
 * A GR selection may become an ASN when every receipt is the caller's, none is already on an ASN of the
 * portal (its quantity is on the schedule already) and each has an open schedule line to ship on.
 * Answers the schedule lines, once each (two receipts of one order line share it).
 */
export function checkReceiptSelection(
  grIds: readonly number[],
  receipts: readonly ReceiptToShip[],
): number[] {
  if (grIds.length === 0) throw invalid(messages.selData);
  if (receipts.length !== new Set(grIds).size) throw notFound(messages.receiptsMissing);
  for (const receipt of receipts) {
    const { grNo, grLineNo } = receipt;
    if (receipt.asnNo !== null)
      throw conflict(messages.receiptOnAsn, { grNo, grLineNo, asnNo: receipt.asnNo });
    if (receipt.scheduleDetailId === null)
      throw invalid(messages.receiptNotScheduled, {
        grNo,
        grLineNo,
        orderNo: receipt.orderNo,
        lineNo: receipt.poLineNo,
      });
  }
  return [...new Set(receipts.map((receipt) => receipt.scheduleDetailId ?? 0))];
}

/**
 * The quantity proposed per schedule line: what its receipts received, at most what the line may still
 * ship (its unshipped quantity, plus the supplier's over-shipment tolerance; no limit without one).
 */
export function receivedPerLine(
  receipts: readonly ReceiptToShip[],
  lines: readonly AsnScheduleLine[],
): Map<number, string> {
  const proposed = new Map<number, string>();
  for (const line of lines) {
    const received = sumDecimals(
      receipts.filter((receipt) => receipt.scheduleDetailId === line.id).map((receipt) => receipt.qty),
      5,
    );
    const limit = line.allowedLeft;
    proposed.set(line.id, limit !== null && compareDecimals(received, limit, 5) > 0 ? limit : received);
  }
  return proposed;
}
