import type { ReleaseChange, ScheduleType } from '@portal/contract/schedule';
import { compareDecimals, fromScaled, toScaled } from '../../platform/decimal.ts';

const SCALE = 5;

export interface ComparedLine {
  deliveryDate: string;
  deliveryTime: string | null;
  scheduleType: ScheduleType;
  requestQty: string;
}

const slot = (line: ComparedLine) => `${line.deliveryDate} ${line.deliveryTime ?? ''}`;
const difference = (current: string | null, previous: string | null) =>
  fromScaled(toScaled(current ?? '0', SCALE) - toScaled(previous ?? '0', SCALE), SCALE);
const daysBetween = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000;

function change(current: ComparedLine | null, previous: ComparedLine | null, kind: ReleaseChange['change']) {
  const line = current ?? previous;
  if (!line) throw new Error('a change needs a line');
  return {
    change: kind,
    deliveryDateStr: current?.deliveryDate ?? null,
    previousDeliveryDateStr: previous?.deliveryDate ?? null,
    deliveryTimeStr: line.deliveryTime,
    scheduleType: line.scheduleType,
    quantity: current?.requestQty ?? null,
    previousQuantity: previous?.requestQty ?? null,
    difference: difference(current?.requestQty ?? null, previous?.requestQty ?? null),
  };
}

/** Each earlier line the newer release no longer has on its date, paired with the nearest new line of the same quantity. */
function pairMoves(gone: ComparedLine[], arrived: ComparedLine[]) {
  const moves: Array<[ComparedLine, ComparedLine]> = [];
  const open = [...arrived];
  for (const previous of gone) {
    const candidates = open.filter(
      (line) => compareDecimals(line.requestQty, previous.requestQty, SCALE) === 0,
    );
    const nearest = candidates.sort(
      (a, b) =>
        daysBetween(a.deliveryDate, previous.deliveryDate) -
        daysBetween(b.deliveryDate, previous.deliveryDate),
    )[0];
    if (!nearest) continue;
    moves.push([nearest, previous]);
    open.splice(open.indexOf(nearest), 1);
  }
  return moves;
}

/**
 * What changed from one release of an order line to the next, per delivery: the same date with more or
 * less quantity, a delivery gone from one date and the same quantity arriving on another (moved), or a
 * delivery only one release has (added, removed). Sorted by the date a planner reads first.
 */
export function compareReleaseLines(current: ComparedLine[], previous: ComparedLine[]): ReleaseChange[] {
  const previousBySlot = new Map(previous.map((line) => [slot(line), line]));
  const currentSlots = new Set(current.map(slot));
  const changes: ReleaseChange[] = [];
  const arrived: ComparedLine[] = [];
  for (const line of current) {
    const before = previousBySlot.get(slot(line));
    if (!before) {
      arrived.push(line);
      continue;
    }
    const order = compareDecimals(line.requestQty, before.requestQty, SCALE);
    changes.push(change(line, before, order === 0 ? 'unchanged' : order > 0 ? 'increased' : 'decreased'));
  }
  const gone = previous.filter((line) => !currentSlots.has(slot(line)));
  const moves = pairMoves(gone, arrived);
  for (const [line, before] of moves) changes.push(change(line, before, 'moved'));
  const moved = new Set(moves.flat());
  for (const line of arrived) if (!moved.has(line)) changes.push(change(line, null, 'added'));
  for (const line of gone) if (!moved.has(line)) changes.push(change(null, line, 'removed'));
  const dateOf = (entry: ReleaseChange) =>
    `${entry.deliveryDateStr ?? entry.previousDeliveryDateStr} ${entry.deliveryTimeStr ?? ''}`;
  return changes.sort((a, b) => dateOf(a).localeCompare(dateOf(b)));
}
