import type { AuditEntryRow } from '@portal/contract/audit-log';
import type { ExportField } from '../../platform/xlsx/sheet-fields.ts';

/** A change as one line of a cell: "Tax Rate: 7.00 → 8.00". */
const changeLines = (row: AuditEntryRow) =>
  row.changes
    .map((change) => `${change.label}: ${change.oldValue ?? ''} → ${change.newValue ?? ''}`)
    .join('\n');

/** AuditLog.xlsx: the Audit Log's columns, headers in the caller's language, one row per entry. */
export const AUDIT_EXPORT: readonly ExportField<AuditEntryRow>[] = [
  {
    header: { cn: '变更时间', en: 'Changed At', th: 'เวลาที่เปลี่ยน' },
    width: 20,
    value: (row) => row.changedAt,
  },
  { header: { cn: '操作人', en: 'Changed By', th: 'ผู้เปลี่ยน' }, width: 16, value: (row) => row.actor },
  { header: { cn: '操作人姓名', en: 'Name', th: 'ชื่อ' }, width: 20, value: (row) => row.actorName },
  {
    header: { cn: '记录类型', en: 'Record Type', th: 'ประเภทรายการ' },
    width: 16,
    value: (row) => row.recordTypeView,
  },
  { header: { cn: '记录', en: 'Record', th: 'รายการ' }, width: 28, value: (row) => row.recordKey },
  { header: { cn: '部分', en: 'Part', th: 'ส่วน' }, width: 20, value: (row) => row.subject },
  { header: { cn: '操作', en: 'Action', th: 'การดำเนินการ' }, width: 10, value: (row) => row.actionView },
  { header: { cn: '变更内容', en: 'Changes', th: 'รายละเอียดการเปลี่ยนแปลง' }, width: 60, value: changeLines },
  {
    header: { cn: '上传结果', en: 'Upload Result', th: 'ผลการอัปโหลด' },
    width: 24,
    value: (row) => row.summary,
  },
];
