import { z } from 'zod';
import { EntityId, IdParam, NoData, PageQuery, SortQuery, UserType } from './common.ts';
import { withoutRepeats } from './distinct.ts';
import { endpoint } from './endpoint.ts';
import type { RoleName } from './permissions.ts';

/** The role whose permission set is fixed to everything (nobody can lock the portal out of itself). */
export const SUPER_ADMIN_ROLE: RoleName = 'SupperAdmin';

/** The filters of the role list, shared by the page and the download. */
export const RoleFilter = z.object({
  roleName: z.string().trim().max(50).optional().describe('part of the role name'),
});
export type RoleFilter = z.infer<typeof RoleFilter>;

export const RoleQuery = PageQuery.extend(RoleFilter.shape);
export type RoleQuery = z.infer<typeof RoleQuery>;

/** The download takes the list's filters and sort in the query string (ours: the spec has no role export). */
export const RoleDownloadQuery = RoleFilter.extend(SortQuery.shape);
export type RoleDownloadQuery = z.infer<typeof RoleDownloadQuery>;

export const RoleRow = z.object({
  roleId: z.number().int().describe('role id'),
  roleName: z.string().describe('e.g. Adient-AP, SupperAdmin, Adient-Admin, Adient-SCM'),
  roleDescription: z.string().nullable().describe('what the role is for'),
  userType: UserType.describe(
    'ours: the type of user the role is for (B buyer, S supplier); only they may hold it',
  ),
  createDate: z.string().describe('yyyy-MM-dd HH:mm'),
});
export type RoleRow = z.infer<typeof RoleRow>;

/** Sortable display fields of the role list. */
export const ROLE_SORT_FIELDS = ['roleName', 'roleDescription', 'userType', 'createDate'] as const;

/** The role list answers `data` and `total` only (spec: data.data, total). */
export const RolePage = z.object({ data: z.array(RoleRow), total: z.number().int() });
export type RolePage = z.infer<typeof RolePage>;

export const FunctionButton = z.object({
  buttonId: z.number().int().describe('button (permission) id'),
  buttonCode: z.string().describe('permission name (see permissions.ts)'),
  name: z.string().describe("label in the caller's language"),
  choice: z.boolean().describe('held by the role'),
});
export type FunctionButton = z.infer<typeof FunctionButton>;

/** A node of the permission tree: a menu resource with its buttons and sub-menus. */
export type FunctionNode = {
  resourcesId: number;
  resourcesCode: string;
  name: string;
  children: FunctionNode[];
  buttons: FunctionButton[];
  choice: boolean;
  halfChecked: boolean;
};
// Named (`meta.id`): a recursive schema is described once in the API description and referenced by name.
export const FunctionNode: z.ZodType<FunctionNode> = z
  .lazy(() =>
    z.object({
      resourcesId: z.number().int().describe('menu resource id'),
      resourcesCode: z.string().describe('menu code (see permissions.ts)'),
      name: z.string().describe("menu name in the caller's language"),
      children: z.array(FunctionNode).describe('sub-menus'),
      buttons: z.array(FunctionButton).describe('buttons (permissions) of the menu'),
      choice: z.boolean().describe('held by the role (checked or half-checked)'),
      halfChecked: z
        .boolean()
        .describe('held, but not every sub-menu or button below it is (the half-checked state saved)'),
    }),
  )
  .meta({ id: 'FunctionNode' });

/**
 * A role and the permissions it holds. Name and description are set when the role is created and cannot
 * change afterwards: on an existing role they must be sent as stored (the dialog shows them disabled).
 */
export const SaveRole = z.object({
  role: z.object({
    roleId: EntityId.optional().describe('absent to create'),
    roleName: z
      .string()
      .trim()
      .min(1)
      .max(50)
      .describe('required; must equal the stored name on an existing role'),
    roleDescription: z
      .string()
      .trim()
      .max(200)
      .nullish()
      .describe('optional; must equal the stored description on an existing role'),
    userType: UserType.optional().describe(
      'ours: the type of user the role is for; B when absent on a new role; must equal the stored type on an existing role',
    ),
  }),
  functions: z
    .object({
      resourcesIds: z
        .array(EntityId)
        .max(500)
        .superRefine(withoutRepeats((id) => id))
        .describe(
          'checked and half-checked menus of the tree: every menu the role holds, with the parents of each',
        ),
      buttonIds: z
        .array(EntityId)
        .max(1000)
        .superRefine(withoutRepeats((id) => id))
        .describe('checked buttons; the menu of each must be held'),
    })
    .describe(
      'the permissions of the role, replacing the current ones; which menus are half-checked follows from the tree',
    ),
});
export type SaveRole = z.infer<typeof SaveRole>;

export const rolesEndpoints = {
  query: endpoint({
    method: 'POST',
    path: '/role/query',
    summary: 'Roles, filtered, paged and sorted',
    access: 'userRole',
    scope: 'buyerOnly',
    kind: 'json',
    body: RoleQuery,
    response: RolePage,
  }),
  download: endpoint({
    method: ['GET', 'POST'],
    path: '/role/download',
    summary:
      'The filtered roles as a spreadsheet, with their user count and permissions (filters in the query string)',
    access: 'userRole',
    scope: 'buyerOnly',
    kind: 'file',
    fileName: 'Roles.xlsx',
    ours: true,
    query: RoleDownloadQuery,
  }),
  getFunction: endpoint({
    method: 'POST',
    path: '/role/getFunction',
    summary: 'The whole permission tree (menus and buttons), nothing chosen, for a new role',
    access: 'userRole',
    scope: 'buyerOnly',
    kind: 'json',
    response: z.array(FunctionNode),
  }),
  saveOrUpdate: endpoint({
    method: 'POST',
    path: '/role/saveOrUpdate',
    summary: 'Create a role or change its permissions',
    access: 'userRole',
    scope: 'buyerOnly',
    kind: 'json',
    multiline: ['roleDescription'],
    body: SaveRole,
    response: NoData,
  }),
  getRoleResources: endpoint({
    method: 'GET',
    path: '/role/getRoleResources',
    summary: 'The permission tree with the menus and buttons of a role chosen',
    access: 'userRole',
    scope: 'buyerOnly',
    kind: 'json',
    query: z.object({ roleId: IdParam }),
    response: z.array(FunctionNode),
  }),
} as const;
