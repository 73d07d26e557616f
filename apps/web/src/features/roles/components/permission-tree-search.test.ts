import { describe, expect, it } from 'vitest';
import type { PermissionNode } from './permission-tree.ts';
import { keysToOpenFor, parentKeys, titleMatches } from './permission-tree-search.ts';

const TREE: PermissionNode[] = [
  { key: 'm1', title: 'Dashboard' },
  {
    key: 'm2',
    title: 'Invoice Management',
    children: [
      {
        key: 'm3',
        title: 'Invoice Query',
        children: [
          { key: 'v3', title: 'Open the screen' },
          { key: 'b31', title: 'Receive invoice' },
        ],
      },
      { key: 'm4', title: 'Scan Invoice' },
    ],
  },
  { key: 'm5', title: 'System Management', children: [{ key: 'm6', title: 'Email Configuration' }] },
];

describe('permission tree search', () => {
  it('expands every node that has children', () => {
    expect(parentKeys(TREE)).toEqual(['m2', 'm3', 'm5']);
  });

  it('opens the parents of every match, ignoring case and surrounding spaces', () => {
    expect(keysToOpenFor(TREE, '  RECEIVE ')).toEqual(['m2', 'm3']);
    expect(keysToOpenFor(TREE, 'email')).toEqual(['m5']);
    expect(keysToOpenFor(TREE, 'invoice').sort()).toEqual(['m2', 'm3']);
  });

  it('opens nothing for a top-level match, no match or an empty text', () => {
    expect(keysToOpenFor(TREE, 'dashboard')).toEqual([]);
    expect(keysToOpenFor(TREE, 'nothing like it')).toEqual([]);
    expect(keysToOpenFor(TREE, '   ')).toEqual([]);
    expect(titleMatches('Dashboard', '')).toBe(false);
  });
});
