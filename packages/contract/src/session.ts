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

/** Why a set-password link was sent: a new user's invitation, or an administrator's reset. */
export const PASSWORD_LINK_PURPOSES = ['invitation', 'reset'] as const;
export const PasswordLinkPurpose = z.enum(PASSWORD_LINK_PURPOSES);
export type PasswordLinkPurpose = z.infer<typeof PasswordLinkPurpose>;

/** The one-time token of a set-password link (the part after # in the mailed address). */
export const PasswordLinkToken = z.string().trim().min(20).max(100).describe('the token of the mailed link');

export const PasswordLinkBody = z.object({ token: PasswordLinkToken });

export const PasswordLinkInfo = z.object({
  userCode: z.string().describe('the account the link sets a password for'),
  userName: z.string().describe("the user's name"),
  purpose: PasswordLinkPurpose.describe('invitation of a new user, or a reset by an administrator'),
  language: UserLanguage.describe("the user's stored language, for the page's first language"),
});
export type PasswordLinkInfo = z.infer<typeof PasswordLinkInfo>;

export const SetPasswordBody = z.object({ token: PasswordLinkToken, newPassword: NewPassword });

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
  passwordLink: endpoint({
    method: 'POST',
    path: '/user/passwordLink',
    summary: 'Whose set-password link this is, while it is valid (no session)',
    access: 'public',
    scope: 'none',
    kind: 'json',
    ours: true,
    body: PasswordLinkBody,
    response: PasswordLinkInfo,
  }),
  setPassword: endpoint({
    method: 'POST',
    path: '/user/setPassword',
    summary: 'Set the password through a set-password link (once); the user then signs in (no session)',
    access: 'public',
    scope: 'none',
    kind: 'json',
    ours: true,
    body: SetPasswordBody,
    response: NoData,
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
