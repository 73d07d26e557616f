import { z } from 'zod';
import {
  DecimalString,
  EntityId,
  FilterDate,
  IdList,
  NoData,
  PageQuery,
  PlainDate,
  positiveDecimalInput,
  QueryValueList,
  recordsPage,
  ShortCode,
  SortQuery,
  UploadSummary,
  YesNo,
} from './common.ts';
import { endpoint } from './endpoint.ts';

/** Release status of a schedule line (spec document 2 §4), spelled as the spec writes it. */
export const RELEASE_STATUSES = ['New', 'Wait for Approval', 'Confirmed', 'Rejected'] as const;
export const ReleaseStatus = z.enum(RELEASE_STATUSES);
export type ReleaseStatus = z.infer<typeof ReleaseStatus>;

/** Schedule line type (property list scheduleType): firm orders and forecasts. */
export const SCHEDULE_TYPES = ['Firm', 'Forecast'] as const;
export const ScheduleType = z.enum(SCHEDULE_TYPES);
export type ScheduleType = z.infer<typeof ScheduleType>;

/**
 * The statuses each line action starts from (spec 2 §4): a batch with a line in any other status is refused
 * whole. The web checks a selection with these before asking; the server decides.
 */
export const LINE_ACTION_FROM = {
  confirm: ['New', 'Wait for Approval'],
  feedback: ['New'],
  updateFeedback: ['Rejected'],
  approve: ['Wait for Approval'],
  reject: ['Wait for Approval'],
} as const satisfies Record<string, readonly ReleaseStatus[]>;
export type LineAction = keyof typeof LINE_ACTION_FROM;

/**
 * How far a supplier's feedback satisfies the requested quantity. PARTIAL_SATISFIED and UN_SATISFIED are
 * named by the spec; SATISFIED is inferred as the third value.
 */
export const CONFIRM_STATUSES = ['SATISFIED', 'PARTIAL_SATISFIED', 'UN_SATISFIED'] as const;
export const ConfirmStatus = z.enum(CONFIRM_STATUSES);
export type ConfirmStatus = z.infer<typeof ConfirmStatus>;

/** Filters of the delivery schedule screens; shared by the header list, the detail list and the download. */
export const ScheduleFilter = z.object({
  releaseNo: z.string().trim().max(50).optional().describe('release number (exact)'),
  releaseDateFrom: FilterDate.optional().describe('released on or after (yyyyMMdd)'),
  releaseDateTo: FilterDate.optional().describe('released on or before (yyyyMMdd)'),
  orderNo: QueryValueList.optional().describe('purchase order numbers (multi-value)'),
  partNo: QueryValueList.optional().describe('part numbers (multi-value)'),
  supplierCode: QueryValueList.optional().describe(
    'supplier codes (multi-value); fixed to their own for suppliers',
  ),
  supplierName: z.string().trim().max(100).optional().describe('part of the supplier name'),
  companyCode: ShortCode.optional().describe('buyer company code'),
  itemStatus: ReleaseStatus.optional().describe('release status of the detail lines'),
  isLatest: YesNo.default('Y').describe('Y: only the latest release of each order line (default)'),
  shipToPlant: ShortCode.optional().describe('ship-to plant code'),
  model: z.string().trim().max(50).optional().describe('vehicle model'),
  horizonStartFrom: FilterDate.optional().describe('delivery date on or after (yyyyMMdd)'),
  horizonStartTo: FilterDate.optional().describe('delivery date on or before (yyyyMMdd)'),
  type: ScheduleType.optional().describe('schedule type (property list scheduleType: Firm, Forecast)'),
});
export type ScheduleFilter = z.infer<typeof ScheduleFilter>;

/** Header list: `sort`/`sortName` order the headers. */
export const ScheduleHeaderQuery = PageQuery.extend(ScheduleFilter.shape);
export type ScheduleHeaderQuery = z.infer<typeof ScheduleHeaderQuery>;

/** Detail list: `sort`/`sortName` order the lines; the header sort orders lines of several headers. */
export const ScheduleDetailQuery = PageQuery.extend(ScheduleFilter.shape).extend({
  deliveryScheduleHeaderId: EntityId.optional().describe(
    'the selected header; without it the lines of every header matching the filters',
  ),
  headerSort: PageQuery.shape.sort.describe('direction of the header sort'),
  headerSortName: z
    .string()
    .max(64)
    .optional()
    .describe('header display field the lines are grouped by first'),
});
export type ScheduleDetailQuery = z.infer<typeof ScheduleDetailQuery>;

export const ScheduleDownloadQuery = ScheduleFilter.extend(SortQuery.shape);
export type ScheduleDownloadQuery = z.infer<typeof ScheduleDownloadQuery>;

export const ScheduleHeaderRow = z.object({
  deliveryScheduleHeaderId: z.number().int().describe('schedule header (release) id'),
  releaseNo: z.string().describe('release number of the ERP'),
  orderNo: z.string().describe('purchase order number'),
  lineNo: z.string().describe('purchase order line number'),
  partNo: z.string().describe('part number'),
  buyerCompanyCode: z.string().describe('buyer company code'),
  shipToPlant: z.string().describe('ship-to plant code'),
  supplierCode: z.string().describe('supplier code (companyCode of the supplier company)'),
  supplierName: z.string().describe('supplier company name'),
  releaseDateStr: z.string().describe('release date, yyyy-MM-dd'),
  model: z.string().nullable().describe('vehicle model'),
  planner: z.string().nullable().describe("buyer's planner"),
  comments: z.string().nullable().describe('free comments on the release'),
});
export type ScheduleHeaderRow = z.infer<typeof ScheduleHeaderRow>;

/** Sortable display fields of the schedule header table. */
export const SCHEDULE_HEADER_SORT_FIELDS = [
  'releaseNo',
  'orderNo',
  'lineNo',
  'partNo',
  'buyerCompanyCode',
  'shipToPlant',
  'supplierCode',
  'supplierName',
  'releaseDateStr',
  'model',
  'planner',
] as const;

export const ScheduleDetailRow = z.object({
  deliveryScheduleDetailId: z.number().int().describe('schedule detail line id'),
  deliveryScheduleHeaderId: z.number().int().describe('schedule header (release) id'),
  releaseNo: z.string().describe('release of the line (ours: lines of several releases are told apart)'),
  orderNo: z.string().describe('purchase order number (ours, as releaseNo)'),
  supplierCode: z.string().describe('supplier code (ours, as releaseNo)'),
  releaseStatus: ReleaseStatus.describe('release status of the line'),
  i18nStatus: z.string().describe("release status label in the caller's language"),
  lineNo: z.string().describe('purchase order line number'),
  partNo: z.string().describe('part number'),
  partDesc: z.string().nullable().describe('part description'),
  scheduleType: ScheduleType.describe('schedule type key (property list scheduleType)'),
  type: z.string().describe("schedule type label in the caller's language"),
  deliveryDateStr: z.string().describe('requested delivery date, yyyy-MM-dd'),
  deliveryTimeStr: z.string().nullable().describe('requested delivery time, HH:mm'),
  timeZone: z.string().nullable().describe('IANA time zone of the ship-to plant'),
  requestQty: DecimalString.describe('requested quantity (decimal string)'),
  bucket: z.string().nullable().describe('time bucket of the release line (day, week, month)'),
  reference: z.string().nullable().describe("ERP's reference of the line"),
  asnQty: DecimalString.describe('quantity already shipped on ASNs (decimal string)'),
  unshippedQty: DecimalString.describe('requestQty - asnQty (decimal string)'),
  unit: z.string().describe('unit of measure'),
  cumQty: DecimalString.nullable().describe('cumulative requested quantity (decimal string)'),
  cumReceivedQty: DecimalString.nullable().describe('cumulative received quantity (decimal string)'),
  cumNetQty: DecimalString.nullable().describe('cumulative net quantity still due (decimal string)'),
  lastReceivedQty: DecimalString.nullable().describe('quantity of the last receipt (decimal string)'),
  lastDespatchAsnNo: z.string().nullable().describe('ASN number of the last despatch'),
  confirmStatus: ConfirmStatus.nullable().describe("how far the supplier's feedback satisfies the request"),
});
export type ScheduleDetailRow = z.infer<typeof ScheduleDetailRow>;

/** Sortable display fields of the schedule detail table; i18nStatus sorts by releaseStatus. */
export const SCHEDULE_DETAIL_SORT_FIELDS = [
  'i18nStatus',
  'lineNo',
  'partNo',
  'partDesc',
  'type',
  'deliveryDateStr',
  'deliveryTimeStr',
  'requestQty',
  'asnQty',
  'unshippedQty',
  'cumQty',
  'cumReceivedQty',
  'cumNetQty',
] as const;

export const ScheduleCommentBody = z.object({
  deliveryScheduleHeaderId: EntityId.describe('schedule header (release) id'),
  comments: z.string().trim().max(500).describe('new comments of the release header; empty clears them'),
});
export type ScheduleCommentBody = z.infer<typeof ScheduleCommentBody>;

export const ScheduleIdsBody = z.object({
  deliveryScheduleDetailIds: IdList.describe(
    'selected detail lines; every one must be in the status the action needs',
  ),
});
export type ScheduleIdsBody = z.infer<typeof ScheduleIdsBody>;

/** One row of the feedback dialog; a schedule line may be split into several rows (several ETAs). */
export const FeedbackRow = z.object({
  deliveryScheduleDetailId: z.number().int().describe('schedule detail line id'),
  lineNo: z.string().describe('purchase order line number'),
  partNo: z.string().describe('part number'),
  requestQty: DecimalString.describe('requested quantity of the line (decimal string)'),
  deliveryDateStr: z.string().describe('requested delivery date, yyyy-MM-dd'),
  shipQty: DecimalString.nullable().describe(
    'quantity the supplier will ship (decimal string); null before feedback',
  ),
  etaDateStr: z.string().nullable().describe('estimated arrival, yyyy-MM-dd; null before feedback'),
});
export type FeedbackRow = z.infer<typeof FeedbackRow>;

export const FeedbackInput = z.object({
  deliveryScheduleDetailId: EntityId.describe('the schedule line this feedback row belongs to'),
  shipQty: positiveDecimalInput(2, 16).describe(
    'quantity the supplier will ship: > 0, at most 2 decimals (ShipQtyValid)',
  ),
  etaDateStr: PlainDate.describe('estimated arrival date, yyyy-MM-dd (planDelvieryDateReq)'),
});
export type FeedbackInput = z.infer<typeof FeedbackInput>;

export const SaveFeedback = z.object({
  deliveryScheduleDetailIds: IdList.describe('the lines the dialog was opened for'),
  feedbacks: z
    .array(FeedbackInput)
    .min(1)
    .max(2000)
    .describe('feedback rows; per line their shipQty must not exceed its requested quantity'),
});
export type SaveFeedback = z.infer<typeof SaveFeedback>;

/** Compare a release of an order line with an earlier one (the history screen's comparison, ours). */
export const ReleaseComparisonQuery = z.object({
  deliveryScheduleHeaderId: EntityId.describe('the release to look at'),
  previousHeaderId: EntityId.optional().describe(
    'an earlier release of the same order line to compare with; default: the one just before',
  ),
});
export type ReleaseComparisonQuery = z.infer<typeof ReleaseComparisonQuery>;

export const RELEASE_CHANGES = ['added', 'removed', 'increased', 'decreased', 'moved', 'unchanged'] as const;
export const ReleaseChangeKind = z.enum(RELEASE_CHANGES);
export type ReleaseChangeKind = z.infer<typeof ReleaseChangeKind>;

export const ReleaseChange = z.object({
  change: ReleaseChangeKind.describe(
    'what happened to this delivery: added, removed, quantity increased or decreased, moved to another date, unchanged',
  ),
  deliveryDateStr: z
    .string()
    .nullable()
    .describe('delivery date in the newer release, yyyy-MM-dd (null: removed)'),
  previousDeliveryDateStr: z
    .string()
    .nullable()
    .describe('delivery date in the earlier release, yyyy-MM-dd (null: added)'),
  deliveryTimeStr: z.string().nullable().describe('delivery time, HH:mm'),
  scheduleType: ScheduleType.describe('type in the newer release (or the earlier one when removed)'),
  quantity: DecimalString.nullable().describe('requested quantity in the newer release (decimal string)'),
  previousQuantity: DecimalString.nullable().describe(
    'requested quantity in the earlier release (decimal string)',
  ),
  difference: DecimalString.describe('newer minus earlier quantity (decimal string)'),
});
export type ReleaseChange = z.infer<typeof ReleaseChange>;

export const ReleaseRef = z.object({
  deliveryScheduleHeaderId: z.number().int(),
  releaseNo: z.string(),
  releaseDateStr: z.string().describe('yyyy-MM-dd'),
  isLatest: YesNo,
});
export type ReleaseRef = z.infer<typeof ReleaseRef>;

export const ReleaseComparison = z.object({
  orderNo: z.string(),
  lineNo: z.string(),
  partNo: z.string(),
  current: ReleaseRef.describe('the release looked at'),
  previous: ReleaseRef.nullable().describe('the earlier release compared with (null: the first release)'),
  releases: z.array(ReleaseRef).describe('every release of the order line, newest first'),
  changes: z.array(ReleaseChange).describe('per delivery, in date order'),
});
export type ReleaseComparison = z.infer<typeof ReleaseComparison>;

export const scheduleEndpoints = {
  queryList: endpoint({
    method: 'POST',
    path: '/adientSchedule/queryList',
    summary: 'Delivery schedule headers (releases), filtered, paged and sorted',
    access: 'deliveryScheduleQuery',
    scope: 'own',
    kind: 'json',
    body: ScheduleHeaderQuery,
    response: recordsPage(ScheduleHeaderRow),
  }),
  queryDetailList: endpoint({
    method: 'POST',
    path: '/adientSchedule/queryDetailList',
    summary: 'Delivery schedule lines of the selected header (or of all matching headers), paged and sorted',
    access: 'deliveryScheduleQuery',
    scope: 'own',
    kind: 'json',
    body: ScheduleDetailQuery,
    response: recordsPage(ScheduleDetailRow),
  }),
  commentById: endpoint({
    method: 'POST',
    path: '/adientSchedule/commentById',
    summary: 'Edit the comments of a schedule header',
    access: 'deliveryScheduleQuery',
    scope: 'own',
    kind: 'json',
    multiline: ['comments'],
    body: ScheduleCommentBody,
    response: NoData,
  }),
  confirmByIds: endpoint({
    method: 'POST',
    path: '/adientSchedule/confirmByIds',
    summary: 'Supplier confirms lines in status New or Wait for Approval; they become Confirmed',
    access: 'confirmSchedule',
    scope: 'supplierOnly',
    kind: 'json',
    body: ScheduleIdsBody,
    response: NoData,
  }),
  approveByIds: endpoint({
    method: 'POST',
    path: '/adientSchedule/approveByIds',
    summary: 'Buyer approves the feedback of lines in status Wait for Approval; they become Confirmed',
    access: 'approveFeedback',
    scope: 'buyerOnly',
    kind: 'json',
    body: ScheduleIdsBody,
    response: NoData,
  }),
  rejectByIds: endpoint({
    method: 'POST',
    path: '/adientSchedule/rejectByIds',
    summary: 'Buyer rejects the feedback of lines in status Wait for Approval; they become Rejected',
    access: 'rejectFeedback',
    scope: 'buyerOnly',
    kind: 'json',
    body: ScheduleIdsBody,
    response: NoData,
  }),
  purposedByIds: endpoint({
    method: 'POST',
    path: '/adientSchedule/purposedByIds',
    summary:
      'Feedback rows proposed for editing (feedback on New lines, update feedback on Rejected lines); spelling of the path is the contract',
    access: 'deliveryScheduleQuery',
    scope: 'own',
    kind: 'json',
    body: ScheduleIdsBody,
    response: z.array(FeedbackRow),
  }),
  viewPurposedByIds: endpoint({
    method: 'POST',
    path: '/adientSchedule/viewPurposedByIds',
    summary: 'Feedback rows the supplier proposed, read-only',
    access: 'deliveryScheduleQuery',
    scope: 'own',
    kind: 'json',
    body: ScheduleIdsBody,
    response: z.array(FeedbackRow),
  }),
  saveFeedback: endpoint({
    method: 'POST',
    path: '/adientSchedule/saveFeedback',
    summary:
      'Supplier feedback (ship quantity, ETA): New lines need feedbackSchedule, Rejected lines updateFeedback (checked by the service); lines become Wait for Approval',
    access: 'deliveryScheduleQuery',
    scope: 'supplierOnly',
    kind: 'json',
    body: SaveFeedback,
    response: NoData,
  }),
  download: endpoint({
    method: 'GET',
    path: '/adientSchedule/download',
    summary: 'The filtered schedule lines as a spreadsheet',
    access: 'deliveryScheduleQuery',
    scope: 'own',
    kind: 'file',
    fileName: 'DeliverySchedule.xlsx',
    query: ScheduleDownloadQuery,
  }),
  uploadFeedback: endpoint({
    method: 'POST',
    path: '/adientSchedule/uploadFeedback',
    summary:
      'Batch feedback from a spreadsheet (one row per line and ETA); a file with bad rows changes nothing',
    access: 'feedbackSchedule',
    scope: 'supplierOnly',
    kind: 'upload',
    response: UploadSummary,
  }),
  downloadFeedbackUploadTemplate: endpoint({
    method: ['GET', 'POST'],
    path: '/adientSchedule/downloadFeedbackUploadTemplate',
    summary:
      'Spreadsheet template for the batch feedback upload; for a supplier it lists its New lines of the latest releases',
    access: 'deliveryScheduleQuery',
    scope: 'own',
    kind: 'file',
    fileName: 'FeedbackTemplate.xlsx',
  }),
  compareReleases: endpoint({
    method: 'POST',
    path: '/adientSchedule/compareReleases',
    summary:
      'A release of an order line next to an earlier one: per delivery what was added, removed, changed or moved',
    access: 'deliveryScheduleHistory',
    scope: 'own',
    kind: 'json',
    body: ReleaseComparisonQuery,
    response: ReleaseComparison,
    ours: true,
  }),
} as const;
