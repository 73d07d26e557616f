import { aboutField } from '../../platform/i18n/field-name.ts';
import type { Message } from '../../platform/i18n/locale.ts';

/** Messages of the gate (security) check; field errors start with the field's label, like schema errors do. */
export const securityCheckMessages = {
  saved: { cn: '保存成功', en: 'Saved successfully', th: 'บันทึกสำเร็จ' },
  deleted: { cn: '删除成功', en: 'Deleted successfully', th: 'ลบสำเร็จ' },
  notFound: {
    cn: '门卫检查记录不存在',
    en: 'The gate entry does not exist',
    th: 'ไม่พบรายการตรวจสอบที่ประตู',
  },
  notEditable: {
    cn: '门卫检查记录 {gateEntrySrNo} 已关联发票，不能修改或删除',
    en: 'The gate entry {gateEntrySrNo} is linked to an invoice and can no longer be changed or deleted',
    th: 'รายการตรวจสอบ {gateEntrySrNo} เชื่อมกับใบแจ้งหนี้แล้ว จึงแก้ไขหรือลบไม่ได้',
  },
  asnNotFound: aboutField('asnNo', {
    cn: 'ASN {asnNo} 不存在或尚未发送，不能登记门卫检查',
    en: 'the ASN {asnNo} does not exist or has not been sent, so no gate entry can be recorded',
    th: 'ไม่พบ ASN {asnNo} หรือยังไม่ได้ส่ง จึงบันทึกการตรวจสอบที่ประตูไม่ได้',
  }),
  asnAlreadyChecked: aboutField('asnNo', {
    cn: 'ASN {asnNo} 已有门卫检查记录 {gateEntrySrNo}',
    en: 'the ASN {asnNo} already has the gate entry {gateEntrySrNo}',
    th: 'ASN {asnNo} มีรายการตรวจสอบที่ประตู {gateEntrySrNo} แล้ว',
  }),
  asnCheckedMeanwhile: aboutField('asnNo', {
    cn: 'ASN {asnNo} 刚刚已登记门卫检查',
    en: 'a gate entry was just recorded for the ASN {asnNo}',
    th: 'เพิ่งมีการบันทึกรายการตรวจสอบที่ประตูสำหรับ ASN {asnNo}',
  }),
  asnFixed: {
    cn: '{field}：门卫检查记录的 ASN、公司、工厂和供应商不能修改',
    en: '{field}: the ASN, company, plant and supplier of a gate entry cannot be changed',
    th: '{field}: ไม่สามารถเปลี่ยน ASN บริษัท โรงงาน และซัพพลายเออร์ของรายการตรวจสอบได้',
  },
  plantMismatch: aboutField('shipToPlantCode', {
    cn: 'ASN {asnNo} 的收货工厂是 {plantCode}',
    en: 'the ship-to plant of the ASN {asnNo} is {plantCode}',
    th: 'โรงงานปลายทางของ ASN {asnNo} คือ {plantCode}',
  }),
  timeOutBeforeTimeIn: aboutField('timeOutStr', {
    cn: '离开时间不能早于进入时间',
    en: 'the time out cannot be before the time in',
    th: 'เวลาออกต้องไม่ก่อนเวลาเข้า',
  }),
  suppliersCannotRecord: {
    cn: '门卫检查由采购方门卫登记，供应商不能登记或修改',
    en: "Gate entries are recorded by the buyer's gate staff; suppliers cannot record or change them",
    th: 'รายการตรวจสอบที่ประตูบันทึกโดยเจ้าหน้าที่ของผู้ซื้อ ซัพพลายเออร์บันทึกหรือแก้ไขไม่ได้',
  },
} satisfies Record<string, Message>;

/** Headers of SecurityCheckInfo.xlsx. */
export const securityCheckHeaders = {
  gateEntrySrNo: { cn: '门卫登记号', en: 'Gate Entry Sr No', th: 'เลขที่บันทึกเข้าประตู' },
  asnNo: { cn: 'ASN 号', en: 'ASN No', th: 'เลขที่ ASN' },
  buyerCompanyCode: { cn: '公司代码', en: 'Company Code', th: 'รหัสบริษัท' },
  shipToPlantCode: { cn: '收货工厂', en: 'Ship-to Plant', th: 'โรงงานปลายทาง' },
  supplierCode: { cn: '供应商代码', en: 'Supplier Code', th: 'รหัสซัพพลายเออร์' },
  supplierName: { cn: '供应商名称', en: 'Supplier Name', th: 'ชื่อซัพพลายเออร์' },
  challanNo: { cn: '送货单号', en: 'Challan No', th: 'เลขที่ใบส่งของ' },
  nameOfDriver: { cn: '司机姓名', en: 'Name of Driver', th: 'ชื่อคนขับ' },
  vehicleNo: { cn: '车牌号', en: 'Vehicle No', th: 'ทะเบียนรถ' },
  scDateStr: { cn: '日期', en: 'Date', th: 'วันที่' },
  timeInStr: { cn: '进入时间', en: 'Time In', th: 'เวลาเข้า' },
  timeOutStr: { cn: '离开时间', en: 'Time Out', th: 'เวลาออก' },
  securityGrNo: { cn: '门卫收货单号', en: 'Security GR No', th: 'เลขที่รับของที่ประตู' },
  pollutionControlCrt: {
    cn: '污染控制证书',
    en: 'Pollution Control Certificate',
    th: 'ใบรับรองการควบคุมมลพิษ',
  },
  driverLicense: { cn: '驾驶证', en: 'Driver License', th: 'ใบขับขี่' },
  linkedToInv: { cn: '已关联发票', en: 'Linked to Invoice', th: 'เชื่อมกับใบแจ้งหนี้' },
  invoiceNo: { cn: '发票号', en: 'Invoice No', th: 'เลขที่ใบแจ้งหนี้' },
  remarks: { cn: '备注', en: 'Remarks', th: 'หมายเหตุ' },
} satisfies Record<string, Message>;
