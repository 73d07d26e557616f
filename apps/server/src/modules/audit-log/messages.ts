import type { Message } from '../../platform/i18n/locale.ts';

const m = (cn: string, en: string, th: string): Message => ({ cn, en, th });

/** The parts of a record an entry may be about (`subject_type` of the triggers). */
export const SUBJECT_LABELS: Readonly<Record<string, Message>> = {
  line: m('行', 'Line', 'รายการ'),
  feedback: m('反馈', 'Feedback', 'การตอบกลับ'),
  package: m('包装', 'Package', 'บรรจุภัณฑ์'),
  receipt: m('收货', 'Goods receipt', 'การรับสินค้า'),
  item: m('明细', 'Item', 'รายการ'),
  company: m('公司', 'Company', 'บริษัท'),
  plant: m('工厂', 'Plant', 'โรงงาน'),
  menu: m('菜单', 'Menu', 'เมนู'),
  button: m('按钮权限', 'Button', 'ปุ่ม'),
  supplier: m('供应商', 'Supplier', 'ซัพพลายเออร์'),
  tolerance: m('容差', 'Tolerance', 'ค่าความคลาดเคลื่อน'),
  picture: m('图片', 'Picture', 'รูปภาพ'),
};

export const auditLogMessages = {
  uploadSummary: m(
    '新增 {inserted} 条，更新 {updated} 条',
    '{inserted} added, {updated} updated',
    'เพิ่ม {inserted} รายการ แก้ไข {updated} รายการ',
  ),
  yes: m('是', 'Yes', 'ใช่'),
  no: m('否', 'No', 'ไม่ใช่'),
  hidden: m('(已隐藏)', '(hidden)', '(ซ่อนไว้)'),
  /** who made a change that no user made (seeding, start-up grants, housekeeping) */
  system: m('系统', 'System', 'ระบบ'),
  documentsOnly: m(
    '供应商只能查看自己单据的变更记录',
    'A supplier sees the change history of its own documents only',
    'ซัพพลายเออร์ดูประวัติการเปลี่ยนแปลงได้เฉพาะเอกสารของตนเท่านั้น',
  ),
  noPermission: m('您没有查看此记录的权限', 'You have no permission to read this record', 'คุณไม่มีสิทธิ์ดูรายการนี้'),
} as const;
