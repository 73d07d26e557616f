import type { PageQuery } from '@portal/contract/common';
import type { RoleFilter, RoleQuery } from '@portal/contract/roles';
import { and, asc, count, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { buttons, resources, roleButtons, roleResources, roles, userRoles } from '../../db/schema/index.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { labelIn, nameColumnIn, propertyNames, propertyOf } from '../../platform/i18n/property-label.ts';
import { containsPattern } from '../../platform/lists/like.ts';
import { offsetOf, orderBy, type SortWhitelist } from '../../platform/lists/paging.ts';
import type { ButtonRow, MenuRow, StoredHolding } from './function-tree.ts';

type Author = Pick<SessionUser, 'userCode'>;

/** Display fields of the role list and the columns they sort by. */
const sortable: SortWhitelist = {
  roleName: roles.roleName,
  roleDescription: roles.roleDescription,
  userType: roles.userType,
  createDate: roles.createdAt,
};

function filtersOf(query: RoleFilter): SQL | undefined {
  return query.roleName ? ilike(roles.roleName, containsPattern(query.roleName)) : undefined;
}

export async function countRoles(db: Queryable, query: RoleQuery): Promise<number> {
  const [row] = await db.select({ value: count() }).from(roles).where(filtersOf(query));
  return row?.value ?? 0;
}

const roleColumns = {
  roleId: roles.id,
  roleName: roles.roleName,
  roleDescription: roles.roleDescription,
  userType: roles.userType,
  createdAt: roles.createdAt,
};

const roleOrder = (query: Pick<PageQuery, 'sort' | 'sortName'>) =>
  orderBy(sortable, query, [asc(roles.roleName), asc(roles.id)]);

export async function pageOfRoles(db: Queryable, query: RoleQuery) {
  return db
    .select(roleColumns)
    .from(roles)
    .where(filtersOf(query))
    .orderBy(...roleOrder(query))
    .limit(query.size)
    .offset(offsetOf(query));
}

const typeNames = propertyNames('type_names');
const heldMenus = alias(roleResources, 'held_menus');
const heldButtons = alias(roleButtons, 'held_buttons');
const menus = alias(resources, 'menus');
const menuOfButton = alias(resources, 'menu_of_button');
const button = alias(buttons, 'button');
const holders = alias(userRoles, 'holders');

/**
 * The fields of Roles.xlsx: the list's, the user type's label, how many users hold the role and what it
 * holds, names in the caller's language (correlated per role: a few dozen roles, never a big table). The
 * aliases (`table alias` in the subqueries) keep every column qualified, so inner ids never stand for the role's.
 */
export function roleExportFields(locale: Locale) {
  const buttonMenu = nameColumnIn(menuOfButton, locale);
  return {
    ...roleColumns,
    i18nUserType: labelIn(typeNames, locale),
    userCount: sql<number>`(select count(*)::int from ${userRoles} ${holders} where ${holders.roleId} = ${roles.id})`,
    menus: sql<
      string | null
    >`(select string_agg(${nameColumnIn(menus, locale)}, ', ' order by ${menus.sortOrder}, ${menus.id})
      from ${roleResources} ${heldMenus} join ${resources} ${menus} on ${menus.id} = ${heldMenus.resourceId}
      where ${heldMenus.roleId} = ${roles.id})`,
    buttons: sql<
      string | null
    >`(select string_agg(${buttonMenu} || ' / ' || ${nameColumnIn(button, locale)}, ', '
        order by ${menuOfButton.sortOrder}, ${menuOfButton.id}, ${button.id})
      from ${roleButtons} ${heldButtons} join ${buttons} ${button} on ${button.id} = ${heldButtons.buttonId}
      join ${resources} ${menuOfButton} on ${menuOfButton.id} = ${button.resourceId}
      where ${heldButtons.roleId} = ${roles.id})`,
  };
}

/** Every menu in display order. */
export async function allMenus(db: Queryable): Promise<MenuRow[]> {
  return db
    .select({
      id: resources.id,
      parentId: resources.parentId,
      resourcesCode: resources.resourcesCode,
      nameCn: resources.nameCn,
      nameEn: resources.nameEn,
      nameTh: resources.nameTh,
    })
    .from(resources)
    .orderBy(asc(resources.sortOrder), asc(resources.id));
}

/** Every button, in the order they were declared. */
export async function allButtons(db: Queryable): Promise<ButtonRow[]> {
  return db
    .select({
      id: buttons.id,
      resourceId: buttons.resourceId,
      buttonCode: buttons.buttonCode,
      nameCn: buttons.nameCn,
      nameEn: buttons.nameEn,
      nameTh: buttons.nameTh,
    })
    .from(buttons)
    .orderBy(asc(buttons.id));
}

export async function storedHolding(db: Queryable, roleId: number): Promise<StoredHolding> {
  const [menuRows, buttonRows] = await Promise.all([
    db
      .select({ id: roleResources.resourceId, halfChecked: roleResources.halfChecked })
      .from(roleResources)
      .where(eq(roleResources.roleId, roleId)),
    db.select({ id: roleButtons.buttonId }).from(roleButtons).where(eq(roleButtons.roleId, roleId)),
  ]);
  return {
    menuIds: new Set(menuRows.map((row) => row.id)),
    halfCheckedIds: new Set(menuRows.filter((row) => row.halfChecked).map((row) => row.id)),
    buttonIds: new Set(buttonRows.map((row) => row.id)),
  };
}

/** The role, locked until the transaction ends when `forUpdate` (two saves of one role run one after the other). */
export async function findRole(db: Queryable, roleId: number, forUpdate = false) {
  const query = db
    .select({
      id: roles.id,
      roleName: roles.roleName,
      roleDescription: roles.roleDescription,
      userType: roles.userType,
    })
    .from(roles)
    .where(eq(roles.id, roleId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

/**
 * Serialises the creation of names that differ only in case until the transaction ends: the unique index
 * is case-sensitive, and "adient-ap" beside "Adient-AP" would be a duplicate to any reader.
 */
export async function lockRoleName(db: Queryable, roleName: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext('roles.role_name'), hashtext(lower(${roleName})))`,
  );
}

export async function roleNameTaken(db: Queryable, roleName: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        sql`lower(${roles.roleName}) = lower(${roleName})`,
        exceptId === undefined ? undefined : ne(roles.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertRole(
  db: Queryable,
  role: { roleName: string; roleDescription: string | null; userType: 'B' | 'S' },
  author: Author,
): Promise<number> {
  const [row] = await db
    .insert(roles)
    .values({ ...role, ...insertStamp(author) })
    .returning({ id: roles.id });
  if (!row) throw new Error('the role was not inserted');
  return row.id;
}

/** The role's permissions become exactly these; the role records who changed them and when. */
export async function replacePermissions(
  db: Queryable,
  roleId: number,
  menus: readonly { id: number; halfChecked: boolean }[],
  buttonIds: readonly number[],
  author: Author,
): Promise<void> {
  forgetCachedSessions(); // this instance at once; the others by the database's notification
  await db.delete(roleResources).where(eq(roleResources.roleId, roleId));
  await db.delete(roleButtons).where(eq(roleButtons.roleId, roleId));
  if (menus.length > 0) {
    await db
      .insert(roleResources)
      .values(menus.map((menu) => ({ roleId, resourceId: menu.id, halfChecked: menu.halfChecked })));
  }
  if (buttonIds.length > 0) {
    await db.insert(roleButtons).values(buttonIds.map((buttonId) => ({ roleId, buttonId })));
  }
  await db.update(roles).set(updateStamp(author)).where(eq(roles.id, roleId));
}

/** The filtered roles in the list's order with the fields of Roles.xlsx (read through a cursor). */
export function orderedRoles(
  db: Queryable,
  query: RoleFilter & Pick<PageQuery, 'sort' | 'sortName'>,
  fields: ReturnType<typeof roleExportFields>,
) {
  return db
    .select(fields)
    .from(roles)
    .leftJoin(typeNames, propertyOf(typeNames, 'companyType', roles.userType))
    .where(filtersOf(query))
    .orderBy(...roleOrder(query));
}
