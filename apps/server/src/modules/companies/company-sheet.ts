import type { CompanyRow } from '@portal/contract/companies';
import type { ExportField } from '../../platform/xlsx/sheet-fields.ts';

/**
 * Companies.xlsx: the company list's columns and the rest of the edit dialog's fields, headers in the
 * caller's language; Y/N flags as stored (as the upload templates write them).
 */
export const COMPANY_EXPORT: readonly ExportField<CompanyRow>[] = [
  {
    header: { cn: '公司代码', en: 'Company Code', th: 'รหัสบริษัท' },
    width: 16,
    value: (row) => row.companyCode,
  },
  {
    header: { cn: '公司名称', en: 'Company Name', th: 'ชื่อบริษัท' },
    width: 32,
    value: (row) => row.companyName,
  },
  { header: { cn: '公司类型', en: 'Company Type', th: 'ประเภทบริษัท' }, value: (row) => row.i18nCompanyType },
  { header: { cn: '地址', en: 'Address', th: 'ที่อยู่' }, width: 36, value: (row) => row.address },
  { header: { cn: '国家', en: 'Country', th: 'ประเทศ' }, value: (row) => row.country },
  { header: { cn: '时区', en: 'Time Zone', th: 'เขตเวลา' }, width: 20, value: (row) => row.timeZone },
  { header: { cn: '逾期天数', en: 'Overdue Days', th: 'จำนวนวันเกินกำหนด' }, value: (row) => row.overdueDay },
  {
    header: { cn: '贸易伙伴编号', en: 'Trading Partner ID', th: 'รหัสคู่ค้า' },
    width: 18,
    value: (row) => row.tradingPartnerId,
  },
  { header: { cn: '编号前缀', en: 'Number Prefix', th: 'คำนำหน้าเลขที่' }, value: (row) => row.prefixNo },
  { header: { cn: '创建标签', en: 'Create Label', th: 'สร้างฉลาก' }, value: (row) => row.isCreateLabel },
  {
    header: { cn: '创建发票', en: 'Create Invoice', th: 'สร้างใบแจ้งหนี้' },
    value: (row) => row.isCreateInvoice,
  },
  {
    header: { cn: '参考公司代码', en: 'Reference Company Code', th: 'รหัสบริษัทอ้างอิง' },
    width: 18,
    value: (row) => row.referCompanyCode,
  },
  { header: { cn: '数据库代码', en: 'DB Code', th: 'รหัสฐานข้อมูล' }, value: (row) => row.dbCode },
  {
    header: { cn: '最后更新时间', en: 'Last Update Time', th: 'อัปเดตล่าสุด' },
    width: 18,
    value: (row) => row.updatedAt,
  },
];
