import type { MenuResource } from '@portal/contract/session';
import type { Locale } from '../../platform/i18n/locale.ts';
import type { MenuRow } from './repo.ts';

function nameIn(row: MenuRow, locale: Locale): string {
  return locale === 'en' ? row.nameEn : locale === 'th' ? row.nameTh : row.nameCn;
}

/** Nests the granted menu rows (already in display order) into the tree the web draws; leaves carry null children. */
export function buildMenuTree(rows: MenuRow[], locale: Locale): MenuResource[] {
  const granted = new Set(rows.map((row) => row.id));
  const childrenOf = new Map<number | null, MenuRow[]>();
  for (const row of rows) {
    // a child whose parent is not granted is shown at the top level rather than lost
    const parent = row.parentId !== null && granted.has(row.parentId) ? row.parentId : null;
    childrenOf.set(parent, [...(childrenOf.get(parent) ?? []), row]);
  }
  const build = (parent: number | null): MenuResource[] =>
    (childrenOf.get(parent) ?? []).map((row) => {
      const children = build(row.id);
      return {
        resourcesCode: row.resourcesCode,
        resourcesIcon: row.icon,
        path: row.path,
        name: nameIn(row, locale),
        children: children.length > 0 ? children : null,
      };
    });
  return build(null).filter((menu) => menu.path !== null || menu.children !== null);
}
