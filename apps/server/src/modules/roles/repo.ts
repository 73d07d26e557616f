import type { RoleQuery } from '@portal/contract/roles';
import { and, asc, count, eq, ilike, ne, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { buttons, resources, roleButtons, roleResources, roles } from '../../db/schema/index.ts';
import { insertStamp, updateStamp } from '../../platform/audit/audit-stamp.ts';
import { forgetCachedSessions } from '../../platform/auth/session-cache.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
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

function filtersOf(query: RoleQuery): SQL | undefined {
  return query.roleName ? ilike(roles.roleName, containsPattern(query.roleName)) : undefined;
}

export async function countRoles(db: Queryable, query: RoleQuery): Promise<number> {
  const [row] = await db.select({ value: count() }).from(roles).where(filtersOf(query));
  return row?.value ?? 0;
}

export async function pageOfRoles(db: Queryable, query: RoleQuery) {
  return db
    .select({
      roleId: roles.id,
      roleName: roles.roleName,
      roleDescription: roles.roleDescription,
      userType: roles.userType,
      createdAt: roles.createdAt,
    })
    .from(roles)
    .where(filtersOf(query))
    .orderBy(...orderBy(sortable, query, [asc(roles.roleName), asc(roles.id)]))
    .limit(query.size)
    .offset(offsetOf(query));
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
