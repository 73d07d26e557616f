import { eq, inArray, sql } from 'drizzle-orm';
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
  await syncMenus(db, MENU_TREE, null);
  await syncButtons(db);
  await syncProperties(db);
  for (const role of ROLE_SEED) await createRoleIfMissing(db, role);
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

/** Parents of granted menus are stored too: checked when all their children are granted, else half-checked. */
async function createRoleIfMissing(db: Queryable, seed: RoleSeed): Promise<void> {
  const [role] = await db
    .insert(roles)
    .values({ roleName: seed.name, roleDescription: seed.description })
    .onConflictDoNothing()
    .returning({ id: roles.id });
  if (!role) return;
  const menuRows = await db
    .select({ id: resources.id, code: resources.resourcesCode, parentId: resources.parentId })
    .from(resources);
  const granted = new Set<string>(seed.menus);
  const links = menuRows
    .filter((menu) => granted.has(menu.code))
    .map((menu) => {
      const children = menuRows.filter((child) => child.parentId === menu.id);
      const halfChecked = children.length > 0 && children.some((child) => !granted.has(child.code));
      return { roleId: role.id, resourceId: menu.id, halfChecked };
    });
  if (links.length > 0) await db.insert(roleResources).values(links);
  if (seed.buttons.length === 0) return;
  const buttonRows = await db
    .select({ id: buttons.id })
    .from(buttons)
    .where(inArray(buttons.buttonCode, [...seed.buttons]));
  await db.insert(roleButtons).values(buttonRows.map((button) => ({ roleId: role.id, buttonId: button.id })));
}

export async function roleIdByName(db: Queryable, name: string): Promise<number> {
  const [row] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleName, name));
  if (!row) throw new Error(`role ${name} is missing`);
  return row.id;
}
