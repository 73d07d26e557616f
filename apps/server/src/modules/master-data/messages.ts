import type { Message } from '../../platform/i18n/locale.ts';

/** Messages of the master-data screens; row errors start with the column header, like schema errors do. */
export const masterDataMessages = {
  saved: { cn: '保存成功', en: 'Saved successfully', th: 'บันทึกสำเร็จ' },
  overShippedMissing: {
    cn: '供应商 {supplierCode} 未关联采购方 {buyerCompanyCode}，或您无权维护',
    en: 'Supplier {supplierCode} is not associated with buyer {buyerCompanyCode}, or not one you maintain',
    th: 'ซัพพลายเออร์ {supplierCode} ไม่ได้เชื่อมโยงกับผู้ซื้อ {buyerCompanyCode} หรือคุณไม่มีสิทธิ์ดูแล',
  },
  packagingMissing: {
    cn: '该包装记录不存在，或您无权查看',
    en: 'This packaging record does not exist, or is not one you may see',
    th: 'ไม่พบบันทึกบรรจุภัณฑ์นี้ หรือคุณไม่มีสิทธิ์ดู',
  },
  pictureMissing: {
    cn: '该位置没有图片',
    en: 'There is no picture in this slot',
    th: 'ไม่มีรูปภาพในช่องนี้',
  },
  pictureSaved: {
    cn: '图片 {slot} 已上传',
    en: 'Picture {slot} uploaded',
    th: 'อัปโหลดรูปภาพ {slot} แล้ว',
  },
  pictureDeleted: {
    cn: '图片 {slot} 已删除',
    en: 'Picture {slot} deleted',
    th: 'ลบรูปภาพ {slot} แล้ว',
  },
  financeMissing: {
    cn: '该供应商财务信息不存在，或您无权维护',
    en: 'These supplier finance settings do not exist, or are not ones you maintain',
    th: 'ไม่พบข้อมูลการเงินของซัพพลายเออร์นี้ หรือคุณไม่มีสิทธิ์ดูแล',
  },
  financeSaved: {
    cn: '供应商 {supplierCode} 在 {buyerCompanyCode} 的财务信息已保存',
    en: 'Finance settings of supplier {supplierCode} at {buyerCompanyCode} saved',
    th: 'บันทึกข้อมูลการเงินของซัพพลายเออร์ {supplierCode} ที่ {buyerCompanyCode} แล้ว',
  },
  notAnOption: {
    cn: '{field}：{value} 不是可选值',
    en: '{field}: {value} is not one of the options',
    th: '{field}: {value} ไม่ใช่ตัวเลือกที่มี',
  },
  unknownBuyer: {
    cn: '{label}：{value} 不是您所属的采购方公司',
    en: '{label}: {value} is not a buyer company you work for',
    th: '{label}: {value} ไม่ใช่บริษัทผู้ซื้อที่คุณสังกัด',
  },
  unknownPlant: {
    cn: '{label}：{value} 不是 {buyer} 的工厂',
    en: '{label}: {value} is not a plant of {buyer}',
    th: '{label}: {value} ไม่ใช่โรงงานของ {buyer}',
  },
  unknownSupplier: {
    cn: '{label}：供应商 {value} 未关联采购方 {buyer}',
    en: '{label}: supplier {value} is not associated with buyer {buyer}',
    th: '{label}: ซัพพลายเออร์ {value} ไม่ได้เชื่อมโยงกับผู้ซื้อ {buyer}',
  },
  unknownPart: {
    cn: '{label}：{value} 不是供应商 {supplier} 供应给 {buyer} 的零件',
    en: '{label}: {value} is not a part supplier {supplier} delivers to {buyer}',
    th: '{label}: {value} ไม่ใช่ชิ้นส่วนที่ซัพพลายเออร์ {supplier} ส่งให้ {buyer}',
  },
  unknownContainer: {
    cn: '{label}：容器 {value} 不存在',
    en: '{label}: container {value} does not exist',
    th: '{label}: ไม่พบคอนเทนเนอร์ {value}',
  },
  unknownCurrency: {
    cn: '{label}：{value} 不是可选币种',
    en: '{label}: {value} is not one of the currencies',
    th: '{label}: {value} ไม่ใช่สกุลเงินที่มี',
  },
  rangeReversed: {
    cn: '{label}：不能早于生效开始日期',
    en: '{label}: cannot be before the effective start date',
    th: '{label}: ต้องไม่ก่อนวันที่เริ่มมีผล',
  },
  overlapsStored: {
    cn: '有效期与已有价格（{from} 至 {to}）重叠',
    en: 'the effective period overlaps the stored price from {from} to {to}',
    th: 'ช่วงเวลามีผลทับซ้อนกับราคาที่มีอยู่ ({from} ถึง {to})',
  },
  overlapsRow: {
    cn: '有效期与第 {row} 行重叠',
    en: 'the effective period overlaps row {row}',
    th: 'ช่วงเวลามีผลทับซ้อนกับแถวที่ {row}',
  },
  openEnded: { cn: '长期', en: 'open end', th: 'ไม่มีกำหนด' },
  pricesChanged: {
    cn: '其他用户刚刚修改了相同零件的价格，请重新上传',
    en: 'Someone else changed prices of the same parts just now; please upload again',
    th: 'มีผู้อื่นเพิ่งแก้ไขราคาของชิ้นส่วนเดียวกัน กรุณาอัปโหลดอีกครั้ง',
  },
} satisfies Record<string, Message>;
