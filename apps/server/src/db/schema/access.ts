import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { auditColumns, id, refId } from './columns.ts';
import { companies, plants } from './companies.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    userCode: text('user_code').notNull(),
    userName: text('user_name').notNull(),
    userType: text('user_type', { enum: ['B', 'S'] }).notNull(),
    /** scrypt hash in the form scrypt$N$r$p$salt$hash */
    passwordHash: text('password_hash').notNull(),
    language: text('language', { enum: ['zh', 'en', 'th'] })
      .notNull()
      .default('zh'),
    email: text('email'),
    telephone: text('telephone'),
    isEnable: text('is_enable', { enum: ['Y', 'N'] })
      .notNull()
      .default('Y'),
    /** true while the user has no password of its own: invited, or reset by an administrator (issue 15) */
    passwordPending: boolean('password_pending').notNull().default(false),
    /** the last successful sign-in */
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** set while an administrator keeps the user out; who did it in lockedBy */
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lockedBy: text('locked_by'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('users_code_uq').on(t.userCode)],
);

/** Companies a user works for: several for buyers, exactly one for suppliers. */
export const userCompanies = pgTable(
  'user_companies',
  {
    userId: refId('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: refId('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.companyId] }),
    index('user_companies_company_idx').on(t.companyId),
  ],
);

/** Plants a user works with (buyer users: ship-to plants; supplier users: their plants). */
export const userPlants = pgTable(
  'user_plants',
  {
    userId: refId('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plantId: refId('plant_id')
      .notNull()
      .references(() => plants.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.plantId] }), index('user_plants_plant_idx').on(t.plantId)],
);

export const roles = pgTable(
  'roles',
  {
    id: id(),
    roleName: text('role_name').notNull(),
    roleDescription: text('role_description'),
    /** the type of user the role is for: only users of that type may hold it */
    userType: text('user_type', { enum: ['B', 'S'] })
      .notNull()
      .default('B'),
    ...auditColumns,
  },
  (t) => [uniqueIndex('roles_name_uq').on(t.roleName)],
);

/** Menus (screens) of the portal as a tree; names in the three languages. */
export const resources = pgTable(
  'resources',
  {
    id: id(),
    resourcesCode: text('resources_code').notNull(),
    parentId: refId('parent_id'),
    path: text('path'),
    icon: text('icon'),
    sortOrder: integer('sort_order').notNull().default(0),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
  },
  (t) => [uniqueIndex('resources_code_uq').on(t.resourcesCode)],
);

/** Button permissions; each belongs to the menu it acts on. */
export const buttons = pgTable(
  'buttons',
  {
    id: id(),
    buttonCode: text('button_code').notNull(),
    resourceId: refId('resource_id')
      .notNull()
      .references(() => resources.id),
    nameCn: text('name_cn').notNull(),
    nameEn: text('name_en').notNull(),
    nameTh: text('name_th').notNull(),
  },
  (t) => [uniqueIndex('buttons_code_uq').on(t.buttonCode)],
);

/** Menus of a role; half-checked parents are kept so the permission tree redraws as saved. */
export const roleResources = pgTable(
  'role_resources',
  {
    roleId: refId('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    resourceId: refId('resource_id')
      .notNull()
      .references(() => resources.id),
    halfChecked: boolean('half_checked').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.resourceId] })],
);

export const roleButtons = pgTable(
  'role_buttons',
  {
    roleId: refId('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    buttonId: refId('button_id')
      .notNull()
      .references(() => buttons.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.buttonId] })],
);

/** A user holds exactly one role (the primary key on user_id enforces it). */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: refId('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: refId('role_id')
      .notNull()
      .references(() => roles.id),
    ...auditColumns,
  },
  (t) => [index('user_roles_role_idx').on(t.roleId)],
);
