import { ReplyCode } from '@portal/contract/common';
import { type SaveRole, SUPER_ADMIN_ROLE } from '@portal/contract/roles';
import type { Database, Queryable } from '../../db/client.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { isUniqueViolation } from '../../platform/db/constraint-violation.ts';
import { AppError, conflict, forbidden, invalid } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { type ButtonRow, type MenuRow, nameIn } from './function-tree.ts';
import { type Holding, halfCheckedMenus } from './menu-states.ts';
import { rolesMessages } from './messages.ts';
import {
  allButtons,
  allMenus,
  findRole,
  insertRole,
  lockRoleName,
  replacePermissions,
  roleNameTaken,
} from './repo.ts';
import { type SelectionProblem, selectionProblem } from './selection-rules.ts';

type Author = Pick<SessionUser, 'userCode'>;

export const roleNotFound = (roleId: number) =>
  new AppError(ReplyCode.notFound, rolesMessages.roleNotFound, { roleId });
type RoleInput = SaveRole['role'];

function problemError(problem: SelectionProblem, menus: MenuRow[], buttons: ButtonRow[], locale: Locale) {
  const menu = (id: number) => {
    const row = menus.find((candidate) => candidate.id === id);
    return row ? nameIn(row, locale) : String(id);
  };
  const button = (id: number) => {
    const row = buttons.find((candidate) => candidate.id === id);
    return row ? nameIn(row, locale) : String(id);
  };
  switch (problem.kind) {
    case 'unknownMenus':
      return invalid(rolesMessages.unknownMenus, { ids: problem.ids.join(', ') });
    case 'unknownButtons':
      return invalid(rolesMessages.unknownButtons, { ids: problem.ids.join(', ') });
    case 'buttonWithoutMenu':
      return invalid(rolesMessages.buttonWithoutMenu, {
        button: button(problem.buttonId),
        menu: menu(problem.menuId),
      });
    case 'menuWithoutParent':
      return invalid(rolesMessages.menuWithoutParent, {
        menu: menu(problem.menuId),
        parent: menu(problem.parentId),
      });
    case 'groupWithoutChild':
      return invalid(rolesMessages.groupWithoutChild, { menu: menu(problem.menuId) });
  }
}

async function createRole(db: Queryable, role: RoleInput, author: Author): Promise<number> {
  await lockRoleName(db, role.roleName);
  if (await roleNameTaken(db, role.roleName))
    throw conflict(rolesMessages.duplicateName, { roleName: role.roleName });
  const fields = {
    roleName: role.roleName,
    roleDescription: role.roleDescription || null,
    userType: role.userType ?? 'B',
  };
  return insertRole(db, fields, author);
}

/** An existing role keeps its name, description and user type; SupperAdmin keeps everything. */
async function lockExistingRole(db: Queryable, role: RoleInput & { roleId: number }): Promise<number> {
  const stored = await findRole(db, role.roleId, true);
  if (!stored) throw roleNotFound(role.roleId);
  if (stored.roleName === SUPER_ADMIN_ROLE) throw forbidden(rolesMessages.superAdminFixed);
  if (role.roleName !== stored.roleName) throw invalid(rolesMessages.nameNotEditable);
  if ((role.roleDescription ?? '') !== (stored.roleDescription ?? '').trim()) {
    throw invalid(rolesMessages.descriptionNotEditable);
  }
  if (role.userType !== undefined && role.userType !== stored.userType) {
    throw invalid(rolesMessages.userTypeNotEditable);
  }
  return stored.id;
}

/**
 * Creates a role or replaces the permissions of one, in one transaction: the whole set changes or nothing
 * does. The half-checked state of each menu is derived from the tree and stored with it.
 */
export async function saveRole(db: Database, body: SaveRole, author: Author, locale: Locale): Promise<void> {
  const holding: Holding = {
    menuIds: new Set(body.functions.resourcesIds),
    buttonIds: new Set(body.functions.buttonIds),
  };
  const { roleId } = body.role;
  try {
    await db.transaction(async (tx) => {
      const id =
        roleId === undefined
          ? await createRole(tx, body.role, author)
          : await lockExistingRole(tx, { ...body.role, roleId });
      const menus = await allMenus(tx);
      const buttons = await allButtons(tx);
      const problem = selectionProblem(menus, buttons, holding);
      if (problem) throw problemError(problem, menus, buttons, locale);
      const half = halfCheckedMenus(menus, buttons, holding);
      const held = [...holding.menuIds].map((menuId) => ({ id: menuId, halfChecked: half.has(menuId) }));
      await replacePermissions(tx, id, held, [...holding.buttonIds], author);
    });
  } catch (error) {
    if (error instanceof AppError || !isUniqueViolation(error, 'roles_name_uq')) throw error;
    throw conflict(rolesMessages.duplicateName, { roleName: body.role.roleName });
  }
}
