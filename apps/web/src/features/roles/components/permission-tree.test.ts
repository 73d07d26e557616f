import type { FunctionNode } from '@portal/contract/roles';
import { describe, expect, it } from 'vitest';
import { buttonNode as button, menuNode as node } from '../testing/function-nodes.ts';
import { conduct, heldLeaves, nextLeaves, permissionNodes, roleFunctions } from './permission-tree.ts';

/** dashboard (1); invoices (2) > query (3, buttons 31, 32), scan (4) */
function tree(held: { menus?: number[]; buttons?: number[] } = {}): FunctionNode[] {
  const menus = new Set(held.menus ?? []);
  const buttons = new Set(held.buttons ?? []);
  const n = (id: number, name: string, extra: Partial<FunctionNode> = {}) =>
    node(id, name, { choice: menus.has(id), ...extra });
  return [
    n(1, 'dashboard'),
    n(2, 'invoices', {
      children: [
        n(3, 'query', {
          buttons: [button(31, 'receive', buttons.has(31)), button(32, 'approve', buttons.has(32))],
        }),
        n(4, 'scan'),
      ],
    }),
  ];
}

describe('permission tree', () => {
  it('gives a menu with buttons an "open the screen" leaf before its buttons', () => {
    const nodes = permissionNodes(tree(), 'Open');
    expect(nodes[1]?.children?.[0]?.children?.map((child) => child.key)).toEqual(['v3', 'b31', 'b32']);
    expect(nodes[0]?.children).toBeUndefined();
  });

  it('saves checked and half-checked menus with the checked buttons', () => {
    const nodes = permissionNodes(tree(), 'Open');
    expect(roleFunctions(nodes, ['m1', 'v3', 'b31'])).toEqual({ resourcesIds: [1, 2, 3], buttonIds: [31] });
    expect(roleFunctions(nodes, ['m4'])).toEqual({ resourcesIds: [2, 4], buttonIds: [] });
    const { checked, halfChecked } = conduct(nodes, new Set(['v3', 'b31', 'b32', 'm4']));
    expect([...checked].sort()).toEqual(['m2', 'm3']);
    expect([...halfChecked]).toEqual([]);
    expect([...conduct(nodes, new Set(['v3'])).halfChecked].sort()).toEqual(['m2', 'm3']);
  });

  it('redraws a stored role from its leaves, a screen held without buttons included', () => {
    expect(heldLeaves(tree({ menus: [1, 2, 3], buttons: [] }))).toEqual(['m1', 'v3']);
    expect(heldLeaves(tree({ menus: [2, 3, 4], buttons: [32] }))).toEqual(['v3', 'b32', 'm4']);
  });

  it('checks the screen with a button and unchecks the buttons with the screen', () => {
    const nodes = permissionNodes(tree(), 'Open');
    expect(nextLeaves(nodes, [], ['b31']).sort()).toEqual(['b31', 'v3']);
    expect(nextLeaves(nodes, ['v3', 'b31', 'b32'], ['b31', 'b32'])).toEqual([]);
    // parents handed over by the tree are not leaves
    expect(nextLeaves(nodes, [], ['m2', 'm3', 'v3', 'b31', 'b32', 'm4']).sort()).toEqual([
      'b31',
      'b32',
      'm4',
      'v3',
    ]);
  });
});
