/** The shape of the permission tree the rules below need: menus under their parents, buttons under their menu. */
export interface TreeMenu {
  id: number;
  parentId: number | null;
}
export interface TreeButton {
  id: number;
  resourceId: number;
}

/** What a role holds: menus (checked or half-checked) and buttons. */
export interface Holding {
  menuIds: ReadonlySet<number>;
  buttonIds: ReadonlySet<number>;
}

function childrenByParent(menus: readonly TreeMenu[]): Map<number | null, TreeMenu[]> {
  const children = new Map<number | null, TreeMenu[]>();
  for (const menu of menus) children.set(menu.parentId, [...(children.get(menu.parentId) ?? []), menu]);
  return children;
}

/**
 * The held menus that are half-checked: held, but some sub-menu (at any depth) or button below them is not
 * fully held. This is the state the checkable tree draws for the same holding, so it is derived from the
 * tree instead of trusted from a client, and a saved role always redraws as it was saved.
 */
export function halfCheckedMenus(
  menus: readonly TreeMenu[],
  buttons: readonly TreeButton[],
  holding: Holding,
): Set<number> {
  const children = childrenByParent(menus);
  const full = new Map<number, boolean>();
  const isFull = (menu: TreeMenu): boolean => {
    const known = full.get(menu.id);
    if (known !== undefined) return known;
    const value =
      holding.menuIds.has(menu.id) &&
      (children.get(menu.id) ?? []).every(isFull) &&
      buttons.every((button) => button.resourceId !== menu.id || holding.buttonIds.has(button.id));
    full.set(menu.id, value);
    return value;
  };
  return new Set(
    menus.filter((menu) => holding.menuIds.has(menu.id) && !isFull(menu)).map((menu) => menu.id),
  );
}
