import type { Message } from '../../platform/i18n/locale.ts';

export const relationshipMessages = {
  buyerMissing: {
    cn: '采购方公司不存在',
    en: 'The buyer company does not exist',
    th: 'ไม่พบบริษัทผู้ซื้อ',
  },
  notABuyer: {
    cn: '公司 {companyCode} 不是采购方公司',
    en: 'Company {companyCode} is not a buyer company',
    th: 'บริษัท {companyCode} ไม่ใช่บริษัทผู้ซื้อ',
  },
  supplierMissing: {
    cn: '供应商公司不存在',
    en: 'The supplier company does not exist',
    th: 'ไม่พบบริษัทซัพพลายเออร์',
  },
  notASupplier: {
    cn: '公司 {companyCode} 不是供应商公司',
    en: 'Company {companyCode} is not a supplier company',
    th: 'บริษัท {companyCode} ไม่ใช่บริษัทซัพพลายเออร์',
  },
  duplicateActive: {
    cn: '供应商 {supplierCode} 已关联采购方 {buyerCode}',
    en: 'Supplier {supplierCode} is already associated with buyer {buyerCode}',
    th: 'ซัพพลายเออร์ {supplierCode} เชื่อมโยงกับผู้ซื้อ {buyerCode} อยู่แล้ว',
  },
  duplicateInactive: {
    cn: '供应商 {supplierCode} 与采购方 {buyerCode} 的关联已存在但已禁用，请在列表中启用',
    en: 'Supplier {supplierCode} is already associated with buyer {buyerCode} but prohibited; enable it in the list',
    th: 'ซัพพลายเออร์ {supplierCode} เชื่อมโยงกับผู้ซื้อ {buyerCode} อยู่แล้วแต่ถูกระงับ กรุณาเปิดใช้งานในรายการ',
  },
  relationshipMissing: {
    cn: '该关联关系不存在',
    en: 'The relationship does not exist',
    th: 'ไม่พบความสัมพันธ์นี้',
  },
  alreadyActive: {
    cn: '该关联关系已是启用状态',
    en: 'The relationship is already active',
    th: 'ความสัมพันธ์นี้เปิดใช้งานอยู่แล้ว',
  },
  alreadyInactive: {
    cn: '该关联关系已是禁用状态',
    en: 'The relationship is already prohibited',
    th: 'ความสัมพันธ์นี้ถูกระงับอยู่แล้ว',
  },
  added: {
    cn: '关联成功',
    en: 'Supplier associated successfully',
    th: 'เชื่อมโยงซัพพลายเออร์สำเร็จ',
  },
  enabled: {
    cn: '启用成功',
    en: 'Enabled successfully',
    th: 'เปิดใช้งานสำเร็จ',
  },
  prohibited: {
    cn: '禁用成功',
    en: 'Prohibited successfully',
    th: 'ระงับสำเร็จ',
  },
} satisfies Record<string, Message>;
