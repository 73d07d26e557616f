import type { PageQuery } from '@portal/contract/common';

/** Which rows of the list's order a page reads: `limit` rows after `offset`, from the end when `reversed`. */
export interface PageWindow {
  limit: number;
  offset: number;
  /** read in the mirrored order; the rows are turned back before they are answered */
  reversed: boolean;
}

/** Up to this offset a page is read from the start without waiting for the count. */
export const NEAR_START_ROWS = 2000;

export function windowFromStart(query: Pick<PageQuery, 'pageNo' | 'size'>): PageWindow {
  return { limit: query.size, offset: (query.pageNo - 1) * query.size, reversed: false };
}

/**
 * The page's rows read from the nearer end of `total`: a page in the second half skips the rows after it
 * in the mirrored order rather than all the rows before it (OFFSET reads every row it skips). A page past
 * the end stays a read from the start (and answers no rows).
 */
export function pageWindow(total: number, query: Pick<PageQuery, 'pageNo' | 'size'>): PageWindow {
  const fromStart = windowFromStart(query);
  if (fromStart.offset >= total) return fromStart;
  const limit = Math.min(query.size, total - fromStart.offset);
  const fromEnd = total - fromStart.offset - limit;
  return fromEnd < fromStart.offset ? { limit, offset: fromEnd, reversed: true } : { ...fromStart, limit };
}

/**
 * A page and the list's total. Near the start the rows and the count are read at once; deeper, the count
 * comes first and says from which end to read. `rowsIn` reads the window in the list's order (mirrored
 * when reversed); the rows come back in the list's order either way.
 */
export async function readPage<Row>(
  query: Pick<PageQuery, 'pageNo' | 'size'>,
  countRows: () => Promise<number>,
  rowsIn: (window: PageWindow) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  const start = windowFromStart(query);
  if (start.offset < NEAR_START_ROWS) {
    const [total, rows] = await Promise.all([countRows(), rowsIn(start)]);
    return { rows, total };
  }
  const total = await countRows();
  const window = pageWindow(total, query);
  const rows = await rowsIn(window);
  return { rows: window.reversed ? rows.reverse() : rows, total };
}
