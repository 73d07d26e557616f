import type { Message } from '../../platform/i18n/locale.ts';

export const emailConfigurationMessages = {
  configurationMissing: {
    cn: '该邮件配置不存在',
    en: 'The email configuration does not exist',
    th: 'ไม่พบการตั้งค่าอีเมลนี้',
  },
  alreadyActive: {
    cn: '该邮件配置已是启用状态',
    en: 'The email configuration is already Active',
    th: 'การตั้งค่าอีเมลนี้เปิดใช้งานอยู่แล้ว',
  },
  alreadyInactive: {
    cn: '该邮件配置已是停用状态',
    en: 'The email configuration is already Inactive',
    th: 'การตั้งค่าอีเมลนี้ปิดใช้งานอยู่แล้ว',
  },
  notActive: {
    cn: '只能配置启用状态的邮件提醒',
    en: 'Only an Active email alert can be configured',
    th: 'ตั้งค่าได้เฉพาะการแจ้งเตือนทางอีเมลที่เปิดใช้งานอยู่',
  },
  unknownSuppliers: {
    cn: '以下公司不是采购方 {buyerCode} 的供应商：{ids}',
    en: 'These companies are not suppliers of buyer {buyerCode}: {ids}',
    th: 'บริษัทเหล่านี้ไม่ใช่ซัพพลายเออร์ของผู้ซื้อ {buyerCode}: {ids}',
  },
  notActiveSuppliers: {
    cn: '以下公司不是采购方 {buyerCode} 的有效供应商：{codes}',
    en: 'These companies are not active suppliers of buyer {buyerCode}: {codes}',
    th: 'บริษัทเหล่านี้ไม่ใช่ซัพพลายเออร์ที่ใช้งานอยู่ของผู้ซื้อ {buyerCode}: {codes}',
  },
  activated: {
    cn: '已启用',
    en: 'Activated successfully',
    th: 'เปิดใช้งานสำเร็จ',
  },
  deactivated: {
    cn: '已停用',
    en: 'Deactivated successfully',
    th: 'ปิดใช้งานสำเร็จ',
  },
  testMailQueued: {
    cn: '测试邮件已发往 {email}',
    en: 'A test mail of this alert is on its way to {email}',
    th: 'อีเมลทดสอบของการแจ้งเตือนนี้กำลังส่งไปที่ {email}',
  },
  noAddressForTest: {
    cn: '您的账号没有邮箱地址，无法接收测试邮件',
    en: 'Your account has no email address to send the test mail to',
    th: 'บัญชีของคุณไม่มีที่อยู่อีเมลสำหรับรับอีเมลทดสอบ',
  },
  testSubject: {
    cn: '[测试] {subject}',
    en: '[Test] {subject}',
    th: '[ทดสอบ] {subject}',
  },
  saved: {
    cn: '保存成功',
    en: 'Saved successfully',
    th: 'บันทึกสำเร็จ',
  },
} satisfies Record<string, Message>;
