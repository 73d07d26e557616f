import type { PageQuery } from '@portal/contract/common';
import type { SQL } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { changeStamp, writersInProgress } from './count-memo.ts';
import { keySeek, type WindowIdQuery } from './key-seek.ts';
import { atOrAfter, type KeyValues } from './keyset.ts';
import { type Anchor, anchorsOf, rememberAnchors } from './page-anchors.ts';
import { NEAR_START_ROWS, type PageWindow, windowFromStart } from './page-window.ts';
import type { SortKey } from './sort-keys.ts';

export interface IdRow {
  id: number;
  key: KeyValues;
}

/** A list read ids first: what `readPageOfIds` needs to know of it. */
export interface IdPagedList<Row> {
  /** names the list, its filters, scope and order (anchorKey) */
  key: string;
  /** every table the list reads, each with its change sequence */
  tables: readonly string[];
  keys: readonly SortKey[];
  count: () => Promise<number>;
  /**
   * The ids of the window with their key values (keyedIds), in the list's order or its mirror when
   * `window.reversed`; `from`, when given, is one more condition (the rows at or after a remembered row).
   */
  ids: (window: PageWindow, from: SQL | undefined) => Promise<IdRow[]>;
  /** the rows of these ids in the list's order */
  rows: (ids: number[]) => Promise<Row[]>;
  /**
   * Rows at known places near a position, found without reading the rows before it (a list that keeps
   * counts of its order's parts); asked only when every remembered row is far from the page.
   */
  seek?: (position: number, total: number) => Promise<Anchor[]>;
  /**
   * What `ids` reads, as a query taking any key columns and order: a list without a seek of its own (one
   * that is filtered or re-sorted) then seeks key by key (key-seek.ts). For a list whose orders its indexes
   * read whole (the audit and interface logs), OFFSET over the index is cheaper than the seek's two reads
   * (audit log middle page 126 ms by OFFSET, 323 ms by seek): such a list gives none.
   */
  idQuery?: WindowIdQuery;
  /**
   * The window's ids read part by part from the parts of the list's order holding it, found by the counts the
   * list keeps of them (part-seek.ts), or undefined when too many parts hold it; asked first, for any page, by
   * a list whose order no index reads in (the schedule lines sorted by a line field: sort-counts.ts).
   */
  partIds?: (window: PageWindow) => Promise<IdRow[] | undefined>;
}

interface Plan {
  window: PageWindow;
  from: SQL | undefined;
}

/**
 * Where to read rows [start, start + limit) from: the list's start, its end, or a remembered row before or
 * after the window, whichever skips the fewest rows.
 */
export function nearestPlan(
  keys: readonly SortKey[],
  total: number,
  start: number,
  limit: number,
  anchors: readonly Anchor[],
): Plan {
  const end = start + limit - 1;
  let best: Plan = { window: { limit, offset: start, reversed: false }, from: undefined };
  const consider = (offset: number, reversed: boolean, anchor?: Anchor) => {
    if (offset >= best.window.offset) return;
    const from = anchor ? atOrAfter(keys, anchor.values, reversed) : undefined;
    best = { window: { limit, offset, reversed }, from };
  };
  consider(total - 1 - end, true);
  for (const anchor of anchors) {
    if (anchor.position <= start) consider(start - anchor.position, false, anchor);
    else if (anchor.position >= end) consider(anchor.position - end, true, anchor);
  }
  return best;
}

/** Whether rows read now may be remembered under `stamp`: no write it counts can still be uncommitted. */
async function settledAt(db: Queryable, key: string, stamp: string): Promise<boolean> {
  if (anchorsOf(key, stamp).length > 0) return true;
  return !(await writersInProgress(db));
}

async function rowsOfIds<Row>(list: IdPagedList<Row>, ids: IdRow[]): Promise<Row[]> {
  return ids.length === 0 ? [] : list.rows(ids.map((row) => row.id));
}

/** The page read part by part (IdPagedList's `partIds`), when few parts of the list's order hold it. */
async function readInPart<Row>(
  list: IdPagedList<Row>,
  partIds: NonNullable<IdPagedList<Row>['partIds']>,
  start: PageWindow,
): Promise<{ rows: Row[]; total: number } | undefined> {
  const total = await list.count();
  if (start.offset >= total) return { rows: [], total };
  const ids = await partIds({ ...start, limit: Math.min(start.limit, total - start.offset) });
  return ids && { rows: await rowsOfIds(list, ids), total };
}

/**
 * A page and the list's total, ids first. Near the start the ids and the count are read at once. Deeper,
 * the count comes first, then the page is read from the nearest of the list's ends and the rows remembered
 * from earlier deep pages (keyset reads: paging on, back or again costs a page, not the rows before it);
 * the page's first and last row are remembered in turn; a list that can seek (by its kept counts, or key by
 * key: key-seek.ts) is asked for rows near a page far from all of these (a cold jump deep into it). The reply
 * is what OFFSET would answer.
 */
export async function readPageOfIds<Row>(
  db: Queryable,
  query: Pick<PageQuery, 'pageNo' | 'size'>,
  list: IdPagedList<Row>,
): Promise<{ rows: Row[]; total: number }> {
  const start = windowFromStart(query);
  if (list.partIds) {
    const inPart = await readInPart(list, list.partIds, start);
    if (inPart) return inPart;
  }
  if (start.offset < NEAR_START_ROWS) {
    const [total, ids] = await Promise.all([list.count(), list.ids(start, undefined)]);
    return { rows: await rowsOfIds(list, ids), total };
  }
  // a caller's transaction reads its own snapshot: nothing it reads is remembered
  const stamp = '$client' in db ? await changeStamp(db, list.tables) : undefined;
  const kept = stamp !== undefined && (await settledAt(db, list.key, stamp)) ? stamp : undefined;
  const total = await list.count();
  if (start.offset >= total) return { rows: [], total };
  const limit = Math.min(query.size, total - start.offset);
  const anchors = kept === undefined ? [] : anchorsOf(list.key, kept);
  let plan = nearestPlan(list.keys, total, start.offset, limit, anchors);
  const seek = list.seek ?? (list.idQuery && keySeek(db, list.keys, list.idQuery, list.ids));
  if (seek && plan.window.offset >= NEAR_START_ROWS) {
    const sought = await seek(start.offset, total);
    plan = nearestPlan(list.keys, total, start.offset, limit, [...anchors, ...sought]);
  }
  const { window, from } = plan;
  const read = await list.ids(window, from);
  const ids = window.reversed ? read.reverse() : read;
  const first = ids[0];
  const last = ids.at(-1);
  if (kept !== undefined && first && last && ids.length === limit) {
    rememberAnchors(list.key, kept, [
      { position: start.offset, values: first.key },
      { position: start.offset + limit - 1, values: last.key },
    ]);
  }
  return { rows: await rowsOfIds(list, ids), total };
}
