import type { ExportField } from '../../platform/xlsx/sheet-fields.ts';

/** A row of Roles.xlsx as read from the database (roleExportFields), the time already formatted. */
export type RoleSheetRow = {
  roleName: string;
  roleDescription: string | null;
  userType: string;
  i18nUserType: string | null;
  userCount: number;
  menus: string | null;
  buttons: string | null;
  createDate: string;
};

/** Roles.xlsx: the role list's columns, how many users hold each role and what it holds. */
export const ROLE_EXPORT: readonly ExportField<RoleSheetRow>[] = [
  { header: { cn: '角色名称', en: 'Role Name', th: 'ชื่อบทบาท' }, width: 22, value: (row) => row.roleName },
  {
    header: { cn: '用户类型', en: 'User Type', th: 'ประเภทผู้ใช้' },
    value: (row) => row.i18nUserType ?? row.userType,
  },
  {
    header: { cn: '角色描述', en: 'Role Description', th: 'คำอธิบายบทบาท' },
    width: 30,
    value: (row) => row.roleDescription,
  },
  { header: { cn: '用户数', en: 'Users', th: 'จำนวนผู้ใช้' }, value: (row) => row.userCount },
  { header: { cn: '菜单', en: 'Menus', th: 'เมนู' }, width: 60, value: (row) => row.menus },
  { header: { cn: '按钮', en: 'Buttons', th: 'ปุ่ม' }, width: 60, value: (row) => row.buttons },
  {
    header: { cn: '创建时间', en: 'Create Time', th: 'เวลาที่สร้าง' },
    width: 18,
    value: (row) => row.createDate,
  },
];
