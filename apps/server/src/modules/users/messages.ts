import type { Message } from '../../platform/i18n/locale.ts';

export const userMessages = {
  userMissing: {
    cn: '用户不存在',
    en: 'The user does not exist',
    th: 'ไม่พบผู้ใช้',
  },
  duplicateAccount: {
    cn: '账号 {userCode} 已存在',
    en: 'The account {userCode} already exists',
    th: 'บัญชีผู้ใช้ {userCode} มีอยู่แล้ว',
  },
  accountNotEditable: {
    cn: '账号创建后不能修改',
    en: 'The account cannot be changed once created',
    th: 'ไม่สามารถแก้ไขบัญชีผู้ใช้หลังจากสร้างแล้ว',
  },
  supplierOneCompany: {
    cn: '供应商用户只能属于一个公司',
    en: 'A supplier user belongs to exactly one company',
    th: 'ผู้ใช้ของซัพพลายเออร์ต้องสังกัดบริษัทเดียวเท่านั้น',
  },
  companyMissing: {
    cn: '公司不存在：{companyIds}',
    en: 'These companies do not exist: {companyIds}',
    th: 'ไม่พบบริษัทเหล่านี้: {companyIds}',
  },
  companyNotBuyer: {
    cn: '采购方用户只能属于采购方公司，{companyCodes} 不是采购方公司',
    en: 'A buyer user belongs to buyer companies only; {companyCodes} is not a buyer company',
    th: 'ผู้ใช้ของผู้ซื้อต้องสังกัดบริษัทผู้ซื้อเท่านั้น {companyCodes} ไม่ใช่บริษัทผู้ซื้อ',
  },
  companyNotSupplier: {
    cn: '供应商用户只能属于供应商公司，{companyCodes} 不是供应商公司',
    en: 'A supplier user belongs to a supplier company only; {companyCodes} is not a supplier company',
    th: 'ผู้ใช้ของซัพพลายเออร์ต้องสังกัดบริษัทซัพพลายเออร์เท่านั้น {companyCodes} ไม่ใช่บริษัทซัพพลายเออร์',
  },
  cannotDisableSelf: {
    cn: '不能停用自己的账号',
    en: 'You cannot disable your own account',
    th: 'ไม่สามารถระงับบัญชีของตนเองได้',
  },
  superAdminOnly: {
    cn: '只有 SupperAdmin 才能授予 SupperAdmin 角色或修改 SupperAdmin 用户',
    en: 'Only a SupperAdmin may give the SupperAdmin role or change a SupperAdmin user',
    th: 'เฉพาะ SupperAdmin เท่านั้นที่มอบบทบาท SupperAdmin หรือแก้ไขผู้ใช้ SupperAdmin ได้',
  },
  roleForBuyerUsers: {
    cn: '角色“{roleName}”只能授予采购方用户',
    en: 'The role "{roleName}" is for buyer users only',
    th: 'บทบาท "{roleName}" ใช้ได้กับผู้ใช้ของผู้ซื้อเท่านั้น',
  },
  roleForSupplierUsers: {
    cn: '角色“{roleName}”只能授予供应商用户',
    en: 'The role "{roleName}" is for supplier users only',
    th: 'บทบาท "{roleName}" ใช้ได้กับผู้ใช้ของซัพพลายเออร์เท่านั้น',
  },
  roleMissing: {
    cn: '角色不存在',
    en: 'The role does not exist',
    th: 'ไม่พบบทบาท',
  },
  buyerCompanyMissing: {
    cn: '采购方公司不存在',
    en: 'The buyer company does not exist',
    th: 'ไม่พบบริษัทผู้ซื้อ',
  },
  supplierCompanyMissing: {
    cn: '供应商公司不存在',
    en: 'The supplier company does not exist',
    th: 'ไม่พบบริษัทซัพพลายเออร์',
  },
  buyerUserMissing: {
    cn: '采购方用户不存在',
    en: 'The buyer user does not exist',
    th: 'ไม่พบผู้ใช้ของผู้ซื้อ',
  },
  supplierUserMissing: {
    cn: '供应商用户不存在',
    en: 'The supplier user does not exist',
    th: 'ไม่พบผู้ใช้ของซัพพลายเออร์',
  },
  plantNotAllowed: {
    cn: '该用户不能使用这些工厂：{plantIds}',
    en: 'This user may not work with these plants: {plantIds}',
    th: 'ผู้ใช้นี้ไม่สามารถใช้งานโรงงานเหล่านี้ได้: {plantIds}',
  },
  saved: {
    cn: '保存成功',
    en: 'Saved successfully',
    th: 'บันทึกสำเร็จ',
  },
  passwordReset: {
    cn: '密码已重置，设置新密码的链接已发送至 {email}',
    en: 'The password has been reset; a link to set a new one is on its way to {email}',
    th: 'รีเซ็ตรหัสผ่านแล้ว ลิงก์สำหรับตั้งรหัสผ่านใหม่กำลังส่งไปที่ {email}',
  },
  invited: {
    cn: '保存成功，邀请邮件已发送至 {email}',
    en: 'Saved; an invitation mail is on its way to {email}',
    th: 'บันทึกสำเร็จ อีเมลเชิญกำลังส่งไปที่ {email}',
  },
  emailNeededForInvitation: {
    cn: '邮箱：新用户需要邮箱地址才能收到设置密码的邀请邮件',
    en: 'Email: a new user needs a mail address to receive the invitation to set a password',
    th: 'อีเมล: ผู้ใช้ใหม่ต้องมีที่อยู่อีเมลเพื่อรับอีเมลเชิญให้ตั้งรหัสผ่าน',
  },
  emailNeededForReset: {
    cn: '该用户没有邮箱地址：请先在编辑中填写邮箱，再重置密码',
    en: 'This user has no mail address: add one with Edit, then reset the password',
    th: 'ผู้ใช้นี้ไม่มีที่อยู่อีเมล: กรุณาเพิ่มอีเมลด้วยการแก้ไขก่อน แล้วจึงรีเซ็ตรหัสผ่าน',
  },
  locked: {
    cn: '用户 {userCode} 已锁定，其登录会话已结束',
    en: 'The user {userCode} is locked and signed out everywhere',
    th: 'ล็อกผู้ใช้ {userCode} แล้ว และออกจากระบบทุกเซสชัน',
  },
  unlocked: {
    cn: '用户 {userCode} 已解锁',
    en: 'The user {userCode} is unlocked',
    th: 'ปลดล็อกผู้ใช้ {userCode} แล้ว',
  },
  alreadyLocked: {
    cn: '用户 {userCode} 已处于锁定状态',
    en: 'The user {userCode} is locked already',
    th: 'ผู้ใช้ {userCode} ถูกล็อกอยู่แล้ว',
  },
  notLocked: {
    cn: '用户 {userCode} 未被锁定',
    en: 'The user {userCode} is not locked',
    th: 'ผู้ใช้ {userCode} ไม่ได้ถูกล็อก',
  },
  cannotLockSelf: {
    cn: '不能锁定自己的账号',
    en: 'You cannot lock your own account',
    th: 'ไม่สามารถล็อกบัญชีของตนเองได้',
  },
} satisfies Record<string, Message>;
