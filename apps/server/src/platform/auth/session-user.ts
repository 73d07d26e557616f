import type { UserLanguage, UserType } from '@portal/contract/common';
import type { Permission } from '@portal/contract/permissions';

/**
 * The signed-in user as every route sees it, as checked against the database at most SESSION_CACHE_MS ago
 * (changes to the user, its roles, companies or plants clear every instance's cache: see session-resolver.ts).
 */
export interface SessionUser {
  userId: number;
  userCode: string;
  userName: string;
  userType: UserType;
  language: UserLanguage;
  roleNames: string[];
  /** companies the user works for: the buyer companies of a buyer user, the one supplier of a supplier user */
  companyIds: number[];
  /** codes of the plants of its buyer companies assigned to a buyer user (empty: none assigned, every plant) */
  plantCodes: string[];
  /** set for supplier users: the supplier they belong to */
  supplier: { companyId: number; supplierCode: string; supplierName: string } | null;
  permissions: ReadonlySet<Permission>;
  tokenHash: string;
}
