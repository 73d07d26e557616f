import type { FunctionNode, RoleDownloadQuery, RolePage, RoleQuery } from '@portal/contract/roles';
import type { AppConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/client.ts';
import { formatDateTime } from '../../platform/dates.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { cursorRecords, mapRows } from '../../platform/lists/cursor-rows.ts';
import { hasRows } from '../../platform/lists/has-rows.ts';
import { streamXlsx } from '../../platform/xlsx/export.ts';
import { exportColumns } from '../../platform/xlsx/sheet-fields.ts';
import { buildFunctionTree, NOTHING_HELD } from './function-tree.ts';
import {
  allButtons,
  allMenus,
  countRoles,
  findRole,
  orderedRoles,
  pageOfRoles,
  roleExportFields,
  storedHolding,
} from './repo.ts';
import { ROLE_EXPORT } from './role-sheet.ts';
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

/** GET|POST /role/download (Roles.xlsx): the filtered roles in the list's order; null when none match. */
export async function roleExport(db: Database, config: AppConfig, query: RoleDownloadQuery, locale: Locale) {
  const fields = roleExportFields(locale);
  const roles = orderedRoles(db, query, fields);
  if (!(await hasRows(db, roles))) return null;
  const rows = mapRows(cursorRecords(db, roles, fields), ({ createdAt, ...row }) => ({
    ...row,
    createDate: formatDateTime(createdAt, config.displayTimeZone),
  }));
  return streamXlsx('Roles', exportColumns(ROLE_EXPORT, locale), rows);
}
