import { z } from 'zod';
import { NoData, UserLanguage, UserType } from './common.ts';
import { endpoint } from './endpoint.ts';

export const LoginBody = z.object({
  userCode: z.string().trim().min(1).max(50).describe('account'),
  password: z.string().min(1).max(128),
});

export const LoginUser = z.object({
  userId: z.number().int(),
  userCode: z.string(),
  userName: z.string(),
  userType: UserType,
  language: UserLanguage,
  roleNameList: z.array(z.string()),
});
export type LoginUser = z.infer<typeof LoginUser>;

export const LoginResult = z.object({
  token: z.string().describe('opaque session token; send it as the Authorization header'),
  supplierCode: z.string().nullable().describe("the supplier's code for supplier users, null for buyers"),
  supplierName: z.string().nullable(),
  user: LoginUser,
});
export type LoginResult = z.infer<typeof LoginResult>;

export type MenuResource = {
  resourcesCode: string;
  resourcesIcon: string | null;
  path: string | null;
  name: string;
  children: MenuResource[] | null;
};
// Named (`meta.id`): a recursive schema is described once in the API description and referenced by name.
export const MenuResource: z.ZodType<MenuResource> = z
  .lazy(() =>
    z.object({
      resourcesCode: z.string(),
      resourcesIcon: z.string().nullable(),
      path: z.string().nullable(),
      name: z.string().describe("menu name in the caller's language"),
      children: z.array(MenuResource).nullable().describe('null for a leaf'),
    }),
  )
  .meta({ id: 'MenuResource' });

export const ResourcesResult = z.object({
  data: z.object({
    menus: z.array(MenuResource),
    buttons: z.array(z.string()).describe('permission names, stored by the web as authorities'),
  }),
});
export type ResourcesResult = z.infer<typeof ResourcesResult>;

/** At least 8 characters with a letter and a digit: the portal's password rule. */
export const NewPassword = z
  .string()
  .min(8)
  .max(64)
  .regex(/[A-Za-z]/)
  .regex(/\d/)
  .describe('at least 8 characters, with a letter and a digit');

export const UpdatePasswordBody = z.object({
  originalPassword: z.string().min(1).max(128),
  newPassword: NewPassword,
});

export const UpdateLanguageQuery = z.object({ language: UserLanguage });

export const sessionEndpoints = {
  login: endpoint({
    method: 'POST',
    path: '/user/login',
    summary: 'Sign in with account and password; answers a session token',
    access: 'public',
    scope: 'none',
    kind: 'json',
    body: LoginBody,
    response: LoginResult,
  }),
  getResources: endpoint({
    method: 'POST',
    path: '/resources/getResources',
    summary: "The signed-in user's menu tree and button permissions",
    access: 'authenticated',
    scope: 'none',
    kind: 'json',
    response: ResourcesResult,
  }),
  updatePassword: endpoint({
    method: 'POST',
    path: '/user/updatePassword',
    summary: "Change the signed-in user's password",
    access: 'authenticated',
    scope: 'none',
    kind: 'json',
    body: UpdatePasswordBody,
    response: NoData,
  }),
  loginOut: endpoint({
    method: 'POST',
    path: '/user/loginOut',
    summary: 'End the current session',
    access: 'authenticated',
    scope: 'none',
    kind: 'json',
    response: NoData,
  }),
  updateLanguage: endpoint({
    method: 'GET',
    path: '/user/upadteLanguage',
    summary: "Store the signed-in user's language (spelling of the path is the contract)",
    access: 'authenticated',
    scope: 'none',
    kind: 'json',
    query: UpdateLanguageQuery,
    response: NoData,
  }),
} as const;
