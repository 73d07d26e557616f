import type { PageQuery } from '@portal/contract/common';
import { type PageWindow, pageWindow } from './page-window.ts';

/**
 * A run of a list's rows that share the leading keys of its order (one buyer company, one plant), with how
 * many rows it holds. Leading keys from another table (a company's code) are served by no index of the
 * list's table; inside a run they are constant, so the rest of the order can be read through an index.
 */
export interface Segment<Key> {
  key: Key;
  rows: number;
}

/**
 * The part of each run a window covers: its own offset and limit, in the order the window reads (the runs
 * and the rows inside them mirrored when the window is). `segments` are in the list's order.
 */
export function windowsInSegments<Key>(
  segments: readonly Segment<Key>[],
  window: PageWindow,
): Array<{ key: Key; window: PageWindow }> {
  const runs = window.reversed ? [...segments].reverse() : segments;
  const parts: Array<{ key: Key; window: PageWindow }> = [];
  let skip = window.offset;
  let wanted = window.limit;
  for (const { key, rows } of runs) {
    if (wanted === 0) break;
    if (skip >= rows) {
      skip -= rows;
      continue;
    }
    const limit = Math.min(rows - skip, wanted);
    parts.push({ key, window: { offset: skip, limit, reversed: window.reversed } });
    wanted -= limit;
    skip = 0;
  }
  return parts;
}

/**
 * A page and the total of a list read run by run: the runs (counted, usually remembered) say which rows of
 * which runs the page holds, from the nearer end; `rowsIn` reads a run's window in the order that follows
 * the run's leading keys (mirrored when reversed). The rows come back in the list's order.
 */
export async function readSegmentedPage<Key, Row>(
  query: Pick<PageQuery, 'pageNo' | 'size'>,
  segmentsOf: () => Promise<readonly Segment<Key>[]>,
  rowsIn: (key: Key, window: PageWindow) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number }> {
  const segments = await segmentsOf();
  const total = segments.reduce((sum, segment) => sum + segment.rows, 0);
  const window = pageWindow(total, query);
  const rows: Row[] = [];
  // one run after the other: a caller's transaction runs one query at a time
  for (const part of windowsInSegments(segments, window)) rows.push(...(await rowsIn(part.key, part.window)));
  return { rows: window.reversed ? rows.reverse() : rows, total };
}
