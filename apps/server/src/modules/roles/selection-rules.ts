import type { Holding, TreeButton, TreeMenu } from './menu-states.ts';

/** Why a set of checked menus and buttons cannot be saved as a role's permissions. */
export type SelectionProblem =
  | { kind: 'unknownMenus'; ids: number[] }
  | { kind: 'unknownButtons'; ids: number[] }
  | { kind: 'buttonWithoutMenu'; buttonId: number; menuId: number }
  | { kind: 'menuWithoutParent'; menuId: number; parentId: number }
  | { kind: 'groupWithoutChild'; menuId: number };

/**
 * A selection is saved only when the checkable tree can draw it exactly: every id exists, a button comes
 * with its menu (a button acts on its screen, so holding it without the screen would be a permission
 * nobody can use), a menu with its parent (the tree half-checks the parent), and a menu that only groups
 * sub-menus comes with at least one of them (it has no permission of its own to hold).
 */
export function selectionProblem(
  menus: readonly TreeMenu[],
  buttons: readonly TreeButton[],
  holding: Holding,
): SelectionProblem | null {
  const menuById = new Map(menus.map((menu) => [menu.id, menu]));
  const buttonById = new Map(buttons.map((button) => [button.id, button]));
  const unknownMenus = [...holding.menuIds].filter((id) => !menuById.has(id));
  if (unknownMenus.length > 0) return { kind: 'unknownMenus', ids: unknownMenus };
  const unknownButtons = [...holding.buttonIds].filter((id) => !buttonById.has(id));
  if (unknownButtons.length > 0) return { kind: 'unknownButtons', ids: unknownButtons };
  for (const id of holding.buttonIds) {
    const menuId = buttonById.get(id)?.resourceId ?? 0;
    if (!holding.menuIds.has(menuId)) return { kind: 'buttonWithoutMenu', buttonId: id, menuId };
  }
  for (const id of holding.menuIds) {
    const parentId = menuById.get(id)?.parentId ?? null;
    if (parentId !== null && !holding.menuIds.has(parentId))
      return { kind: 'menuWithoutParent', menuId: id, parentId };
  }
  const hasButtons = new Set(buttons.map((button) => button.resourceId));
  for (const id of holding.menuIds) {
    const children = menus.filter((menu) => menu.parentId === id);
    const grouping = children.length > 0 && !hasButtons.has(id);
    if (grouping && !children.some((child) => holding.menuIds.has(child.id)))
      return { kind: 'groupWithoutChild', menuId: id };
  }
  return null;
}
