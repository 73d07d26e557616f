import type { ButtonCode, MenuCode } from '@portal/contract/permissions';

export interface MenuSeed {
  code: MenuCode;
  path: string | null;
  icon: string | null;
  names: [cn: string, en: string, th: string];
  children?: MenuSeed[];
}

const leaf = (code: MenuCode, names: MenuSeed['names']): MenuSeed => ({
  code,
  path: `/${code}`,
  icon: null,
  names,
});
const group = (code: MenuCode, icon: string, names: MenuSeed['names'], children: MenuSeed[]): MenuSeed => ({
  code,
  path: null,
  icon,
  names,
  children,
});

/** The portal's menu tree (spec 1 §2.2 menu names), in display order. */
export const MENU_TREE: MenuSeed[] = [
  { code: 'dashboard', path: '/dashboard', icon: 'dashboard', names: ['首页', 'Dashboard', 'แดชบอร์ด'] },
  {
    code: 'supplierPerformance',
    path: '/supplierPerformance',
    icon: 'performance',
    names: ['供应商绩效', 'Supplier Performance', 'ประสิทธิภาพซัพพลายเออร์'],
  },
  group(
    'deliverySchedule',
    'schedule',
    ['交货计划', 'Delivery Schedule', 'แผนการส่งมอบ'],
    [
      leaf('deliveryScheduleQuery', ['交货计划查询', 'Delivery Schedule Query', 'ค้นหาแผนการส่งมอบ']),
      leaf('deliveryScheduleHistory', ['交货计划历史', 'Delivery Schedule History', 'ประวัติแผนการส่งมอบ']),
    ],
  ),
  group(
    'asnManagement',
    'asn',
    ['ASN 管理', 'ASN Management', 'การจัดการ ASN'],
    [
      leaf('asnCreate', ['创建 ASN', 'ASN Creation', 'สร้าง ASN']),
      leaf('asnQuery', ['ASN 历史', 'ASN History', 'ประวัติ ASN']),
      leaf('asnReconciliation', ['ASN 对账', 'ASN Reconciliation', 'กระทบยอด ASN']),
    ],
  ),
  group(
    'grManagement',
    'gr',
    ['收货管理', 'GR Management', 'การจัดการการรับสินค้า'],
    [leaf('gr', ['收货查询', 'GR Query', 'ค้นหาการรับสินค้า'])],
  ),
  group(
    'invoiceManagement',
    'invoice',
    ['发票管理', 'Invoice Management', 'การจัดการใบแจ้งหนี้'],
    [
      leaf('createApInvoice', ['创建发票（AP）', 'Create Invoice (AP)', 'สร้างใบแจ้งหนี้ (AP)']),
      leaf('createIndiaInvoice', ['创建发票（印度）', 'Create Invoice (India)', 'สร้างใบแจ้งหนี้ (อินเดีย)']),
      leaf('createOverseaInvoice', [
        '创建发票（海外）',
        'Create Invoice (Oversea)',
        'สร้างใบแจ้งหนี้ (ต่างประเทศ)',
      ]),
      leaf('createWriteoffIndiaInvoice', [
        '使用冲销收货创建发票',
        'Create Invoice with Writeoff GR',
        'สร้างใบแจ้งหนี้จากการรับสินค้าที่ตัดจำหน่าย',
      ]),
      leaf('queryInvoice', ['发票查询', 'Invoice Query', 'ค้นหาใบแจ้งหนี้']),
      leaf('scanInvoice', ['扫描发票', 'Scan Invoice', 'สแกนใบแจ้งหนี้']),
    ],
  ),
  group(
    'securityCheckManagement',
    'security',
    ['门卫检查管理', 'Security Check Management', 'การจัดการตรวจสอบความปลอดภัย'],
    [
      leaf('securityCheckQuery', ['门卫检查查询', 'Security Check Query', 'ค้นหาการตรวจสอบความปลอดภัย']),
      leaf('securityCheckCreate', ['门卫检查', 'Security Check', 'ตรวจสอบความปลอดภัย']),
    ],
  ),
  group(
    'masterData',
    'masterData',
    ['主数据', 'Master Data', 'ข้อมูลหลัก'],
    [
      leaf('partInfo', ['零件信息', 'Part Info', 'ข้อมูลชิ้นส่วน']),
      leaf('supplier', ['供应商', 'Supplier', 'ซัพพลายเออร์']),
      leaf('emailConfiguration', ['邮件配置', 'Email Configuration', 'การตั้งค่าอีเมล']),
      leaf('partPriceListCode', [
        '零件价格表代码查询',
        'Part Pricelist Code Query',
        'ค้นหารหัสรายการราคาชิ้นส่วน',
      ]),
      leaf('container', ['容器', 'Container', 'คอนเทนเนอร์']),
      leaf('packaging', ['包装', 'Packaging', 'บรรจุภัณฑ์']),
    ],
  ),
  group(
    'systemManagement',
    'setting',
    ['系统管理', 'System Management', 'การจัดการระบบ'],
    [
      leaf('userMgt', ['用户', 'User', 'ผู้ใช้']),
      leaf('companyMgt', ['公司', 'Company', 'บริษัท']),
      leaf('associateSupplier', ['关联供应商', 'Associate Supplier', 'เชื่อมโยงซัพพลายเออร์']),
      leaf('webServiceLog', ['接口日志', 'Interface Log', 'บันทึกอินเทอร์เฟซ']),
      leaf('partPrice', ['零件价格', 'Part Price', 'ราคาชิ้นส่วน']),
      leaf('supplierFinance', ['供应商财务信息', 'Supplier Finance Info', 'ข้อมูลการเงินซัพพลายเออร์']),
      leaf('userRole', ['角色管理', 'Role Management', 'การจัดการบทบาท']),
      leaf('sentMail', ['邮件发送记录', 'Sent Mail', 'บันทึกการส่งอีเมล']),
      leaf('auditLog', ['审计日志', 'Audit Log', 'บันทึกการตรวจสอบ']),
    ],
  ),
];

export interface ButtonSeed {
  code: ButtonCode;
  menu: MenuCode;
  names: [cn: string, en: string, th: string];
}

const b = (code: ButtonCode, menu: MenuCode, names: ButtonSeed['names']): ButtonSeed => ({
  code,
  menu,
  names,
});

/** Button permissions and the screen each acts on (spec 1 §6, 2 §6, 3 §6). */
export const BUTTONS: ButtonSeed[] = [
  b('emailConfigaration', 'emailConfiguration', ['邮件配置', 'Email configuration', 'ตั้งค่าอีเมล']),
  b('uploadPartInfo', 'partInfo', ['上传零件信息', 'Upload part info', 'อัปโหลดข้อมูลชิ้นส่วน']),
  b('supplierConfigaration', 'supplier', [
    '供应商超发配置',
    'Supplier over-shipment configuration',
    'ตั้งค่าการส่งเกินของซัพพลายเออร์',
  ]),
  b('supplierFinance-edit', 'supplierFinance', [
    '编辑供应商财务信息',
    'Edit supplier finance info',
    'แก้ไขข้อมูลการเงินซัพพลายเออร์',
  ]),
  b('uploadPartPrice', 'partPrice', ['上传零件价格', 'Upload part prices', 'อัปโหลดราคาชิ้นส่วน']),
  b('uploadContainer', 'container', ['上传容器', 'Upload containers', 'อัปโหลดคอนเทนเนอร์']),
  b('uploadPackaging', 'packaging', ['上传包装', 'Upload packaging', 'อัปโหลดบรรจุภัณฑ์']),
  b('confirmSchedule', 'deliveryScheduleQuery', ['确认交货计划', 'Confirm schedule', 'ยืนยันแผนการส่งมอบ']),
  b('feedbackSchedule', 'deliveryScheduleQuery', ['反馈交货计划', 'Give feedback', 'ให้ข้อเสนอแนะ']),
  b('updateFeedback', 'deliveryScheduleQuery', ['更新反馈', 'Update feedback', 'ปรับปรุงข้อเสนอแนะ']),
  b('approveFeedback', 'deliveryScheduleQuery', ['批准反馈', 'Approve feedback', 'อนุมัติข้อเสนอแนะ']),
  b('rejectFeedback', 'deliveryScheduleQuery', ['拒绝反馈', 'Reject feedback', 'ปฏิเสธข้อเสนอแนะ']),
  b('createAsn', 'asnCreate', ['创建 ASN', 'Create ASN', 'สร้าง ASN']),
  b('editAsn', 'asnQuery', ['编辑 ASN', 'Edit ASN', 'แก้ไข ASN']),
  b('submitAsn', 'asnQuery', ['提交 ASN', 'Submit ASN', 'ส่ง ASN']),
  b('deleteDraftAsn', 'asnQuery', ['删除草稿 ASN', 'Delete draft ASN', 'ลบ ASN ฉบับร่าง']),
  b('deleteFailedAsn', 'asnQuery', ['删除失败 ASN', 'Delete failed ASN', 'ลบ ASN ที่ล้มเหลว']),
  b('cancelAsn', 'asnQuery', ['取消 ASN', 'Cancel ASN', 'ยกเลิก ASN']),
  b('editSecurityCheck', 'securityCheckQuery', [
    '编辑门卫检查',
    'Edit security check',
    'แก้ไขการตรวจสอบความปลอดภัย',
  ]),
  b('deleteSecurityCheck', 'securityCheckQuery', [
    '删除门卫检查',
    'Delete security check',
    'ลบการตรวจสอบความปลอดภัย',
  ]),
  b('CreateInvoiceFromGR(AP)', 'createApInvoice', [
    '由收货创建发票（AP）',
    'Create invoice from GR (AP)',
    'สร้างใบแจ้งหนี้จากการรับสินค้า (AP)',
  ]),
  b('CreateInvoiceFromGR(India)', 'createIndiaInvoice', [
    '由收货创建发票（印度）',
    'Create invoice from GR (India)',
    'สร้างใบแจ้งหนี้จากการรับสินค้า (อินเดีย)',
  ]),
  b('CreateInvoiceFromGR(Oversea)', 'createOverseaInvoice', [
    '由收货创建发票（海外）',
    'Create invoice from GR (Oversea)',
    'สร้างใบแจ้งหนี้จากการรับสินค้า (ต่างประเทศ)',
  ]),
  b('EditInvoice(AP)', 'queryInvoice', ['编辑发票（AP）', 'Edit invoice (AP)', 'แก้ไขใบแจ้งหนี้ (AP)']),
  b('EditInvoice(India)', 'queryInvoice', [
    '编辑发票（印度）',
    'Edit invoice (India)',
    'แก้ไขใบแจ้งหนี้ (อินเดีย)',
  ]),
  b('EditInvoice(Oversea)', 'queryInvoice', [
    '编辑发票（海外）',
    'Edit invoice (Oversea)',
    'แก้ไขใบแจ้งหนี้ (ต่างประเทศ)',
  ]),
  b('DeleteInvoice(AP)', 'queryInvoice', ['删除发票（AP）', 'Delete invoice (AP)', 'ลบใบแจ้งหนี้ (AP)']),
  b('DeleteInvoice(India)', 'queryInvoice', [
    '删除发票（印度）',
    'Delete invoice (India)',
    'ลบใบแจ้งหนี้ (อินเดีย)',
  ]),
  b('DeleteInvoice(Oversea)', 'queryInvoice', [
    '删除发票（海外）',
    'Delete invoice (Oversea)',
    'ลบใบแจ้งหนี้ (ต่างประเทศ)',
  ]),
  b('SubmitInvoice(AP)', 'queryInvoice', ['提交发票（AP）', 'Submit invoice (AP)', 'ส่งใบแจ้งหนี้ (AP)']),
  b('SubmitInvoice(India)', 'queryInvoice', [
    '提交发票（印度）',
    'Submit invoice (India)',
    'ส่งใบแจ้งหนี้ (อินเดีย)',
  ]),
  b('SubmitInvoice(Oversea)', 'queryInvoice', [
    '提交发票（海外）',
    'Submit invoice (Oversea)',
    'ส่งใบแจ้งหนี้ (ต่างประเทศ)',
  ]),
  b('ReceiveInvoice', 'queryInvoice', ['接收发票', 'Receive invoice', 'รับใบแจ้งหนี้']),
  b('Approve/RejectInvoice', 'queryInvoice', [
    '批准/拒绝发票',
    'Approve/reject invoice',
    'อนุมัติ/ปฏิเสธใบแจ้งหนี้',
  ]),
  b('RejectInvoice', 'queryInvoice', ['拒绝发票', 'Reject invoice', 'ปฏิเสธใบแจ้งหนี้']),
  b('SubmitInvoicebyAdient', 'queryInvoice', [
    '采购方提交发票',
    'Submit invoice by buyer',
    'ส่งใบแจ้งหนี้โดยผู้ซื้อ',
  ]),
  b('EditinvoicebyAdient', 'queryInvoice', ['采购方编辑发票', 'Edit invoice by buyer', 'แก้ไขใบแจ้งหนี้โดยผู้ซื้อ']),
  b('EditInvoiceWriteOffGR(India)', 'queryInvoice', [
    '编辑冲销发票（印度）',
    'Edit write-off invoice (India)',
    'แก้ไขใบแจ้งหนี้ตัดจำหน่าย (อินเดีย)',
  ]),
  b('DeleteInvoiceWriteOffGR(India)', 'queryInvoice', [
    '删除冲销发票（印度）',
    'Delete write-off invoice (India)',
    'ลบใบแจ้งหนี้ตัดจำหน่าย (อินเดีย)',
  ]),
];
