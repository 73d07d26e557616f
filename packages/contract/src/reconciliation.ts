import { z } from 'zod';
import {
  DecimalString,
  EntityId,
  FilterDate,
  PageQuery,
  QueryValueList,
  recordsPage,
  ShortCode,
  SortQuery,
  type WebLocale,
} from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * What ASN-to-receipt reconciliation finds: receipts that differ in quantity from what was shipped, a
 * received part the ASN does not carry, a first receipt after planned arrival + the buyer's arrival grace,
 * or no receipt at all once that grace has passed.
 */
export const DISCREPANCY_KINDS = ['quantity', 'part', 'late', 'missing'] as const;
export const DiscrepancyKind = z.enum(DISCREPANCY_KINDS);
export type DiscrepancyKind = z.infer<typeof DiscrepancyKind>;

/** The kinds in every language, as the screen, the spreadsheet and the mails name them. */
export const DISCREPANCY_KIND_LABELS: Readonly<Record<DiscrepancyKind, Readonly<Record<WebLocale, string>>>> =
  {
    quantity: { cn: '数量不符', en: 'Quantity differs', th: 'จำนวนไม่ตรงกัน' },
    part: { cn: '零件不符', en: 'Wrong part', th: 'ชิ้นส่วนไม่ตรงกัน' },
    late: { cn: '迟到', en: 'Late', th: 'มาช้า' },
    missing: { cn: '未到货', en: 'Missing', th: 'ไม่มาถึง' },
  };

/** open: the discrepancy still holds; resolved: later receipts (or a cancellation) ended it. */
export const DiscrepancyState = z.enum(['open', 'resolved']);
export type DiscrepancyState = z.infer<typeof DiscrepancyState>;

export const ReconciliationFilter = z.object({
  companyCode: ShortCode.optional().describe('buyer company code'),
  supplierCode: QueryValueList.optional().describe(
    'supplier codes (multi-value); fixed to their own for suppliers',
  ),
  asnNo: QueryValueList.optional().describe('ASN numbers (multi-value)'),
  kind: DiscrepancyKind.optional().describe('discrepancy kind'),
  state: DiscrepancyState.optional().describe('open or resolved; both when absent'),
  planArrivalFromStr: FilterDate.optional().describe('planned arrival on or after (yyyyMMdd)'),
  planArrivalToStr: FilterDate.optional().describe('planned arrival on or before (yyyyMMdd)'),
});
export type ReconciliationFilter = z.infer<typeof ReconciliationFilter>;

export const ReconciliationQuery = PageQuery.extend(ReconciliationFilter.shape);
export type ReconciliationQuery = z.infer<typeof ReconciliationQuery>;

export const ReconciliationDownloadQuery = ReconciliationFilter.extend(SortQuery.shape);
export type ReconciliationDownloadQuery = z.infer<typeof ReconciliationDownloadQuery>;

/** One discrepancy of one ASN. */
export const ReconciliationRow = z.object({
  discrepancyId: z.number().int().describe('row id'),
  asnHeaderId: z.number().int().describe('the ASN, to open its view and its lines'),
  asnNo: z.string().describe('ASN number'),
  companyCode: z.string().describe('buyer company code'),
  shipToPlantCode: z.string().describe('ship-to plant code'),
  supplierCode: z.string().describe('supplier code'),
  supplierName: z.string().describe('supplier company name'),
  asnStatus: z.string().describe('status of the ASN'),
  kind: DiscrepancyKind,
  shippedQty: DecimalString.describe('quantity shipped on the ASN, all lines'),
  receivedQty: DecimalString.describe('quantity received against the ASN, all receipts'),
  lineCount: z.number().int().describe('quantity: lines that differ; part: receipt lines of no ASN line'),
  lateDays: z.number().int().nullable().describe('late: days after planned arrival + grace'),
  planArrivalTime: z
    .string()
    .nullable()
    .describe("planned arrival in the buyer's time zone, yyyy-MM-dd HH:mm"),
  firstGrDateStr: z.string().nullable().describe('date of the first receipt, yyyy-MM-dd'),
  foundAt: z.string().describe('when it was found, yyyy-MM-dd HH:mm'),
  resolvedAt: z.string().nullable().describe('when it stopped holding, yyyy-MM-dd HH:mm; null while open'),
});
export type ReconciliationRow = z.infer<typeof ReconciliationRow>;

export const RECONCILIATION_SORT_FIELDS = [
  'asnNo',
  'companyCode',
  'supplierCode',
  'kind',
  'planArrivalTime',
  'foundAt',
  'resolvedAt',
] as const;

export const ReconciliationLinesQuery = z.object({ asnHeaderId: EntityId.describe('the ASN') });
export type ReconciliationLinesQuery = z.infer<typeof ReconciliationLinesQuery>;

/** One part of the ASN: what was shipped against what was received (receipts of no ASN line: shipped 0). */
export const ReconciliationPartLine = z.object({
  orderNo: z.string(),
  poLineNo: z.string(),
  partNo: z.string(),
  shippedQty: DecimalString,
  receivedQty: DecimalString,
  onAsn: z.boolean().describe('false: received, but the ASN carries no such line'),
});
export type ReconciliationPartLine = z.infer<typeof ReconciliationPartLine>;

export const ReconciliationReceipt = z.object({
  grNo: z.string(),
  grLineNo: z.string(),
  partNo: z.string(),
  qty: DecimalString,
  grDateStr: z.string().describe('yyyy-MM-dd'),
});
export type ReconciliationReceipt = z.infer<typeof ReconciliationReceipt>;

export const ReconciliationLines = z.object({
  asnNo: z.string(),
  parts: z.array(ReconciliationPartLine),
  receipts: z.array(ReconciliationReceipt),
});
export type ReconciliationLines = z.infer<typeof ReconciliationLines>;

export const reconciliationEndpoints = {
  query: endpoint({
    method: 'POST',
    path: '/reconciliation/query',
    summary: 'ASN discrepancies (quantity, part, late, missing), filtered, paged and sorted',
    access: 'asnReconciliation',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: ReconciliationQuery,
    response: recordsPage(ReconciliationRow),
  }),
  download: endpoint({
    method: ['GET', 'POST'],
    path: '/reconciliation/download',
    summary: 'The filtered ASN discrepancies as a spreadsheet, streamed (filters in the query string)',
    access: 'asnReconciliation',
    scope: 'own',
    kind: 'file',
    ours: true,
    query: ReconciliationDownloadQuery,
    fileName: 'AsnReconciliation.xlsx',
  }),
  lines: endpoint({
    method: 'POST',
    path: '/reconciliation/lines',
    summary: 'One ASN part by part: shipped against received, and its receipts',
    access: 'asnReconciliation',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: ReconciliationLinesQuery,
    response: ReconciliationLines,
  }),
} as const;
