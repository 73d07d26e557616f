import { z } from 'zod';
import { dataPage, FilterDate, IdParam, PageQuery, SortQuery, type WebLocale } from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * What the audit log records: documents (readable by their supplier too) and administration records
 * (buyer-internal). A record type is a list row of some screen; changes to its parts (lines, feedback,
 * items, packages) are entries of the same record with the part named in `subject`. The record id is the
 * id of the table the row comes from: scheduleLine schedule_details, asn asn_headers, securityCheck
 * security_checks, invoice invoice_headers, user users, role roles, company companies, plant plants,
 * relationship relationships, tolerance company_tolerances, emailConfiguration email_configurations,
 * part parts, price part_prices, packaging packagings, container containers, supplierFinance
 * supplier_finance, overShipment over_shipment_settings.
 */
export const AUDIT_DOCUMENT_TYPES = ['scheduleLine', 'asn', 'securityCheck', 'invoice'] as const;
export const AUDIT_ADMIN_TYPES = [
  'user',
  'role',
  'company',
  'plant',
  'relationship',
  'tolerance',
  'emailConfiguration',
  'part',
  'price',
  'packaging',
  'container',
  'supplierFinance',
  'overShipment',
] as const;
export const AUDIT_RECORD_TYPES = [...AUDIT_DOCUMENT_TYPES, ...AUDIT_ADMIN_TYPES] as const;
export const AuditRecordType = z.enum(AUDIT_RECORD_TYPES).describe('kind of record the entry is about');
export type AuditRecordType = z.infer<typeof AuditRecordType>;

export function isDocumentType(type: AuditRecordType): boolean {
  return (AUDIT_DOCUMENT_TYPES as readonly string[]).includes(type);
}

/** create, update, delete a record; upload: one entry per master-data upload with its counts. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'upload'] as const;
export const AuditAction = z.enum(AUDIT_ACTIONS).describe('create, update, delete or upload');
export type AuditAction = z.infer<typeof AuditAction>;

type Labels = Readonly<Record<WebLocale, string>>;

export const AUDIT_RECORD_TYPE_LABELS: Readonly<Record<AuditRecordType, Labels>> = {
  scheduleLine: { cn: '交货计划行', en: 'Schedule line', th: 'รายการแผนการส่งมอบ' },
  asn: { cn: '发货通知', en: 'ASN', th: 'ASN' },
  securityCheck: { cn: '门卫检查', en: 'Gate entry', th: 'การตรวจที่ประตู' },
  invoice: { cn: '发票', en: 'Invoice', th: 'ใบแจ้งหนี้' },
  user: { cn: '用户', en: 'User', th: 'ผู้ใช้' },
  role: { cn: '角色', en: 'Role', th: 'บทบาท' },
  company: { cn: '公司', en: 'Company', th: 'บริษัท' },
  plant: { cn: '工厂', en: 'Plant', th: 'โรงงาน' },
  relationship: { cn: '供需关系', en: 'Relationship', th: 'ความสัมพันธ์' },
  tolerance: { cn: '容差', en: 'Tolerance', th: 'ค่าความคลาดเคลื่อน' },
  emailConfiguration: { cn: '邮件配置', en: 'Email configuration', th: 'การตั้งค่าอีเมล' },
  part: { cn: '零件', en: 'Part', th: 'ชิ้นส่วน' },
  price: { cn: '价格', en: 'Price', th: 'ราคา' },
  packaging: { cn: '包装', en: 'Packaging', th: 'บรรจุภัณฑ์' },
  container: { cn: '容器', en: 'Container', th: 'ภาชนะ' },
  supplierFinance: { cn: '供应商财务', en: 'Supplier finance', th: 'การเงินของซัพพลายเออร์' },
  overShipment: { cn: '超发设置', en: 'Over-shipment', th: 'การส่งเกิน' },
};

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, Labels>> = {
  create: { cn: '新建', en: 'Created', th: 'สร้าง' },
  update: { cn: '修改', en: 'Changed', th: 'แก้ไข' },
  delete: { cn: '删除', en: 'Deleted', th: 'ลบ' },
  upload: { cn: '上传', en: 'Uploaded', th: 'อัปโหลด' },
};

/** The filters of the Audit Log screen, shared by the page and the download. */
export const AuditLogFilter = z.object({
  actor: z.string().trim().max(50).optional().describe('account that made the change, part of it'),
  recordType: AuditRecordType.optional(),
  recordKey: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('part of the record key (ASN no, invoice no, user account, company code ...)'),
  dateStart: FilterDate.optional().describe('changed on or after this day (yyyyMMdd)'),
  dateEnd: FilterDate.optional().describe('changed on or before this day (yyyyMMdd)'),
});
export type AuditLogFilter = z.infer<typeof AuditLogFilter>;

export const AuditLogQuery = PageQuery.extend(AuditLogFilter.shape);
export type AuditLogQuery = z.infer<typeof AuditLogQuery>;

export const AuditLogDownloadQuery = AuditLogFilter.extend(SortQuery.shape);
export type AuditLogDownloadQuery = z.infer<typeof AuditLogDownloadQuery>;

/** The timeline of one record: its entries, newest first. */
export const TimelineQuery = PageQuery.extend({
  recordType: AuditRecordType,
  recordId: IdParam.describe('id of the record (the id its list row carries)'),
});
export type TimelineQuery = z.infer<typeof TimelineQuery>;

export const AuditChange = z.object({
  field: z.string().describe('field name as the record stores it'),
  label: z.string().describe("field label in the caller's language"),
  oldValue: z.string().nullable().describe('value before the change (null: none)'),
  newValue: z.string().nullable().describe('value after the change (null: none)'),
});
export type AuditChange = z.infer<typeof AuditChange>;

/** One change as the Audit Log and the timelines show it. */
export const AuditEntryRow = z.object({
  id: z.number().int().describe('entry id (entries are never changed or removed)'),
  changedAt: z.string().describe("time of the change in the caller's time zone, yyyy-MM-dd HH:mm:ss"),
  actor: z.string().describe('account that made the change; ERP or system for changes of no user'),
  actorName: z.string().nullable().describe('name of that account, if it is a user'),
  recordType: AuditRecordType,
  recordTypeView: z.string().describe("record type label in the caller's language"),
  recordId: z.number().int().describe('id of the record'),
  recordKey: z.string().describe('what the record is called: ASN no, invoice no, account, company code ...'),
  subject: z
    .string()
    .describe('the part of the record changed (a line, a feedback, an item); empty for the record itself'),
  action: AuditAction,
  actionView: z.string().describe("action label in the caller's language"),
  changes: z.array(AuditChange).describe('changed fields with old and new values'),
  summary: z.string().nullable().describe("an upload's counts in the caller's language"),
});
export type AuditEntryRow = z.infer<typeof AuditEntryRow>;

/** Sortable display fields of the Audit Log (newest first unless sorted otherwise). */
export const AUDIT_LOG_SORT_FIELDS = ['changedAt', 'actor', 'recordTypeView', 'recordKey'] as const;

export const auditLogEndpoints = {
  query: endpoint({
    method: 'POST',
    path: '/auditLog/query',
    summary: 'Audit log: every change to documents and administration records, filtered, paged, newest first',
    access: 'auditLog',
    scope: 'buyerOnly',
    kind: 'json',
    ours: true,
    body: AuditLogQuery,
    response: dataPage(AuditEntryRow),
  }),
  download: endpoint({
    method: ['GET', 'POST'],
    path: '/auditLog/download',
    summary: 'The filtered audit log as a spreadsheet, streamed (filters in the query string)',
    access: 'auditLog',
    scope: 'buyerOnly',
    kind: 'file',
    ours: true,
    query: AuditLogDownloadQuery,
    fileName: 'AuditLog.xlsx',
  }),
  timeline: endpoint({
    method: 'POST',
    path: '/auditLog/timeline',
    summary:
      "One record's changes, newest first, for whoever may read the record (a supplier: its own documents only)",
    access: 'authenticated',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: TimelineQuery,
    response: dataPage(AuditEntryRow),
  }),
} as const;
