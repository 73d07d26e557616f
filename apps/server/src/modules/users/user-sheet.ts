import type { UserRow } from '@portal/contract/users';
import type { Message } from '../../platform/i18n/locale.ts';
import type { ExportField } from '../../platform/xlsx/sheet-fields.ts';

/** Languages by their own names, as the language chooser shows them. */
const LANGUAGE_NAMES: Record<UserRow['language'], string> = { zh: '中文', en: 'English', th: 'ไทย' };

/** The Locked cell of a locked user, in the caller's language (the others stay empty, as on the list). */
export const LOCKED_TEXT: Message = { cn: '已锁定', en: 'Locked', th: 'ถูกล็อก' };

/**
 * A row of Users.xlsx: the list's row with its last login written in the portal's display zone (as
 * createDate is) and its lock state as text in the caller's language.
 */
export type UserSheetRow = UserRow & { lastLoginDate: string | null; lockedText: string | null };

/** Users.xlsx: the user list's columns, headers in the caller's language. */
export const USER_EXPORT: readonly ExportField<UserSheetRow>[] = [
  { header: { cn: '账号', en: 'Account', th: 'บัญชีผู้ใช้' }, width: 20, value: (row) => row.userCode },
  { header: { cn: '用户名', en: 'User Name', th: 'ชื่อผู้ใช้' }, width: 24, value: (row) => row.userName },
  {
    header: { cn: '公司代码', en: 'Company Code', th: 'รหัสบริษัท' },
    width: 24,
    value: (row) => row.companyCode,
  },
  { header: { cn: '用户类型', en: 'User Type', th: 'ประเภทผู้ใช้' }, value: (row) => row.i18nUserType },
  { header: { cn: '状态', en: 'Active', th: 'สถานะ' }, value: (row) => row.i18nIsEnable },
  {
    header: { cn: '锁定', en: 'Locked', th: 'ล็อก' },
    value: (row) => row.lockedText,
  },
  {
    header: { cn: '最后登录', en: 'Last Login', th: 'เข้าสู่ระบบล่าสุด' },
    width: 18,
    value: (row) => row.lastLoginDate,
  },
  { header: { cn: '角色', en: 'Role', th: 'บทบาท' }, width: 20, value: (row) => row.roleName },
  {
    header: { cn: '邮箱', en: 'Email', th: 'อีเมล' },
    width: 30,
    value: (row) => row.emailInfo?.email ?? null,
  },
  {
    header: { cn: '电话', en: 'Telephone', th: 'โทรศัพท์' },
    width: 18,
    value: (row) => row.telephone?.phone ?? null,
  },
  { header: { cn: '语言', en: 'Language', th: 'ภาษา' }, value: (row) => LANGUAGE_NAMES[row.language] },
  {
    header: { cn: '创建时间', en: 'Create Time', th: 'เวลาที่สร้าง' },
    width: 18,
    value: (row) => row.createDate,
  },
];
