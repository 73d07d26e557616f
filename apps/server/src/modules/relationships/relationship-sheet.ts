import type { RelationshipRow, RelationshipStatus } from '@portal/contract/relationships';
import type { Locale, Message } from '../../platform/i18n/locale.ts';
import type { ExportField } from '../../platform/xlsx/sheet-fields.ts';

/** The status as the relationship screen names it. */
const STATUS_NAMES: Record<RelationshipStatus, Message> = {
  A: { cn: '已启用', en: 'Active', th: 'ใช้งาน' },
  I: { cn: '已禁用', en: 'Inactive', th: 'ไม่ใช้งาน' },
};

/** A relationship row with its status named in the caller's language. */
export type RelationshipSheetRow = RelationshipRow & { statusName: string };

/** Relationships.xlsx: the relationship list's columns, headers in the caller's language. */
export const RELATIONSHIP_EXPORT: readonly ExportField<RelationshipSheetRow>[] = [
  {
    header: { cn: '采购方代码', en: 'Buyer Code', th: 'รหัสผู้ซื้อ' },
    width: 14,
    value: (row) => row.buyerCompanyCode,
  },
  {
    header: { cn: '采购方名称', en: 'Buyer Name', th: 'ชื่อผู้ซื้อ' },
    width: 30,
    value: (row) => row.buyerCompanyName,
  },
  {
    header: { cn: '供应商代码', en: 'Supplier Code', th: 'รหัสซัพพลายเออร์' },
    width: 16,
    value: (row) => row.supplierCompanyCode,
  },
  {
    header: { cn: '供应商名称', en: 'Supplier Name', th: 'ชื่อซัพพลายเออร์' },
    width: 30,
    value: (row) => row.supplierCompanyName,
  },
  { header: { cn: '状态', en: 'Status', th: 'สถานะ' }, value: (row) => row.statusName },
  { header: { cn: '更新人', en: 'Updated By', th: 'ผู้อัปเดต' }, width: 16, value: (row) => row.updatedBy },
  {
    header: { cn: '最后更新时间', en: 'Last Update Time', th: 'อัปเดตล่าสุด' },
    width: 18,
    value: (row) => row.updatedAt,
  },
];

export const statusName = (status: RelationshipStatus, locale: Locale): string =>
  STATUS_NAMES[status][locale];
