import { setNewest } from '../newest-entries.ts';
import type { KeyValues } from './keyset.ts';

/**
 * Rows of a list whose place in its order is known: the first and last row of every deep page read, kept
 * while the list's tables are unchanged (their change stamp, see count-memo.ts). A page near a remembered
 * row is read from it (a keyset read) instead of skipping every row before it: the next, previous or same
 * page again costs a page, however deep.
 */
const MAX_LISTS = 500;
const MAX_ANCHORS = 64;

export interface Anchor {
  /** the row's position in the list's order, from 0 */
  position: number;
  values: KeyValues;
}

interface Anchors {
  stamp: string;
  byPosition: Map<number, KeyValues>;
}

const lists = new Map<string, Anchors>();

/** The rows remembered for a list (its filters, scope and order) at this stamp. */
export function anchorsOf(key: string, stamp: string): Anchor[] {
  const known = lists.get(key);
  if (!known || known.stamp !== stamp) return [];
  return [...known.byPosition].map(([position, values]) => ({ position, values }));
}

/**
 * Remembers rows read at `stamp`; the caller vouches that every change the stamp counts was committed
 * before the rows were read. A newer stamp replaces what an older one knew.
 */
export function rememberAnchors(key: string, stamp: string, anchors: readonly Anchor[]): void {
  let known = lists.get(key);
  if (!known || known.stamp !== stamp) known = { stamp, byPosition: new Map() };
  // most recently used last, so the oldest list goes first
  setNewest(lists, key, known, MAX_LISTS);
  for (const { position, values } of anchors) setNewest(known.byPosition, position, values, MAX_ANCHORS);
}

/** The key of a list's remembered rows: its count key plus the order (everything but the page). */
export function anchorKey(list: string, query: object, scope: object): string {
  const { pageNo: _pageNo, size: _size, ...rest } = query as Record<string, unknown>;
  return JSON.stringify([list, rest, scope]);
}
