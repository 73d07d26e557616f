import { aboutField } from '../../platform/i18n/field-name.ts';
import type { Message } from '../../platform/i18n/locale.ts';

/** Messages of company management; field errors start with the field's label, like schema errors do. */
export const companyMessages = {
  saved: { cn: '保存成功', en: 'Saved successfully', th: 'บันทึกสำเร็จ' },
  companyNotFound: {
    cn: '公司不存在',
    en: 'The company does not exist',
    th: 'ไม่พบบริษัทนี้',
  },
  companyCodeTaken: aboutField('companyCode', {
    cn: '公司代码 {companyCode} 已存在',
    en: 'the company code {companyCode} already exists',
    th: 'รหัสบริษัท {companyCode} มีอยู่แล้ว',
  }),
  companyCodeFixed: aboutField('companyCode', {
    cn: '已有公司的公司代码不能修改',
    en: 'the code of an existing company cannot be changed',
    th: 'ไม่สามารถเปลี่ยนรหัสของบริษัทที่มีอยู่แล้วได้',
  }),
  companyTypeFixed: aboutField('companyType', {
    cn: '已有公司的公司类型不能修改',
    en: 'the type of an existing company cannot be changed',
    th: 'ไม่สามารถเปลี่ยนประเภทของบริษัทที่มีอยู่แล้วได้',
  }),
  unknownCountry: aboutField('country', {
    cn: '{country} 不是有效的国家代码',
    en: '{country} is not a country code',
    th: '{country} ไม่ใช่รหัสประเทศที่ถูกต้อง',
  }),
  plantNotFound: {
    cn: '工厂不存在',
    en: 'The plant does not exist',
    th: 'ไม่พบโรงงานนี้',
  },
  plantCodeTaken: aboutField('plantCode', {
    cn: '公司 {companyCode} 已有工厂代码 {plantCode}',
    en: 'company {companyCode} already has the plant code {plantCode}',
    th: 'บริษัท {companyCode} มีรหัสโรงงาน {plantCode} อยู่แล้ว',
  }),
  plantCodeFixed: aboutField('plantCode', {
    cn: '已有工厂的工厂代码不能修改',
    en: 'the code of an existing plant cannot be changed',
    th: 'ไม่สามารถเปลี่ยนรหัสของโรงงานที่มีอยู่แล้วได้',
  }),
  taxInfoBuyersOnly: {
    cn: '只有采购方公司有税率和容差，{companyCode} 是供应商',
    en: 'Only buyer companies have tax and tolerance settings; {companyCode} is a supplier',
    th: 'เฉพาะบริษัทผู้ซื้อเท่านั้นที่มีการตั้งค่าภาษีและค่าความคลาดเคลื่อน {companyCode} เป็นซัพพลายเออร์',
  },
  duplicateCurrency: {
    cn: '{field}：币种 {currency} 重复，每个币种只能出现一次',
    en: '{field}: the currency {currency} occurs more than once; each currency may occur only once',
    th: '{field}: สกุลเงิน {currency} ซ้ำกัน แต่ละสกุลเงินระบุได้เพียงครั้งเดียว',
  },
  unknownCurrency: {
    cn: '{field}：币种 {currency} 不存在',
    en: '{field}: the currency {currency} does not exist',
    th: '{field}: ไม่มีสกุลเงิน {currency}',
  },
} satisfies Record<string, Message>;
