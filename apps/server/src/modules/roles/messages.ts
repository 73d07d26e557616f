import type { Message } from '../../platform/i18n/locale.ts';

export const rolesMessages = {
  saved: { cn: '保存成功', en: 'Saved successfully', th: 'บันทึกสำเร็จ' },
  duplicateName: {
    cn: '角色名称“{roleName}”已存在',
    en: 'The role name "{roleName}" already exists',
    th: 'ชื่อบทบาท "{roleName}" มีอยู่แล้ว',
  },
  roleNotFound: {
    cn: '角色不存在（编号 {roleId}）',
    en: 'The role does not exist (id {roleId})',
    th: 'ไม่พบบทบาท (รหัส {roleId})',
  },
  nameNotEditable: {
    cn: '已有角色的名称不能修改',
    en: 'The name of an existing role cannot be changed',
    th: 'ไม่สามารถแก้ไขชื่อของบทบาทที่มีอยู่แล้วได้',
  },
  descriptionNotEditable: {
    cn: '已有角色的描述不能修改',
    en: 'The description of an existing role cannot be changed',
    th: 'ไม่สามารถแก้ไขคำอธิบายของบทบาทที่มีอยู่แล้วได้',
  },
  userTypeNotEditable: {
    cn: '已有角色的用户类型不能修改',
    en: 'The user type of an existing role cannot be changed',
    th: 'ไม่สามารถแก้ไขประเภทผู้ใช้ของบทบาทที่มีอยู่แล้วได้',
  },
  superAdminFixed: {
    cn: '角色 SupperAdmin 始终拥有全部权限，不能修改',
    en: 'The role SupperAdmin always holds every permission and cannot be changed',
    th: 'บทบาท SupperAdmin มีสิทธิ์ทั้งหมดเสมอและไม่สามารถแก้ไขได้',
  },
  unknownMenus: {
    cn: '菜单不存在（编号 {ids}）',
    en: 'These menus do not exist (ids {ids})',
    th: 'ไม่พบเมนูเหล่านี้ (รหัส {ids})',
  },
  unknownButtons: {
    cn: '按钮不存在（编号 {ids}）',
    en: 'These buttons do not exist (ids {ids})',
    th: 'ไม่พบปุ่มเหล่านี้ (รหัส {ids})',
  },
  buttonWithoutMenu: {
    cn: '按钮“{button}”需要同时选择其菜单“{menu}”',
    en: 'The button "{button}" needs its menu "{menu}" to be chosen too',
    th: 'ปุ่ม "{button}" ต้องเลือกเมนู "{menu}" ด้วย',
  },
  menuWithoutParent: {
    cn: '菜单“{menu}”需要同时选择其上级菜单“{parent}”',
    en: 'The menu "{menu}" needs its parent menu "{parent}" to be chosen too',
    th: 'เมนู "{menu}" ต้องเลือกเมนูหลัก "{parent}" ด้วย',
  },
  groupWithoutChild: {
    cn: '菜单“{menu}”至少需要选择一个下级菜单',
    en: 'The menu "{menu}" needs at least one of its sub-menus',
    th: 'เมนู "{menu}" ต้องเลือกเมนูย่อยอย่างน้อยหนึ่งรายการ',
  },
} satisfies Record<string, Message>;
