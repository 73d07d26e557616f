import { describe, expect, it } from 'vitest';
import { setNewest } from '../../src/platform/newest-entries.ts';

describe('bounded memories of the lists', () => {
  it('keep the entries written last, a rewritten one counting as new, up to the limit', () => {
    const map = new Map<string, number>();
    for (const [key, value] of [
      ['a', 1],
      ['b', 2],
      ['c', 3],
    ] as const)
      setNewest(map, key, value, 3);
    setNewest(map, 'a', 10, 3);
    setNewest(map, 'd', 4, 3);
    expect([...map]).toEqual([
      ['c', 3],
      ['a', 10],
      ['d', 4],
    ]);
    setNewest(map, 'e', 5, 1);
    expect([...map]).toEqual([['e', 5]]);
  });
});
