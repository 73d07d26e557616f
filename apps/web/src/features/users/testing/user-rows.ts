import type { UserRow } from '@portal/contract/users';

/** A supplier user as the user list and getUserById answer it. */
export const supplierUser: UserRow = {
  userId: 7,
  userCode: 'supplier.a',
  userName: 'Li Wei',
  companyCode: 'S100101',
  companyIds: [11],
  companyId: 11,
  userType: 'S',
  i18nUserType: 'Supplier',
  isEnable: 'Y',
  i18nIsEnable: 'Active',
  roleName: 'Supplier',
  emailInfo: { email: 'li.wei@example.com' },
  telephone: null,
  language: 'zh',
  createDate: '2026-11-23 10:39',
  lastLoginAt: '2026-11-25T01:30:00.000Z',
  passwordPending: false,
  isLocked: 'N',
};
