import type { FunctionNode, RolePage, RoleQuery } from '@portal/contract/roles';
import type { AppConfig } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import { formatDateTime } from '../../platform/dates.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { buildFunctionTree, NOTHING_HELD } from './function-tree.ts';
import { allButtons, allMenus, countRoles, findRole, pageOfRoles, storedHolding } from './repo.ts';
import { roleNotFound } from './save-role.ts';

export async function rolePage(db: Queryable, config: AppConfig, query: RoleQuery): Promise<RolePage> {
  const [total, rows] = await Promise.all([countRoles(db, query), pageOfRoles(db, query)]);
  return {
    data: rows.map(({ createdAt, ...row }) => ({
      ...row,
      createDate: formatDateTime(createdAt, config.displayTimeZone),
    })),
    total,
  };
}

/** The whole tree with nothing chosen: the starting point of a new role. */
export async function functionTree(db: Queryable, locale: Locale): Promise<FunctionNode[]> {
  const [menus, buttons] = await Promise.all([allMenus(db), allButtons(db)]);
  return buildFunctionTree(menus, buttons, NOTHING_HELD, locale);
}

/** The whole tree with what the role holds chosen, half-checked menus as saved. */
export async function roleFunctionTree(
  db: Queryable,
  roleId: number,
  locale: Locale,
): Promise<FunctionNode[]> {
  if (!(await findRole(db, roleId))) throw roleNotFound(roleId);
  const [menus, buttons, holding] = await Promise.all([
    allMenus(db),
    allButtons(db),
    storedHolding(db, roleId),
  ]);
  return buildFunctionTree(menus, buttons, holding, locale);
}
