import { z } from 'zod';
import {
  DecimalString,
  decimalInput,
  EntityId,
  FilterDate,
  IdList,
  IdParam,
  NoData,
  PageQuery,
  PlainDate,
  PlainDateTime,
  positiveDecimalInput,
  recordsPage,
  ShortCode,
  SortQuery,
  YesNo,
} from './common.ts';
import { withoutRepeats } from './distinct.ts';
import { endpoint } from './endpoint.ts';

/** ASN statuses (spec document 2 §4): Draft -> Submitted -> Success | Failed; Success -> Cancelled. */
export const ASN_STATUSES = ['Draft', 'Submitted', 'Success', 'Failed', 'Cancelled'] as const;
export const AsnStatus = z.enum(ASN_STATUSES);
export type AsnStatus = z.infer<typeof AsnStatus>;

// ---- ASN creation list (/asnCreate) ----

export const AsnCreateQuery = PageQuery.extend({
  demandDateFrom: FilterDate.optional().describe('delivery date on or after (yyyyMMdd)'),
  demandDateTo: FilterDate.optional().describe(
    'delivery date on or before (yyyyMMdd); the screen defaults to today + 14',
  ),
  orderNo: z.string().trim().max(50).optional().describe('purchase order number'),
  partNo: z.string().trim().max(50).optional().describe('part number'),
  partDesc: z.string().trim().max(100).optional().describe('part of the part description'),
  type: ShortCode.optional().describe('schedule type key (property list scheduleType)'),
  model: z.string().trim().max(50).optional().describe('vehicle model'),
  companyCode: ShortCode.optional().describe('buyer company code'),
  shipToPlant: ShortCode.optional().describe('ship-to plant code'),
  supplierCode: ShortCode.optional().describe('supplier code; fixed to their own for suppliers'),
});
export type AsnCreateQuery = z.infer<typeof AsnCreateQuery>;

/** A schedule line that still has quantity to ship. */
export const AsnCreateRow = z.object({
  deliveryScheduleDetailId: z.number().int().describe('schedule detail line id'),
  buyerCompanyCode: z.string().describe('buyer company code'),
  shipToPlant: z.string().describe('ship-to plant code; an ASN takes lines of one plant only'),
  supplierCode: z.string().describe('supplier code (companyCode of the supplier company)'),
  orderNo: z.string().describe('purchase order number'),
  lineNo: z.string().describe('purchase order line number'),
  partNo: z.string().describe('part number'),
  partDesc: z.string().nullable().describe('part description'),
  model: z.string().nullable().describe('vehicle model'),
  deliveryDateStr: z.string().describe('requested delivery date, yyyy-MM-dd'),
  deliveryTimeStr: z.string().nullable().describe('requested delivery time, HH:mm'),
  timeZone: z.string().nullable().describe('IANA time zone of the ship-to plant'),
  requestQty: DecimalString.describe('requested quantity (decimal string)'),
  reference: z.string().nullable().describe("ERP's reference of the line"),
  asnQty: DecimalString.describe('quantity already on ASNs (decimal string)'),
  unshippedQty: DecimalString.describe('requestQty - asnQty (decimal string)'),
  unit: z.string().describe('unit of measure'),
  priorSchedule: z.string().nullable().describe('earlier open schedule of the same order line, if any'),
});
export type AsnCreateRow = z.infer<typeof AsnCreateRow>;

/** Sortable display fields of the ASN creation list. */
export const ASN_CREATE_SORT_FIELDS = [
  'orderNo',
  'lineNo',
  'partNo',
  'partDesc',
  'deliveryDateStr',
  'requestQty',
  'asnQty',
  'unshippedQty',
  'supplierCode',
  'shipToPlant',
  'model',
] as const;

/** Draft ASNs created by an upload. */
export const AsnUploadResult = z.object({
  asnNos: z.array(z.string()).describe('numbers of the Draft ASNs the file created'),
});
export type AsnUploadResult = z.infer<typeof AsnUploadResult>;

// ---- ASN history (/asnQuery) ----

export const AsnFilter = z.object({
  dispatchDateFrom: FilterDate.optional().describe('ship date on or after (yyyyMMdd)'),
  dispatchDateTo: FilterDate.optional().describe('ship date on or before (yyyyMMdd)'),
  asnNo: z.string().trim().max(50).optional().describe('ASN number'),
  companyCode: ShortCode.optional().describe('buyer company code'),
  partNo: z.string().trim().max(50).optional().describe('ASNs that ship this part'),
  status: AsnStatus.optional().describe('ASN status'),
  shipToPlantCode: ShortCode.optional().describe('ship-to plant code'),
  createDateFrom: FilterDate.optional().describe('created on or after (yyyyMMdd)'),
  createDateTo: FilterDate.optional().describe('created on or before (yyyyMMdd)'),
  supplierCode: ShortCode.optional().describe('supplier code; fixed to their own for suppliers'),
  planArrivalDateFrom: FilterDate.optional().describe('planned arrival on or after (yyyyMMdd)'),
  planArrivalDateTo: FilterDate.optional().describe('planned arrival on or before (yyyyMMdd)'),
  uploadDocFlag: YesNo.optional().describe(
    'security-check flag: Y when a gate entry is recorded for the ASN',
  ),
});
export type AsnFilter = z.infer<typeof AsnFilter>;

export const AsnQuery = PageQuery.extend(AsnFilter.shape);
export type AsnQuery = z.infer<typeof AsnQuery>;

export const AsnDownloadQuery = AsnFilter.extend(SortQuery.shape);
export type AsnDownloadQuery = z.infer<typeof AsnDownloadQuery>;

export const AsnHeader = z.object({
  asnHeaderId: z.number().int().describe('ASN header id'),
  asnNo: z.string().describe('ASN number'),
  invoiceNo: z.string().nullable().describe("supplier's invoice number; required when isCreateInvoice is Y"),
  buyerCompanyCode: z.string().describe('buyer company code'),
  buyerCompanyName: z.string().describe('buyer company name'),
  buyerCompanyAddress: z.string().nullable().describe('address of the buyer company'),
  shipToPlantCode: z.string().describe('ship-to plant code'),
  buyerPlantAddress: z.string().nullable().describe('address of the ship-to plant'),
  supplierCode: z.string().describe('supplier code (companyCode of the supplier company)'),
  supplierName: z.string().describe('supplier company name'),
  supplierAddress: z.string().nullable().describe('address of the supplier'),
  status: AsnStatus.describe('ASN status'),
  i18nStatus: z.string().describe("status label in the caller's language"),
  createTime: z.string().describe('created, yyyy-MM-dd HH:mm'),
  dispatchTimeStr: z.string().nullable().describe('shipment time, yyyy-MM-dd HH:mm'),
  planArrivalTimeStr: z.string().nullable().describe('planned arrival time, yyyy-MM-dd HH:mm'),
  timeZone: z.string().describe("IANA time zone of the ASN's times (the buyer company's; ours)"),
  carrierCode: z.string().nullable().describe("carrier's code"),
  carrierName: z.string().nullable().describe("carrier's name"),
  carrierAddress: z.string().nullable().describe("carrier's address"),
  plateNo: z.string().nullable().describe("vehicle's plate number"),
  netWeight: DecimalString.nullable().describe('net weight in kg (decimal string)'),
  grossWeight: DecimalString.nullable().describe('gross weight in kg (decimal string)'),
  noOfPallet: z.number().int().nullable().describe('number of pallets'),
  volume: DecimalString.nullable().describe('volume in m³ (decimal string)'),
  shipMethod: z.string().nullable().describe('shipping method (road, sea, air ...)'),
  isCreateInvoice: YesNo.describe("Y when the supplier's invoice number travels with the ASN"),
  isCreateLabel: YesNo.describe('Y when the wizard has the packaging tab and labels are printed'),
  ackRemarks: z.string().nullable().describe("the ERP's acknowledgement remarks (reason of a Failed ASN)"),
  uploadDocFlag: YesNo.describe('Y when the gate (security) check of the ASN is recorded'),
});
export type AsnHeader = z.infer<typeof AsnHeader>;

/** A row of the ASN history is the ASN header. */
export const AsnRow = AsnHeader;
export type AsnRow = AsnHeader;

/** Sortable display fields of the ASN history; i18nStatus sorts by status. */
export const ASN_SORT_FIELDS = [
  'asnNo',
  'invoiceNo',
  'buyerCompanyCode',
  'shipToPlantCode',
  'supplierCode',
  'supplierName',
  'i18nStatus',
  'createTime',
  'dispatchTimeStr',
  'planArrivalTimeStr',
] as const;

/** `asnHeaderId` as a query or path parameter. */
export const AsnHeaderIdParam = z.object({ asnHeaderId: IdParam });

/** What labels are printed on: 100 x 150 mm label stock (one a page) or A4 sheets of four A6 labels. */
export const LABEL_PAPERS = ['label', 'a4'] as const;
export const LabelPaper = z.enum(LABEL_PAPERS);
export type LabelPaper = z.infer<typeof LabelPaper>;
export const LabelQuery = z.object({
  paper: LabelPaper.default('label').describe(
    'label: 100 x 150 mm label stock, one label a page (default); a4: A4 sheets of four 105 x 148.5 mm labels',
  ),
});

// ---- ASN wizard (/asnDetail) ----

export const AsnDetailLine = z.object({
  asnDetailId: z.number().int().nullable().describe('null until the draft is saved'),
  deliveryScheduleDetailId: EntityId.describe(
    'the schedule line shipped (every ASN line ships one, also when created from goods receipts)',
  ),
  orderNo: z.string().describe('purchase order number'),
  lineNo: z.string().describe('purchase order line number'),
  partNo: z.string().describe('part number'),
  partDesc: z.string().nullable().describe('part description'),
  unshippedQty: DecimalString.describe('quantity of the schedule line not yet on an ASN (decimal string)'),
  maxAsnQty: DecimalString.nullable().describe(
    "most this line may ship: the unshipped quantity plus the supplier's over-shipment tolerance; null when the supplier may over-ship without limit (decimal string)",
  ),
  asnQty: DecimalString.nullable().describe('quantity shipped on this ASN (decimal string)'),
  uom: z.string().describe('unit of measure'),
  lotSizeQty: DecimalString.nullable().describe('quantity per package (decimal string)'),
  lotNo: z.string().nullable().describe('batch number'),
  productionDateStr: z.string().nullable().describe('production date, yyyy-MM-dd'),
  oriAsnItemNo: z.string().nullable().describe('item number on the original ASN this line was copied from'),
  packQty: z.number().int().nullable().describe('number of packages'),
  packQtyPerPallet: z.number().int().nullable().describe('packages per pallet'),
  replaced: YesNo.optional().describe(
    'ours: Y on a saved line whose release a newer release has replaced (refreshDraftAsn moves it)',
  ),
});
export type AsnDetailLine = z.infer<typeof AsnDetailLine>;

export const AsnPackage = z.object({
  partNo: z.string().describe('part number'),
  packageNo: z.string().describe('package (label) number'),
  qtyOfPackaging: DecimalString.describe('quantity in this package (decimal string)'),
});
export type AsnPackage = z.infer<typeof AsnPackage>;

/** Initial or saved data of the wizard. A new ASN has no asnHeaderId, no number and status Draft. */
export const AsnDetail = z.object({
  asnHeader: AsnHeader.extend({
    asnHeaderId: z.number().int().nullable().describe('null until the draft is saved'),
    asnNo: z.string().nullable().describe('given when the draft is first saved'),
  }),
  asnDetails: z.array(AsnDetailLine).describe('lines of the ASN'),
  asnPackages: z.array(AsnPackage).describe('empty unless isCreateLabel is Y'),
  grIds: z
    .array(z.number().int())
    .optional()
    .describe('a new ASN opened from goods receipts: the receipts, to send back with the first save'),
});
export type AsnDetail = z.infer<typeof AsnDetail>;

export const AsnCreateListBody = z
  .object({
    scheduleDetailVos: z
      .array(z.object({ deliveryScheduleDetailId: EntityId.describe('a selected schedule line') }))
      .max(500)
      .superRefine(withoutRepeats((line) => line.deliveryScheduleDetailId, 'deliveryScheduleDetailId'))
      .default([])
      .describe('selected schedule lines, each once, all of one ship-to plant (buyerPlantCodeSame)'),
    grIds: IdList.optional().describe('selected goods receipts when the wizard is opened from the GR screen'),
  })
  .refine((body) => body.scheduleDetailVos.length > 0 || (body.grIds?.length ?? 0) > 0, 'selData');
export type AsnCreateListBody = z.infer<typeof AsnCreateListBody>;

/** Header fields the supplier types; company, plant and supplier come from the lines. */
export const SaveAsnHeader = z.object({
  asnHeaderId: EntityId.optional().describe('absent when the draft is first saved'),
  invoiceNo: ShortCode.optional().describe('required when isCreateInvoice is Y; at most 20'),
  dispatchTimeStr: PlainDateTime.optional().describe(
    'shipment time; required to send; not after planned arrival',
  ),
  planArrivalTimeStr: PlainDateTime.optional().describe(
    'planned arrival; required to send; not before yesterday',
  ),
  carrierCode: z.string().trim().max(50).optional().describe("carrier's code"),
  carrierName: z.string().trim().max(100).optional().describe("carrier's name"),
  carrierAddress: z.string().trim().max(300).optional().describe("carrier's address"),
  plateNo: z.string().trim().max(30).optional().describe("vehicle's plate number"),
  netWeight: decimalInput(3, 15).optional().describe('net weight in kg'),
  grossWeight: decimalInput(3, 15).optional().describe('gross weight in kg'),
  noOfPallet: z.number().int().min(0).max(999).optional().describe('number of pallets'),
  volume: decimalInput(3, 15).optional().describe('volume in m³'),
  shipMethod: z.string().trim().max(30).optional().describe('shipping method'),
});
export type SaveAsnHeader = z.infer<typeof SaveAsnHeader>;

export const SaveAsnDetail = z.object({
  asnDetailId: EntityId.optional().describe('absent for a line not saved yet'),
  deliveryScheduleDetailId: EntityId.describe('the schedule line shipped'),
  asnQty: positiveDecimalInput(5, 13).describe(
    'quantity shipped: > 0, at most 5 decimals, within the unshipped quantity plus over-shipment tolerance',
  ),
  lotSizeQty: positiveDecimalInput(2, 16)
    .optional()
    .describe('quantity per package: > 0, at most 2 decimals, <= asnQty'),
  lotNo: ShortCode.min(1).optional().describe('batch number, 1 to 20 characters'),
  productionDateStr: PlainDate.optional().describe('production date, not in the future'),
  packQty: z.number().int().min(1).max(999).optional().describe('number of packages, at most 999'),
  packQtyPerPallet: z.number().int().min(1).optional().describe('packages per pallet, not more than packQty'),
});
export type SaveAsnDetail = z.infer<typeof SaveAsnDetail>;

export const SaveAsnPackage = z.object({
  partNo: z.string().trim().min(1).max(50).describe('part number'),
  packageNo: z.string().trim().min(1).max(50).describe('package (label) number'),
  qtyOfPackaging: positiveDecimalInput(2, 16).describe('quantity in this package'),
});
export type SaveAsnPackage = z.infer<typeof SaveAsnPackage>;

/** Payload of every wizard step (detail, packaging, general) and of the send. */
export const SaveAsn = z.object({
  asnHeader: SaveAsnHeader.describe('header fields of the ASN'),
  asnDetails: z
    .array(SaveAsnDetail)
    .min(1)
    .max(500)
    .superRefine(withoutRepeats((detail) => detail.deliveryScheduleDetailId, 'deliveryScheduleDetailId'))
    .describe('each schedule line once; order number + part number must not repeat'),
  asnPackages: z.array(SaveAsnPackage).max(20000).default([]).describe('packages of the lines (labels)'),
  grIds: IdList.optional().describe(
    'GR to ASN, first save only: the goods receipts the new ASN is made of; they name the ASN from then on',
  ),
});
export type SaveAsn = z.infer<typeof SaveAsn>;

export const asnEndpoints = {
  queryCreateList: endpoint({
    method: 'POST',
    path: '/asn/queryCreateList',
    summary: 'Schedule lines with quantity left to ship, for ASN creation',
    access: 'asnCreate',
    scope: 'own',
    kind: 'json',
    body: AsnCreateQuery,
    response: recordsPage(AsnCreateRow),
  }),
  uploadAsn: endpoint({
    method: 'POST',
    path: '/asn/uploadAsn',
    summary: 'Create Draft ASNs from a spreadsheet; a file with bad rows changes nothing',
    access: 'createAsn',
    scope: 'supplierOnly',
    kind: 'upload',
    response: AsnUploadResult,
  }),
  downloadAsnUploadTemplate: endpoint({
    method: 'GET',
    path: '/asn/downloadAsnUploadTemplate',
    summary: 'Empty spreadsheet template for the ASN upload',
    access: 'asnCreate',
    scope: 'none',
    kind: 'file',
    fileName: 'Template.xlsx',
  }),
  queryAsnList: endpoint({
    method: 'POST',
    path: '/asn/queryAsnList',
    summary: 'ASN history, filtered, paged and sorted',
    access: 'asnQuery',
    scope: 'own',
    kind: 'json',
    body: AsnQuery,
    response: recordsPage(AsnRow),
  }),
  deleteAsn: endpoint({
    method: 'GET',
    path: '/asn/deleteAsn',
    summary:
      'Delete an ASN: a Draft by its supplier (deleteDraftAsn) or a Failed one by a buyer (deleteFailedAsn), checked by the service; the shipped quantity goes back to the schedule lines',
    access: 'asnQuery',
    scope: 'own',
    kind: 'json',
    query: AsnHeaderIdParam,
    response: NoData,
  }),
  deleteSuccessAsn: endpoint({
    method: 'GET',
    path: '/asn/deleteSuccessAsn',
    summary:
      'Delete a Success ASN; only the roles SupperAdmin and Adient-Admin (checked by the service); the shipped quantity goes back',
    access: 'asnQuery',
    scope: 'buyerOnly',
    kind: 'json',
    query: AsnHeaderIdParam,
    response: NoData,
  }),
  copyFailedAsn: endpoint({
    method: 'POST',
    path: '/asn/copyFailedAsn',
    summary:
      'Supplier copies a Failed ASN into a new Draft to correct and send it; the Failed one gives its quantity back and becomes Cancelled, keeping the ERP remarks',
    access: 'createAsn',
    scope: 'supplierOnly',
    kind: 'json',
    ours: true,
    query: AsnHeaderIdParam,
    response: AsnDetail,
  }),
  refreshDraftAsn: endpoint({
    method: 'POST',
    path: '/asn/refreshDraftAsn',
    summary:
      'Supplier moves the lines of a Draft whose release was replaced onto the latest release (same delivery, quantity capped at what it may ship; lines without one removed); the message tells line by line',
    access: 'editAsn',
    scope: 'supplierOnly',
    kind: 'json',
    ours: true,
    query: AsnHeaderIdParam,
    response: AsnDetail,
  }),
  cancelledAsn: endpoint({
    method: 'GET',
    path: '/asn/cancelledAsn',
    summary: 'Buyer cancels a Success ASN; it becomes Cancelled and the shipped quantity goes back',
    access: 'cancelAsn',
    scope: 'buyerOnly',
    kind: 'json',
    query: AsnHeaderIdParam,
    response: NoData,
  }),
  download: endpoint({
    method: 'GET',
    path: '/asn/download',
    summary: 'The filtered ASN history as a spreadsheet',
    access: 'asnQuery',
    scope: 'own',
    kind: 'file',
    fileName: 'ASN.xlsx',
    query: AsnDownloadQuery,
  }),
  downloadLabel: endpoint({
    method: 'GET',
    path: '/asn/downloadLabel/{asnHeaderId}',
    summary: 'Package labels of an ASN with barcodes, print-ready PDF',
    access: 'asnQuery',
    scope: 'own',
    kind: 'file',
    fileName: 'ASN_Label.pdf',
    params: AsnHeaderIdParam,
    query: LabelQuery,
  }),
  downloadDeliveryNote: endpoint({
    method: 'GET',
    path: '/asn/downloadDeliveryNote/{asnHeaderId}',
    summary: 'Delivery note of an ASN, print-ready PDF',
    access: 'asnQuery',
    scope: 'own',
    kind: 'file',
    fileName: 'DeliveryNote.pdf',
    params: AsnHeaderIdParam,
  }),
  queryAsnDetail: endpoint({
    method: 'GET',
    path: '/asn/queryAsnDetail',
    summary: 'One ASN with its lines and packages, for the wizard',
    access: 'asnQuery',
    scope: 'own',
    kind: 'json',
    query: AsnHeaderIdParam,
    response: AsnDetail,
  }),
  asnCreateList: endpoint({
    method: 'POST',
    path: '/asn/asnCreateList',
    summary: 'Initial wizard data for a new ASN from selected schedule lines (or GRs) of one ship-to plant',
    access: 'createAsn',
    scope: 'supplierOnly',
    kind: 'json',
    body: AsnCreateListBody,
    response: AsnDetail,
  }),
  saveOrUpdateDraftAsn: endpoint({
    method: 'POST',
    path: '/asn/saveOrUpdateDraftAsn',
    summary:
      'Save the ASN lines as a Draft (createAsn for a new draft, editAsn or createAsn for an existing one, checked by the service)',
    access: 'asnManagement',
    scope: 'supplierOnly',
    kind: 'json',
    body: SaveAsn,
    response: AsnDetail,
  }),
  saveAsnPackage: endpoint({
    method: 'POST',
    path: '/asn/saveAsnPackage',
    summary: 'Save the packaging of a Draft ASN (only when isCreateLabel is Y)',
    access: 'asnManagement',
    scope: 'supplierOnly',
    kind: 'json',
    body: SaveAsn,
    response: AsnDetail,
  }),
  saveAsnGeneralInfo: endpoint({
    method: 'POST',
    path: '/asn/saveAsnGeneralInfo',
    summary: 'Save the general information (times, carrier, weights) of a Draft ASN',
    access: 'asnManagement',
    scope: 'supplierOnly',
    kind: 'json',
    body: SaveAsn,
    response: AsnDetail,
  }),
  sendAsn: endpoint({
    method: 'POST',
    path: '/asn/sendAsn',
    summary: 'Save and submit the ASN to the ERP; it becomes Submitted and read-only',
    access: 'submitAsn',
    scope: 'supplierOnly',
    kind: 'json',
    body: SaveAsn,
    response: AsnDetail,
  }),
} as const;
