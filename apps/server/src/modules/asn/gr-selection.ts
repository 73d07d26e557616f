import { compareDecimals, sumDecimals } from '../../platform/decimal.ts';
import { conflict, invalid, notFound } from '../../platform/http/app-error.ts';
import type { ReceiptToShip } from './gr-lines-repo.ts';
import { asnMessages as messages } from './messages.ts';
import type { AsnScheduleLine } from './schedule-lines-repo.ts';

const QTY_SCALE = 5;

/**
 * A GR selection may become an ASN when every receipt is the caller's, none is already on an ASN of the
 * portal (its quantity is on the schedule already) and each has an open schedule line to ship on.
 * Answers the open schedule lines of the receipts' order lines, once each.
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
    if (receipt.openLineIds.length === 0)
      throw invalid(messages.receiptNotScheduled, {
        grNo,
        grLineNo,
        orderNo: receipt.orderNo,
        lineNo: receipt.poLineNo,
      });
  }
  return [...new Set(receipts.flatMap((receipt) => receipt.openLineIds))];
}

const minimum = (a: string, b: string) => (compareDecimals(a, b, QTY_SCALE) <= 0 ? a : b);
const minus = (a: string, b: string) => sumDecimals([a, `-${b}`], QTY_SCALE);
const isPositive = (value: string) => compareDecimals(value, '0', QTY_SCALE) > 0;

/**
 * Lays `received` over an order line's open schedule lines, earliest delivery first: each takes what it has
 * left to ship; what is still left then fills the over-shipment tolerance of each line in the same order
 * (the earliest takes all the rest when the supplier over-ships without limit). Lines taking nothing are
 * left out.
 */
function spread(received: string, lines: readonly AsnScheduleLine[]): Map<number, string> {
  const taken = new Map<number, string>();
  let left = received;
  const give = (line: AsnScheduleLine, room: string) => {
    const qty = minimum(left, room);
    if (!isPositive(qty)) return;
    taken.set(line.id, sumDecimals([taken.get(line.id) ?? '0', qty], QTY_SCALE));
    left = minus(left, qty);
  };
  for (const line of lines) give(line, line.unshippedQty);
  for (const line of lines) {
    if (!isPositive(left)) break;
    const room = line.allowedLeft === null ? left : minus(line.allowedLeft, taken.get(line.id) ?? '0');
    give(line, room);
  }
  return taken;
}

/**
 * The quantity proposed per schedule line: what the receipts of each order line received, spread over its
 * open schedule lines earliest first, at most what each may still ship (what it has left, plus the
 * supplier's over-shipment tolerance; no limit without one).
 */
export function receivedPerLine(
  receipts: readonly ReceiptToShip[],
  lines: readonly AsnScheduleLine[],
): Map<number, string> {
  const byId = new Map(lines.map((line) => [line.id, line]));
  const receivedByOrderLine = new Map<string, { qty: string[]; lineIds: number[] }>();
  for (const receipt of receipts) {
    const key = `${receipt.orderNo}\u0000${receipt.poLineNo}`;
    const entry = receivedByOrderLine.get(key) ?? { qty: [], lineIds: receipt.openLineIds };
    entry.qty.push(receipt.qty);
    receivedByOrderLine.set(key, entry);
  }
  const proposed = new Map<number, string>();
  for (const { qty, lineIds } of receivedByOrderLine.values()) {
    const open = lineIds.flatMap((id) => byId.get(id) ?? []);
    for (const [id, taken] of spread(sumDecimals(qty, QTY_SCALE), open)) proposed.set(id, taken);
  }
  return proposed;
}
