import { BUTTON_CODES, MENU_CODES } from '@portal/contract/permissions';
import { SUPER_ADMIN_ROLE } from '@portal/contract/roles';
import { eq, sql } from 'drizzle-orm';
import { halfCheckedMenus } from '../../modules/roles/menu-states.ts';
import type { Queryable } from '../client.ts';
import { buttons, properties, resources, roleButtons, roleResources, roles } from '../schema/index.ts';
import { BUTTONS, MENU_TREE, type MenuSeed } from './menus.ts';
import { PROPERTY_SEED } from './properties.ts';
import { ROLE_SEED, type RoleSeed } from './roles.ts';

/**
 * Reference data the code defines (menus, buttons, option lists) is brought up to date on every start;
 * roles are created only when missing, so what administrators change in the role screen is kept.
 */
export async function syncReferenceData(db: Queryable): Promise<void> {
  const known = await db.select({ code: resources.resourcesCode }).from(resources);
  await syncMenus(db, MENU_TREE, null);
  await syncButtons(db);
  await syncProperties(db);
  // a screen added since a database was created goes to the seeded roles that list it (the Audit Log to
  // Adient-Admin), once: what administrators change later is theirs
  const added =
    known.length === 0 ? [] : MENU_CODES.filter((code) => !known.some((menu) => menu.code === code));
  for (const role of ROLE_SEED) {
    const created = await createRoleIfMissing(db, role);
    const newMenus = role.menus.filter((code) => added.includes(code));
    if (!created && newMenus.length > 0) await grant(db, await roleIdByName(db, role.name), newMenus, []);
  }
  // SupperAdmin holds every permission, also of screens added since the role was created
  await grant(db, await roleIdByName(db, SUPER_ADMIN_ROLE), MENU_CODES, BUTTON_CODES);
}

async function syncMenus(
  db: Queryable,
  menus: MenuSeed[],
  parentId: number | null,
  start = 0,
): Promise<void> {
  for (const [index, menu] of menus.entries()) {
    const [cn, en, th] = menu.names;
    const values = {
      parentId,
      path: menu.path,
      icon: menu.icon,
      sortOrder: start + index * 10,
      nameCn: cn,
      nameEn: en,
      nameTh: th,
    };
    const [row] = await db
      .insert(resources)
      .values({ resourcesCode: menu.code, ...values })
      .onConflictDoUpdate({ target: resources.resourcesCode, set: values })
      .returning({ id: resources.id });
    if (row && menu.children) await syncMenus(db, menu.children, row.id);
  }
}

async function syncButtons(db: Queryable): Promise<void> {
  const menuIds = new Map(
    (await db.select({ id: resources.id, code: resources.resourcesCode }).from(resources)).map((r) => [
      r.code,
      r.id,
    ]),
  );
  for (const button of BUTTONS) {
    const [cn, en, th] = button.names;
    const values = { resourceId: menuIds.get(button.menu) ?? 0, nameCn: cn, nameEn: en, nameTh: th };
    await db
      .insert(buttons)
      .values({ buttonCode: button.code, ...values })
      .onConflictDoUpdate({ target: buttons.buttonCode, set: values });
  }
}

async function syncProperties(db: Queryable): Promise<void> {
  const rows = Object.entries(PROPERTY_SEED).flatMap(([propType, options]) =>
    options.map(([propKey, [nameCn, nameEn, nameTh]], index) => ({
      propType,
      propKey,
      nameCn,
      nameEn,
      nameTh,
      sortOrder: index,
    })),
  );
  await db
    .insert(properties)
    .values(rows)
    .onConflictDoUpdate({
      target: [properties.propType, properties.propKey],
      set: {
        nameCn: sql`excluded.name_cn`,
        nameEn: sql`excluded.name_en`,
        nameTh: sql`excluded.name_th`,
        sortOrder: sql`excluded.sort_order`,
      },
    });
}

/** Creates a seeded role with its permissions when it is missing; answers whether it did. */
async function createRoleIfMissing(db: Queryable, seed: RoleSeed): Promise<boolean> {
  const [role] = await db
    .insert(roles)
    .values({ roleName: seed.name, roleDescription: seed.description, userType: seed.userType })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  if (role) await grant(db, role.id, seed.menus, seed.buttons);
  return role !== undefined;
}

/**
 * Adds the menus (with their parents, as the seed lists them) and buttons to a role, each menu checked or
 * half-checked as the role screen's permission tree draws it.
 */
async function grant(
  db: Queryable,
  roleId: number,
  menuCodes: readonly string[],
  buttonCodes: readonly string[],
): Promise<void> {
  const menuRows = await db
    .select({ id: resources.id, code: resources.resourcesCode, parentId: resources.parentId })
    .from(resources);
  const buttonRows = await db
    .select({ id: buttons.id, code: buttons.buttonCode, resourceId: buttons.resourceId })
    .from(buttons);
  const holding = {
    menuIds: new Set(menuRows.filter((menu) => menuCodes.includes(menu.code)).map((menu) => menu.id)),
    buttonIds: new Set(buttonRows.filter((button) => buttonCodes.includes(button.code)).map((b) => b.id)),
  };
  const half = halfCheckedMenus(menuRows, buttonRows, holding);
  if (holding.menuIds.size > 0) {
    await db
      .insert(roleResources)
      .values([...holding.menuIds].map((id) => ({ roleId, resourceId: id, halfChecked: half.has(id) })))
      .onConflictDoUpdate({
        target: [roleResources.roleId, roleResources.resourceId],
        set: { halfChecked: sql`excluded.half_checked` },
      });
  }
  if (holding.buttonIds.size > 0) {
    await db
      .insert(roleButtons)
      .values([...holding.buttonIds].map((buttonId) => ({ roleId, buttonId })))
      .onConflictDoNothing();
  }
}

export async function roleIdByName(db: Queryable, name: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleName, name));
  if (!row) throw new Error(`role ${name} is missing`);
  return row.id;
}
