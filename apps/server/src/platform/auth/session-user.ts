import type { UserLanguage, UserType } from '@portal/contract/common';
import type { Permission } from '@portal/contract/permissions';

/** The signed-in user as every route sees it, loaded fresh on each request (role changes apply at once). */
export interface SessionUser {
  userId: number;
  userCode: string;
  userName: string;
  userType: UserType;
  language: UserLanguage;
  roleNames: string[];
  /** companies the user works for: the buyer companies of a buyer user, the one supplier of a supplier user */
  companyIds: number[];
  /** set for supplier users: the supplier they belong to */
  supplier: { companyId: number; supplierCode: string; supplierName: string } | null;
  permissions: ReadonlySet<Permission>;
  tokenHash: string;
}
