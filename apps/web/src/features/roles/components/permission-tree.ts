import type { FunctionNode } from '@portal/contract/roles';

/**
 * The checkable tree of a role's permissions (spec 3 §3, §6). Keys: `m<id>` a menu, `b<id>` a button,
 * `v<id>` "open the screen" of a menu that has buttons. That extra leaf lets a role hold a screen without
 * any of its buttons (Adient-SCM reads invoices without acting on them): in a cascading tree a menu
 * with children is only ever as checked as its children.
 */
export type PermissionNode = { key: string; title: string; children?: PermissionNode[] };

export const menuKey = (id: number) => `m${id}`;
const buttonKey = (id: number) => `b${id}`;
const screenKey = (id: number) => `v${id}`;

const idOf = (key: string) => Number(key.slice(1));

/** Tree data of the dialog; `screenTitle` names the "open the screen" leaf. */
export function permissionNodes(menus: readonly FunctionNode[], screenTitle: string): PermissionNode[] {
  return menus.map((menu) => {
    const buttons = menu.buttons.map((button) => ({ key: buttonKey(button.buttonId), title: button.name }));
    const own =
      buttons.length > 0 ? [{ key: screenKey(menu.resourcesId), title: screenTitle }, ...buttons] : [];
    const children = [...own, ...permissionNodes(menu.children, screenTitle)];
    return { key: menuKey(menu.resourcesId), title: menu.name, ...(children.length > 0 ? { children } : {}) };
  });
}

/** The leaves a role holds, as the tree is given them (menus above are drawn checked or half-checked). */
export function heldLeaves(menus: readonly FunctionNode[]): string[] {
  return menus.flatMap((menu) => {
    const buttons = menu.buttons
      .filter((button) => button.choice)
      .map((button) => buttonKey(button.buttonId));
    const below = heldLeaves(menu.children);
    const leaf = menu.children.length === 0 && menu.buttons.length === 0;
    if (!menu.choice) return [...buttons, ...below];
    if (leaf) return [menuKey(menu.resourcesId)];
    return [...(menu.buttons.length > 0 ? [screenKey(menu.resourcesId)] : []), ...buttons, ...below];
  });
}

/** Every leaf key of the tree with the key of the node it hangs under. */
function leafParents(nodes: readonly PermissionNode[], parent = ''): Map<string, string> {
  const result = new Map<string, string>();
  for (const node of nodes) {
    if (node.children)
      for (const [key, above] of leafParents(node.children, node.key)) result.set(key, above);
    else result.set(node.key, parent);
  }
  return result;
}

/**
 * The leaves after a click, with the rule that a button acts on its screen: checking a button checks its
 * "open the screen" leaf, unchecking that leaf unchecks the menu's buttons. Parents are not leaves.
 */
export function nextLeaves(
  nodes: readonly PermissionNode[],
  previous: readonly string[],
  checked: readonly string[],
): string[] {
  const parents = leafParents(nodes);
  const next = new Set(checked.filter((key) => parents.has(key)));
  const screenOf = (button: string) => screenKey(idOf(parents.get(button) ?? 'm0'));
  const dropped = new Set(previous.filter((key) => key.startsWith('v') && !next.has(key)));
  for (const key of [...next]) {
    if (!key.startsWith('b')) continue;
    if (dropped.has(screenOf(key))) next.delete(key);
    else next.add(screenOf(key));
  }
  return [...next];
}

type Conducted = { checked: Set<string>; halfChecked: Set<string> };

/** The parents a set of checked leaves draws checked or half-checked in the cascading tree. */
export function conduct(nodes: readonly PermissionNode[], leaves: ReadonlySet<string>): Conducted {
  const result: Conducted = { checked: new Set(), halfChecked: new Set() };
  const visit = (node: PermissionNode): 'all' | 'some' | 'none' => {
    if (!node.children) return leaves.has(node.key) ? 'all' : 'none';
    const states = node.children.map(visit);
    const state = states.every((s) => s === 'all')
      ? 'all'
      : states.some((s) => s !== 'none')
        ? 'some'
        : 'none';
    if (state === 'all') result.checked.add(node.key);
    if (state === 'some') result.halfChecked.add(node.key);
    return state;
  };
  for (const node of nodes) visit(node);
  return result;
}

/**
 * The `functions` of /role/saveOrUpdate: menus checked or half-checked (every menu held, with its
 * parents) and the checked buttons.
 */
export function roleFunctions(nodes: readonly PermissionNode[], leaves: readonly string[]) {
  const held = new Set(leaves);
  const { checked, halfChecked } = conduct(nodes, held);
  const menus = [...held, ...checked, ...halfChecked].filter((key) => key.startsWith('m'));
  return {
    resourcesIds: [...new Set(menus.map(idOf))].sort((a, b) => a - b),
    buttonIds: [...held]
      .filter((key) => key.startsWith('b'))
      .map(idOf)
      .sort((a, b) => a - b),
  };
}
