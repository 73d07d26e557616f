import type { UserRow } from '@portal/contract/users';
import type { ExportField } from '../../platform/xlsx/sheet-fields.ts';

/** Languages by their own names, as the language chooser shows them. */
const LANGUAGE_NAMES: Record<UserRow['language'], string> = { zh: '中文', en: 'English', th: 'ไทย' };

/** Users.xlsx: the user list's columns, headers in the caller's language. */
export const USER_EXPORT: readonly ExportField<UserRow>[] = [
  { header: { cn: '账号', en: 'Account', th: 'บัญชีผู้ใช้' }, width: 20, value: (row) => row.userCode },
  { header: { cn: '用户名', en: 'User Name', th: 'ชื่อผู้ใช้' }, width: 24, value: (row) => row.userName },
  {
    header: { cn: '公司代码', en: 'Company Code', th: 'รหัสบริษัท' },
    width: 24,
    value: (row) => row.companyCode,
  },
  { header: { cn: '用户类型', en: 'User Type', th: 'ประเภทผู้ใช้' }, value: (row) => row.i18nUserType },
  { header: { cn: '状态', en: 'Active', th: 'สถานะ' }, value: (row) => row.i18nIsEnable },
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
