import { z } from 'zod';
import {
  CompanyType,
  EntityId,
  IdParam,
  NoData,
  PageQuery,
  ShortCode,
  SortQuery,
  UserLanguage,
  UserType,
  YesNo,
} from './common.ts';
import { withoutRepeats } from './distinct.ts';
import { endpoint } from './endpoint.ts';

/** The filters of the user list, shared by the page and the download. */
export const UserFilter = z.object({
  userCode: z.string().trim().max(50).optional().describe('account (trimmed), part of it'),
  userName: z.string().trim().max(100).optional().describe('part of the name'),
  companyCode: ShortCode.optional().describe('users of a company whose code contains this'),
  userType: UserType.optional().describe('B buyer, S supplier'),
  isEnable: YesNo.optional().describe('Y: active users, N: disabled ones'),
  roleName: z.string().trim().max(50).optional().describe('ours: users whose role name contains this'),
  isLocked: YesNo.optional().describe('ours: Y users an administrator locked, N the others'),
});

export type UserFilter = z.infer<typeof UserFilter>;

export const UserQuery = PageQuery.extend(UserFilter.shape);
export type UserQuery = z.infer<typeof UserQuery>;

/** The download takes the list's filters and sort in the query string (ours: the spec has no user export). */
export const UserDownloadQuery = UserFilter.extend(SortQuery.shape);
export type UserDownloadQuery = z.infer<typeof UserDownloadQuery>;

/** Account: letters, digits and . _ @ - (it is typed at sign-in; no spaces). */
export const UserCode = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9._@-]+$/, 'letters, digits and . _ @ -')
  .describe('account the user signs in with');

export const EmailInfo = z.object({ email: z.email().max(100).describe('mail address') });
/** Digits with the usual separators: + ( ) - . / space and an extension after # or x. */
export const Telephone = z.object({
  phone: z
    .string()
    .trim()
    .max(30)
    .regex(/^\+?[\d\s()./-]+([#xX]\s?\d+)?$/, 'digits, spaces and + ( ) - . /')
    .describe('phone number as typed'),
});

export const UserRow = z.object({
  userId: z.number().int().describe('user id'),
  userCode: z.string().describe('account'),
  userName: z.string().describe("user's display name"),
  companyCode: z.string().describe('codes of the companies, joined with commas'),
  companyIds: z.array(z.number().int()).describe('all companies of the user (buyers may have several)'),
  companyId: z.number().int().nullable().describe('the first (for suppliers the only) company'),
  userType: UserType.describe('B buyer, S supplier'),
  i18nUserType: z.string().describe("user type label in the caller's language"),
  isEnable: YesNo.describe('N: the user cannot sign in'),
  i18nIsEnable: z.string().describe("active label in the caller's language"),
  roleName: z.string().nullable().describe('ours: the name of the one role the user holds, null for none'),
  emailInfo: EmailInfo.nullable().describe('mail address for alerts'),
  telephone: Telephone.nullable().describe('phone number'),
  language: UserLanguage.describe('language of the portal and of the mails'),
  createDate: z.string().describe('yyyy-MM-dd HH:mm'),
  lastLoginAt: z
    .string()
    .nullable()
    .describe(
      'ours: the last successful sign-in as an ISO instant (the web shows it in its own zone); null: never',
    ),
  passwordPending: z
    .boolean()
    .describe('ours: true while the user has no password of its own (invited, or reset and not yet set)'),
  isLocked: YesNo.describe('ours: Y while an administrator keeps the user out'),
});
export type UserRow = z.infer<typeof UserRow>;

/** Sortable fields of the user list; the display fields i18nUserType and i18nIsEnable sort by userType and isEnable. */
export const USER_SORT_FIELDS = [
  'userCode',
  'userName',
  'companyCode',
  'userType',
  'i18nUserType',
  'isEnable',
  'i18nIsEnable',
  'roleName',
  'language',
  'createDate',
  'lastLoginAt',
  'isLocked',
] as const;

/** The user list answers `data`, `total` and `size` (spec: data.data, total, size), not pages. */
export const UserPage = z.object({
  data: z.array(UserRow).describe('rows of the page'),
  total: z.number().int().describe('number of rows matching the filters'),
  size: z.number().int().describe('page size used'),
});
export type UserPage = z.infer<typeof UserPage>;

/**
 * Create (no userId) or change a user. Buyers may belong to several companies, suppliers to exactly one, all of
 * the user's type (checked by the service with a clear message). The account cannot change once saved: a
 * different userCode on an existing user is refused. On a change, an absent isEnable or language keeps the
 * stored value; emailInfo/telephone null clears, absent keeps.
 */
export const SaveUser = z.object({
  userId: EntityId.optional().describe('absent to create'),
  userCode: UserCode.describe('account; must equal the stored one on an existing user'),
  userName: z.string().trim().min(1).max(100).describe("user's display name"),
  userType: UserType.describe('B buyer, S supplier'),
  companyIds: z
    .array(EntityId)
    .min(1)
    .max(100)
    .superRefine(withoutRepeats((id) => id))
    .describe('companies of the user, all of its type, each once; exactly one for suppliers'),
  isEnable: YesNo.optional().describe('N: the user cannot sign in (a new user: Y)'),
  emailInfo: EmailInfo.nullable().optional().describe('mail address for alerts; null clears'),
  telephone: Telephone.nullable().optional().describe('phone number; null clears'),
  language: UserLanguage.optional().describe(
    'language of the portal and of the mails; the form offers zh and en (a new user: zh)',
  ),
});
export type SaveUser = z.infer<typeof SaveUser>;

/**
 * Issue 15: a reset no longer hands out a password; the user gets a set-password link by mail. `password`
 * stays in the reply (spec: data.password) and is always null.
 */
export const ResetPasswordResult = z.object({
  username: z.string().describe('account whose password was reset'),
  password: z.null().describe('always null: no password is handed out, a set-password link was mailed'),
  email: z.string().describe('ours: the address the set-password link went to'),
});
export type ResetPasswordResult = z.infer<typeof ResetPasswordResult>;

export const CompanyKeyValue = z.object({
  key: z.number().int().describe('companyId'),
  value: z.string().describe('companyCode'),
});
export type CompanyKeyValue = z.infer<typeof CompanyKeyValue>;

export const UserRoleChoice = z.object({
  roleId: z.number().int().describe('role id'),
  roleName: z.string().describe('role name'),
  roleDescription: z.string().nullable().describe('what the role is for'),
  choice: z.boolean().describe("true for the user's role"),
});
export type UserRoleChoice = z.infer<typeof UserRoleChoice>;

export const UserRoleBody = z.object({
  userId: EntityId.describe('user id'),
  roleId: EntityId.describe('the one role of the user (radio choice)'),
});
export type UserRoleBody = z.infer<typeof UserRoleBody>;

export const Country = z.object({
  countryCode: z.string().describe('ISO 3166 alpha-2 code'),
  countryName: z.string().describe("name in the caller's language"),
});
export type Country = z.infer<typeof Country>;

/**
 * B: plants of buyer companies, S: plants of supplier companies. A user may work with the plants of its own
 * companies (plantType = its type) and with those of the companies linked to them through ACTIVE buyer-supplier
 * relationships (the other type).
 */
export const PlantType = CompanyType;

export const PlantChoice = z.object({
  plantId: z.number().int().describe('plant id'),
  plantCode: z.string().describe('plant code'),
  plantName: z.string().describe('plant name'),
  companyId: z.number().int().describe('company id'),
  companyCode: z.string().describe('company code'),
  choice: z.boolean().describe('true when the user works with this plant'),
});
export type PlantChoice = z.infer<typeof PlantChoice>;

export const UserPlantQueryBody = z.object({
  userId: EntityId.describe('user id'),
  companyId: EntityId.optional().describe('only plants of this company (one the user may work with)'),
  plantType: PlantType.describe('buyer (B) or supplier (S) plants'),
});
export type UserPlantQueryBody = z.infer<typeof UserPlantQueryBody>;

export const UserPlantBody = z.object({
  userId: EntityId.describe('user id'),
  plantType: PlantType.describe('buyer (B) or supplier (S) plants'),
  plantIds: z
    .array(EntityId)
    .max(1000)
    .superRefine(withoutRepeats((id) => id))
    .describe('every plant of this type the user works with; replaces those of this type only'),
});
export type UserPlantBody = z.infer<typeof UserPlantBody>;

export const BuyerPlantsBySupplierBody = z.object({
  supplierCompanyId: EntityId.describe('supplier company id'),
  supplierUserId: EntityId.optional().describe('marks the plants of this supplier user as chosen'),
});
export type BuyerPlantsBySupplierBody = z.infer<typeof BuyerPlantsBySupplierBody>;

export const SupplierPlantsByBuyerBody = z.object({
  buyerCompanyId: EntityId.describe('buyer company id'),
  buyerUserId: EntityId.optional().describe('marks the plants of this buyer user as chosen'),
});
export type SupplierPlantsByBuyerBody = z.infer<typeof SupplierPlantsByBuyerBody>;

const UserIdParam = z.object({ userId: IdParam });

export const LockUserResult = z.object({
  username: z.string().describe('account that was locked or unlocked'),
  isLocked: YesNo.describe('the state now'),
});
export type LockUserResult = z.infer<typeof LockUserResult>;

export const usersEndpoints = {
  userQuery: endpoint({
    method: 'POST',
    path: '/user/userQuery',
    summary: 'Users, filtered, paged and sorted',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    body: UserQuery,
    response: UserPage,
  }),
  userDownload: endpoint({
    method: ['GET', 'POST'],
    path: '/user/download',
    summary: 'The filtered users as a spreadsheet (filters in the query string)',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'file',
    fileName: 'Users.xlsx',
    ours: true,
    query: UserDownloadQuery,
  }),
  addOrUpdateUser: endpoint({
    method: 'POST',
    path: '/user/addOrUpdateUser',
    summary: 'Create a user or change one (the account stays)',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    body: SaveUser,
    response: NoData,
  }),
  resetPassword: endpoint({
    method: 'PUT',
    path: '/user/password/reset/{userId}',
    summary:
      "Reset a user's password: the old one stops working and a set-password link is mailed to the user",
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    params: UserIdParam,
    response: ResetPasswordResult,
  }),
  lockUser: endpoint({
    method: 'PUT',
    path: '/user/lock/{userId}',
    summary: 'Lock a user: no sign-in until unlocked, and its open sessions end',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    ours: true,
    params: UserIdParam,
    response: LockUserResult,
  }),
  unlockUser: endpoint({
    method: 'PUT',
    path: '/user/unlock/{userId}',
    summary: "Unlock a user; also lifts the sign-in lock of the account's wrong passwords",
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    ours: true,
    params: UserIdParam,
    response: LockUserResult,
  }),
  getUserById: endpoint({
    method: 'GET',
    path: '/user/getUserById/{userId}',
    summary: 'One user, for the edit dialog',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    params: UserIdParam,
    response: UserRow,
  }),
  getCompanyTypeAndCode: endpoint({
    method: 'GET',
    path: '/company/getCompanyTypeAndCode',
    summary: 'Companies of a type as key (id) and value (code), for the user form',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    query: z.object({ companyType: CompanyType }),
    response: z.array(CompanyKeyValue),
  }),
  userAndRoleQuery: endpoint({
    method: 'GET',
    path: '/user/userAndRoleQuery',
    summary: 'All roles, the one of the user marked as chosen',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    query: UserIdParam,
    response: z.array(UserRoleChoice),
  }),
  userAndRole: endpoint({
    method: 'POST',
    path: '/user/userAndRole',
    summary: 'Give a user its one role',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    body: UserRoleBody,
    response: NoData,
  }),
  getCountryList: endpoint({
    method: 'GET',
    path: '/country/getCountryList',
    summary: 'Countries for the user and company forms',
    access: 'systemManagement',
    scope: 'buyerOnly',
    kind: 'json',
    response: z.array(Country),
  }),
  userAddOrUpdate: endpoint({
    method: 'POST',
    path: '/user/userAddOrUpdate',
    summary: 'Create or change a user and answer it (used before assigning plants)',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    body: SaveUser,
    response: UserRow,
  }),
  userAndPlantQuery: endpoint({
    method: 'POST',
    path: '/user/userAndPlantQuery',
    summary: 'Plants a user may work with, the chosen ones marked',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    body: UserPlantQueryBody,
    response: z.array(PlantChoice),
  }),
  userAndPlant: endpoint({
    method: 'POST',
    path: '/user/userAndPlant',
    summary: 'Set the plants a user works with',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    body: UserPlantBody,
    response: NoData,
  }),
  buyerPlantsBySupplier: endpoint({
    method: 'POST',
    path: '/user/getBuyerPlantListBySupplierCompanyId',
    summary: 'Plants of the buyers a supplier company delivers to (active relationships)',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    body: BuyerPlantsBySupplierBody,
    response: z.array(PlantChoice),
  }),
  supplierPlantsByBuyer: endpoint({
    method: 'POST',
    path: '/user/getSupplierPlantListByBuyerCompanyId',
    summary: 'Plants of the suppliers of a buyer company (active relationships)',
    access: 'userMgt',
    scope: 'buyerOnly',
    kind: 'json',
    body: SupplierPlantsByBuyerBody,
    response: z.array(PlantChoice),
  }),
} as const;
