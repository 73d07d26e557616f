import type { FunctionButton, FunctionNode } from '@portal/contract/roles';
import type { Locale } from '../../platform/i18n/locale.ts';
import type { Holding } from './menu-states.ts';

interface Named {
  nameCn: string;
  nameEn: string;
  nameTh: string;
}
export interface MenuRow extends Named {
  id: number;
  parentId: number | null;
  resourcesCode: string;
}
export interface ButtonRow extends Named {
  id: number;
  resourceId: number;
  buttonCode: string;
}

export function nameIn(row: Named, locale: Locale): string {
  return locale === 'en' ? row.nameEn : locale === 'th' ? row.nameTh : row.nameCn;
}

/** A role's permissions as stored: held menus and buttons, and which held menus were saved half-checked. */
export interface StoredHolding extends Holding {
  halfCheckedIds: ReadonlySet<number>;
}

export const NOTHING_HELD: StoredHolding = {
  menuIds: new Set(),
  buttonIds: new Set(),
  halfCheckedIds: new Set(),
};

/**
 * Every menu (in display order, nested under its parent) with its buttons, names in the caller's language,
 * and what the role holds marked `choice` (checked or half-checked) and `halfChecked` (as saved).
 */
export function buildFunctionTree(
  menus: readonly MenuRow[],
  buttons: readonly ButtonRow[],
  holding: StoredHolding,
  locale: Locale,
): FunctionNode[] {
  const buttonsOf = (menuId: number): FunctionButton[] =>
    buttons
      .filter((button) => button.resourceId === menuId)
      .map((button) => ({
        buttonId: button.id,
        buttonCode: button.buttonCode,
        name: nameIn(button, locale),
        choice: holding.buttonIds.has(button.id),
      }));
  const build = (parentId: number | null): FunctionNode[] =>
    menus
      .filter((menu) => menu.parentId === parentId)
      .map((menu) => ({
        resourcesId: menu.id,
        resourcesCode: menu.resourcesCode,
        name: nameIn(menu, locale),
        children: build(menu.id),
        buttons: buttonsOf(menu.id),
        choice: holding.menuIds.has(menu.id),
        halfChecked: holding.halfCheckedIds.has(menu.id),
      }));
  return build(null);
}
