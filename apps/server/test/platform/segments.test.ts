import { describe, expect, it } from 'vitest';
import { readSegmentedPage, type Segment, windowsInSegments } from '../../src/platform/lists/segments.ts';

describe('windowsInSegments', () => {
  const runs: Segment<string>[] = [
    { key: 'A', rows: 5 },
    { key: 'B', rows: 0 },
    { key: 'C', rows: 12 },
    { key: 'D', rows: 3 },
  ];

  it('cuts a window from the start into the runs it spans', () => {
    expect(windowsInSegments(runs, { offset: 3, limit: 10, reversed: false })).toEqual([
      { key: 'A', window: { offset: 3, limit: 2, reversed: false } },
      { key: 'C', window: { offset: 0, limit: 8, reversed: false } },
    ]);
    expect(windowsInSegments(runs, { offset: 15, limit: 10, reversed: false })).toEqual([
      { key: 'C', window: { offset: 10, limit: 2, reversed: false } },
      { key: 'D', window: { offset: 0, limit: 3, reversed: false } },
    ]);
  });

  it('cuts a mirrored window from the last run backwards', () => {
    expect(windowsInSegments(runs, { offset: 2, limit: 4, reversed: true })).toEqual([
      { key: 'D', window: { offset: 2, limit: 1, reversed: true } },
      { key: 'C', window: { offset: 0, limit: 3, reversed: true } },
    ]);
  });

  it('finds nothing past the end', () => {
    expect(windowsInSegments(runs, { offset: 20, limit: 10, reversed: false })).toEqual([]);
    expect(windowsInSegments([], { offset: 0, limit: 10, reversed: false })).toEqual([]);
  });
});

describe('readSegmentedPage', () => {
  // a list ordered by run, then by position inside the run: runs of very different sizes, some empty
  const sizes = [0, 1, 2500, 7, 0, 1800, 3, 40];
  const runs: Segment<number>[] = sizes.map((rows, key) => ({ key, rows }));
  const list = runs.flatMap(({ key, rows }) => Array.from({ length: rows }, (_, at) => `${key}:${at}`));

  it('answers every page, near the start, in the middle and past the end, as a read from the start does', async () => {
    for (const size of [20, 500]) {
      const pages = Math.ceil(list.length / size);
      for (let pageNo = 1; pageNo <= pages + 1; pageNo++) {
        const page = await readSegmentedPage(
          { pageNo, size },
          async () => runs,
          async (key, window) => {
            const run = list.filter((row) => row.startsWith(`${key}:`));
            const ordered = window.reversed ? run.reverse() : run;
            return ordered.slice(window.offset, window.offset + window.limit);
          },
        );
        expect(page.total).toBe(list.length);
        expect(page.rows, `page ${pageNo} of ${size}`).toEqual(
          list.slice((pageNo - 1) * size, pageNo * size),
        );
      }
    }
  });
});
