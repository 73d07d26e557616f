import { z } from 'zod';
import {
  DecimalString,
  decimalInput,
  EntityId,
  FilterDate,
  IdParam,
  NoData,
  PageQuery,
  PlainDate,
  QueryValueList,
  recordsPage,
  ShortCode,
  SortQuery,
  ValueList,
  YesNo,
} from './common.ts';
import { withoutRepeats } from './distinct.ts';
import { endpoint } from './endpoint.ts';

/**
 * Invoice statuses. Draft -> Submitted -> (approve when needApprove is Y) -> Passed | Failed -> Invoice_Checked
 * -> Posted, as the spec names them; Rejected is inferred from the reject action (back to the supplier,
 * editable and resubmittable); Paid (ours) when the ERP reports the payment of a Posted invoice.
 */
export const INVOICE_STATUSES = [
  'Draft',
  'Submitted',
  'Passed',
  'Failed',
  'Invoice_Checked',
  'Posted',
  'Rejected',
  'Paid',
] as const;
export const InvoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof InvoiceStatus>;

/** Invoice process types. */
export const INVOICE_TYPES = ['AP', 'INDIA', 'OVERSEA', 'WRITEOFF'] as const;
export const InvoiceType = z.enum(INVOICE_TYPES);
export type InvoiceType = z.infer<typeof InvoiceType>;

/** Result of the price match against the price list within the company tolerances; Failed rows are highlighted. */
export const MATCH_STATUSES = ['Passed', 'Failed'] as const;
export const MatchStatus = z.enum(MATCH_STATUSES);
export type MatchStatus = z.infer<typeof MatchStatus>;

/** Batch send progress; blank (null) before any send. */
export const SEND_STATUSES = ['Processing', 'Completed'] as const;
export const SendStatus = z.enum(SEND_STATUSES);
export type SendStatus = z.infer<typeof SendStatus>;

/** At most 100 invoices go out per batch send. */
export const BATCH_SEND_MAX = 100;

const EpochMillis = z.number().int().nonnegative().describe('timestamp in milliseconds since 1970 (UTC)');
const InvoiceHeaderId = EntityId.describe('invoice header id');
const IdPathParam = z.object({ id: IdParam.describe('invoice header id') });

// ---- create from goods receipts by ASN (/createApInvoice, /createIndiaInvoice, /createOverseaInvoice ...) ----

export const InvoiceAsnQuery = PageQuery.extend({
  asnNoList: ValueList.optional().describe('ASN numbers (multi-value)'),
  companyCode: ShortCode.optional().describe('buyer company code'),
  supplierCode: ValueList.optional().describe('supplier codes; fixed to their own for suppliers'),
  invoiceType: InvoiceType.exclude(['WRITEOFF']).describe('process of the list: AP, INDIA or OVERSEA'),
  isWriteOff: YesNo.optional().describe('Y: only ASNs with write-off GRs (write-off list), N: none of them'),
});
export type InvoiceAsnQuery = z.infer<typeof InvoiceAsnQuery>;

export const InvoiceAsnRow = z.object({
  asnHeaderId: z.number().int().describe('ASN header id'),
  asnNo: z.string().describe('ASN number'),
  companyCode: z.string().describe('buyer company code'),
  referCompanyCode: z.string().nullable().describe('company the buyer company refers to for invoicing'),
  shipToPlantCode: z.string().describe('ship-to plant code'),
  supplierCode: z.string().describe('supplier code (companyCode of the supplier company)'),
  supplierName: z.string().describe('supplier company name'),
  currency: z.string().nullable().describe('currency of the ASN; null when its lines disagree or have none'),
  currencyList: z
    .array(z.object({ lineNo: z.string(), currency: z.string().nullable() }))
    .describe('currency of each ASN line; an Oversea row is selectable only when all equal currency'),
  isWriteOff: YesNo.describe('Y: the ASN has write-off GRs; such a row cannot be selected with others'),
  writeOffOnly: YesNo.describe(
    'ours: Y when every receipt of the ASN left to invoice is write-off, so only a write-off invoice can take it',
  ),
  releaseTimeStr: z.string().nullable().describe('release time, yyyy-MM-dd HH:mm'),
  statusView: z.string().describe("status label in the caller's language"),
});
export type InvoiceAsnRow = z.infer<typeof InvoiceAsnRow>;

/** Sortable display fields of the create-from-ASN lists. */
export const INVOICE_ASN_SORT_FIELDS = [
  'asnNo',
  'companyCode',
  'referCompanyCode',
  'shipToPlantCode',
  'supplierCode',
  'supplierName',
  'currency',
  'releaseTimeStr',
  'statusView',
] as const;

/** Goods receipts of the chosen ASNs, loaded for the invoice detail screen. */
export const InvoiceGrQuery = PageQuery.extend({
  asnNoList: ValueList.min(1).describe('the chosen ASN numbers'),
  supplierCode: ShortCode.min(1).describe('supplier code (companyCode of the supplier company)'),
  supplierName: z.string().trim().max(100).optional().describe('supplier company name'),
  companyCode: ShortCode.min(1).describe('buyer company code'),
  shipToPlantCode: ShortCode.optional().describe('ship-to plant code'),
  currency: z.string().trim().max(3).optional().describe('currency code'),
  referCompanyCode: ShortCode.optional().describe('company the buyer company refers to for invoicing'),
});
export type InvoiceGrQuery = z.infer<typeof InvoiceGrQuery>;

/** One goods receipt line of an invoice (the detail screen's table). */
export const InvoiceItem = z.object({
  grId: z.number().int().describe('goods receipt id'),
  grNo: z.string().describe('goods receipt number of the ERP'),
  grDateStr: z.string().describe('receipt date, yyyy-MM-dd'),
  asnNo: z.string().nullable().describe('ASN number'),
  orderNo: z.string().describe('purchase order number (poNo)'),
  poLineNo: z.string().describe('purchase order line number (poItemNo)'),
  partNo: z.string().describe('part number'),
  partDesc: z.string().nullable().describe('part description'),
  grQty: DecimalString.describe('received quantity (decimal string)'),
  poUom: z.string().describe('unit of measure of the purchase order'),
  currency: z.string().describe('currency code'),
  grUnitPrice: DecimalString.describe('unit price of the receipt (decimal string)'),
  unitPrice: DecimalString.nullable().describe("the supplier's invoice unit price (decimal string)"),
  amount: DecimalString.nullable().describe('grQty x unitPrice (decimal string)'),
  priceListCode: z.string().nullable().describe('price list code the price comes from'),
  priceVariance: YesNo.describe('Y: price differs from the price list (yellow row)'),
  isWriteOff: YesNo.describe('Y: a write-off GR'),
  cgstRate: DecimalString.nullable().describe('India: central GST rate in % (decimal string)'),
  cgstAmount: DecimalString.nullable().describe('India: central GST amount (decimal string)'),
  sgstRate: DecimalString.nullable().describe('India: state GST rate in % (decimal string)'),
  sgstAmount: DecimalString.nullable().describe('India: state GST amount (decimal string)'),
  igstRate: DecimalString.nullable().describe('India: integrated GST rate in % (decimal string)'),
  igstAmount: DecimalString.nullable().describe('India: integrated GST amount (decimal string)'),
  whtBase: DecimalString.nullable().describe('withholding tax base (decimal string)'),
  whtRate: z.string().nullable().describe('withholding tax rate key (property list whtRate)'),
  whtAmount: DecimalString.nullable().describe('withholding tax amount (decimal string)'),
});
export type InvoiceItem = z.infer<typeof InvoiceItem>;

export const INVOICE_ITEM_SORT_FIELDS = [
  'grNo',
  'grDateStr',
  'asnNo',
  'orderNo',
  'poLineNo',
  'partNo',
] as const;

// ---- invoice list (/queryInvoice) ----

/** Filters of the invoice list, shared by the list, its downloads and the batch send. */
export const InvoiceFilter = z.object({
  invoiceNoList: QueryValueList.optional().describe('invoice numbers (multi-value)'),
  partNoList: QueryValueList.optional().describe('part numbers (multi-value)'),
  asnNoList: QueryValueList.optional().describe('ASN numbers (multi-value)'),
  grNoList: QueryValueList.optional().describe('GR numbers (multi-value)'),
  orderNoList: QueryValueList.optional().describe('purchase order numbers (multi-value)'),
  companyCode: ShortCode.optional().describe('buyer company code'),
  shipToPlantCode: ShortCode.optional().describe('ship-to plant code'),
  supplierCodeList: QueryValueList.optional().describe(
    'supplier codes (multi-value); fixed to their own for suppliers',
  ),
  status: InvoiceStatus.optional().describe('invoice status'),
  rejectInvoice: YesNo.optional().describe('Y: invoices that were rejected at least once'),
  needApprove: YesNo.optional().describe('buyers only: Y when the invoice needs approval'),
  matchStatus: MatchStatus.optional().describe('buyers only: price match result'),
  type: InvoiceType.optional().describe('buyers only: process type'),
  sendStatus: z
    .enum(['Blank', ...SEND_STATUSES])
    .optional()
    .describe('batch send status; Blank: never sent; absent: all'),
  uploadDocFlag: YesNo.optional().describe('Y: the security check (gate entry) of the ASN is recorded'),
  qrCode: z.string().trim().max(200).optional().describe('scanned QR code text'),
  invoiceDateFrom: FilterDate.optional().describe('invoice date on or after (yyyyMMdd)'),
  invoiceDateTo: FilterDate.optional().describe('invoice date on or before (yyyyMMdd)'),
  submitDateFrom: FilterDate.optional().describe('submitted on or after (yyyyMMdd)'),
  submitDateTo: FilterDate.optional().describe('submitted on or before (yyyyMMdd)'),
  postingDateFrom: FilterDate.optional().describe('posted on or after (yyyyMMdd)'),
  postingDateTo: FilterDate.optional().describe('posted on or before (yyyyMMdd)'),
  receiveDateFrom: FilterDate.optional().describe('paper invoice received on or after (yyyyMMdd)'),
  receiveDateTo: FilterDate.optional().describe('paper invoice received on or before (yyyyMMdd)'),
  paymentDateFrom: FilterDate.optional().describe('paid on or after (yyyyMMdd)'),
  paymentDateTo: FilterDate.optional().describe('paid on or before (yyyyMMdd)'),
  checkedDateFrom: FilterDate.optional().describe('invoice checked on or after (yyyyMMdd)'),
  checkedDateTo: FilterDate.optional().describe('invoice checked on or before (yyyyMMdd)'),
});
export type InvoiceFilter = z.infer<typeof InvoiceFilter>;

export const InvoiceQuery = PageQuery.extend(InvoiceFilter.shape);
export type InvoiceQuery = z.infer<typeof InvoiceQuery>;

export const InvoiceDownloadQuery = InvoiceFilter.extend(SortQuery.shape);
export type InvoiceDownloadQuery = z.infer<typeof InvoiceDownloadQuery>;

export const InvoiceItemInfoQuery = InvoiceDownloadQuery.extend({
  type: InvoiceType.describe('process type; required for the detail download (gr.ProcessTypeRequired)'),
});
export type InvoiceItemInfoQuery = z.infer<typeof InvoiceItemInfoQuery>;

export const InvoiceRow = z.object({
  invoiceHeaderId: z.number().int().describe('invoice header id'),
  invoiceNo: z.string().describe('invoice number'),
  type: InvoiceType.describe('process type: AP, INDIA, OVERSEA or WRITEOFF'),
  status: InvoiceStatus.describe('invoice status'),
  i18nStatus: z.string().describe("status label in the caller's language"),
  needApprove: YesNo.describe('Y: a buyer approves before the price match'),
  matchStatus: MatchStatus.nullable().describe('price match result; Failed highlights the row'),
  rejectType: z.string().nullable().describe('reject type key (property list rejectType)'),
  rejectReason: z.string().nullable().describe('why the invoice was rejected'),
  companyCode: z.string().describe('buyer company code'),
  shipToPlantCode: z.string().describe('ship-to plant code'),
  supplierCode: z.string().describe('supplier code (companyCode of the supplier company)'),
  supplierName: z.string().describe('supplier company name'),
  asnNosStr: z.string().describe('ASN numbers of the invoice, comma separated'),
  invoiceAmount: DecimalString.describe('total with tax (decimal string)'),
  taxAmount: DecimalString.describe('tax (decimal string)'),
  baseAmount: DecimalString.describe('total without tax (decimal string)'),
  currency: z.string().describe('currency code'),
  invoiceDate: z.string().nullable().describe('yyyy-MM-dd'),
  invoiceReceiveDate: z.string().nullable().describe('paper invoice received by the buyer, yyyy-MM-dd'),
  submitDate: z.string().nullable().describe('yyyy-MM-dd HH:mm'),
  submitName: z.string().nullable().describe('who submitted'),
  rejectedDate: z.string().nullable().describe('yyyy-MM-dd HH:mm'),
  rejectedName: z.string().nullable().describe('who rejected'),
  approvedDate: z.string().nullable().describe('yyyy-MM-dd HH:mm'),
  approvedName: z.string().nullable().describe('who approved'),
  invoiceCheckedDate: z.string().nullable().describe('yyyy-MM-dd HH:mm'),
  invoiceCheckedName: z.string().nullable().describe('who did the invoice (scan) check'),
  postingDate: z.string().nullable().describe('yyyy-MM-dd HH:mm'),
  postingName: z.string().nullable().describe('who posted'),
  paymentDate: z.string().nullable().describe('yyyy-MM-dd'),
  branchNo: z.string().nullable().describe("buyer's tax branch number"),
  covisintUniqueId: z.string().nullable().describe('id of the invoice in the e-invoicing network'),
  certificationNo: z.string().nullable().describe('tax certification number'),
  supplierBranchNo: z.string().nullable().describe("supplier's tax branch number"),
  sendStatus: SendStatus.nullable().describe('batch send progress; null (blank) before any send'),
  uploadDocFlag: YesNo.describe('Y: the security check (gate entry) of the ASN is recorded'),
  qadYear: z.string().nullable().describe('ERP posting year'),
  qadDaybook: z.string().nullable().describe('ERP daybook'),
  qadVoucherNo: z.string().nullable().describe('ERP voucher number'),
});
export type InvoiceRow = z.infer<typeof InvoiceRow>;

/** Sortable display fields of the invoice list; i18nStatus sorts by status. */
export const INVOICE_SORT_FIELDS = [
  'invoiceNo',
  'type',
  'i18nStatus',
  'companyCode',
  'shipToPlantCode',
  'supplierCode',
  'supplierName',
  'invoiceAmount',
  'currency',
  'invoiceDate',
  'invoiceReceiveDate',
  'submitDate',
  'approvedDate',
  'invoiceCheckedDate',
  'postingDate',
  'paymentDate',
] as const;

/** An invoice with its lines (detail, view and edit screens). */
export const InvoiceDetail = InvoiceRow.extend({
  incoTerm: z.string().nullable().describe('Incoterm of the delivery'),
  creditTerms: z.string().nullable().describe('payment terms'),
  voucherNo: z.string().nullable().describe('voucher number fed back for write-off invoices'),
  items: z.array(InvoiceItem).describe('lines of the invoice (one per goods receipt)'),
});
export type InvoiceDetail = z.infer<typeof InvoiceDetail>;

export const SaveInvoiceItem = z.object({
  grId: EntityId.describe('the goods receipt invoiced'),
  unitPrice: decimalInput(6, 13).describe(
    "the supplier's invoice unit price, at most 6 decimals (as price lists and receipts hold prices)",
  ),
  cgstRate: decimalInput(2, 5).optional().describe('India: central GST rate in %'),
  sgstRate: decimalInput(2, 5).optional().describe('India: state GST rate in %'),
  igstRate: decimalInput(2, 5).optional().describe('India: integrated GST rate in %'),
  whtRate: ShortCode.optional().describe('withholding tax rate key (property list whtRate)'),
});
export type SaveInvoiceItem = z.infer<typeof SaveInvoiceItem>;

/** Create or update a Draft (or a Rejected/Failed invoice where editing is offered). Amounts are computed. */
export const SaveInvoice = z.object({
  invoiceHeaderId: EntityId.optional().describe('absent to create'),
  invoiceNo: ShortCode.min(1)
    .regex(/^[A-Za-z0-9]+$/, 'letters and digits only')
    .describe('letters and digits only'),
  invoiceDate: PlainDate.describe('invoice date'),
  incoTerm: ShortCode.min(1).describe('Incoterm; required'),
  creditTerms: z.string().trim().max(50).optional().describe('payment terms'),
  branchNo: ShortCode.optional().describe("buyer's tax branch number"),
  supplierBranchNo: ShortCode.optional().describe("supplier's tax branch number"),
  certificationNo: z.string().trim().max(50).optional().describe('tax certification number'),
  items: z
    .array(SaveInvoiceItem)
    .min(1)
    .max(500)
    .superRefine(withoutRepeats((item) => item.grId, 'grId'))
    .describe(
      'GRs of one supplier, company and plant (or currency), each once; order no + part no must not repeat',
    ),
});
export type SaveInvoice = z.infer<typeof SaveInvoice>;

/** JSON part `dto` of an item list upload: the screen's GR lines (the invoice date is not sent). */
export const InvoiceItemUploadDto = z.object({
  invoiceHeaderId: EntityId.optional().describe('the invoice being edited; absent while creating'),
  asnNoList: ValueList.min(1).describe('ASN numbers of the screen'),
  grIds: z
    .array(EntityId)
    .min(1)
    .max(500)
    .superRefine(withoutRepeats((id) => id))
    .describe('GR lines of the screen the file may fill, each once'),
});
export const InvoiceItemUploadBody = z.object({ dto: InvoiceItemUploadDto });
export type InvoiceItemUploadBody = z.infer<typeof InvoiceItemUploadBody>;

export const InvoiceHeaderIdBody = z.object({ invoiceHeaderId: InvoiceHeaderId });
export type InvoiceHeaderIdBody = z.infer<typeof InvoiceHeaderIdBody>;

/** `status` is the status the caller saw; the server refuses when it has changed since. */
export const InvoiceStatusBody = z.object({
  invoiceHeaderId: InvoiceHeaderId.describe('invoice header id'),
  status: InvoiceStatus.describe('status the caller saw; refused when it changed meanwhile'),
});
export type InvoiceStatusBody = z.infer<typeof InvoiceStatusBody>;

export const ReceiveInvoiceBody = InvoiceStatusBody.extend({
  invoiceReceiveDateStr: PlainDate.describe('date the paper invoice was received'),
});
export type ReceiveInvoiceBody = z.infer<typeof ReceiveInvoiceBody>;

export const RejectInvoiceBody = z
  .object({
    invoiceHeaderId: InvoiceHeaderId.describe('invoice header id'),
    needApprove: YesNo.describe("the invoice's needApprove as shown; the server uses the stored value"),
    rejectType: ShortCode.optional().describe('reject type key (property list rejectType)'),
    rejectReason: z.string().trim().max(500).optional().describe('free text'),
  })
  .refine((body) => body.needApprove === 'Y' || Boolean(body.rejectType), {
    message: 'required',
    path: ['rejectType'],
  });
export type RejectInvoiceBody = z.infer<typeof RejectInvoiceBody>;

/** Only the id for Submitted, Passed, Invoice_Checked and Posted; the posting form fields for Failed. */
export const ChangeInvoiceStatusBody = z.object({
  invoiceHeaderId: InvoiceHeaderId.describe('invoice header id'),
  status: InvoiceStatus.optional().describe(
    'status the caller saw; when sent, refused if it changed meanwhile (ours)',
  ),
  postingBy: z.string().trim().max(50).optional().describe('Failed only: who posted'),
  postingDate: EpochMillis.optional().describe('Failed only: posting date as a timestamp'),
  covisintUniqueId: z.string().trim().max(50).optional().describe('Failed only'),
  qadYear: z.string().trim().max(4).optional().describe('Failed only: ERP posting year'),
  qadDaybook: ShortCode.optional().describe('Failed only: ERP daybook'),
  qadVoucherNo: z.string().trim().max(30).optional().describe('Failed only: ERP voucher number'),
});
export type ChangeInvoiceStatusBody = z.infer<typeof ChangeInvoiceStatusBody>;

/** Invoice feedback item: a credit memo of the batch send with its voucher number. */
export const CreditMemo = z.object({
  creditMemoId: z.number().int().describe('credit memo id'),
  invoiceHeaderId: z.number().int().describe('invoice header id'),
  invoiceNo: z.string().describe('invoice number'),
  voucherNo: z.string().nullable().describe('voucher number fed back, if any'),
});
export type CreditMemo = z.infer<typeof CreditMemo>;

/** Ours: what a batch send of the current search would take, for its dialog to say before sending. */
export const BatchSendCount = z.object({
  waiting: z.number().int().describe('filtered Invoice_Checked invoices not sent yet'),
  sendNow: z.number().int().describe(`what one send takes: waiting, at most ${BATCH_SEND_MAX}`),
});
export type BatchSendCount = z.infer<typeof BatchSendCount>;

export const BatchSendBody = InvoiceFilter.extend({
  creditMemoList: z
    .array(
      z.object({
        creditMemoId: EntityId.describe('credit memo id'),
        invoiceHeaderId: InvoiceHeaderId.describe('invoice header id'),
        invoiceNo: z.string().trim().min(1).max(30).describe('invoice number'),
        voucherNo: z.string().trim().min(1).max(30).describe('required, at most 30 characters'),
      }),
    )
    .max(BATCH_SEND_MAX)
    .describe('credit memos sent with the invoices'),
  postingDate: EpochMillis.describe('posting date; the web appends the current time of day'),
});
export type BatchSendBody = z.infer<typeof BatchSendBody>;

export const SendWriteoffBody = InvoiceStatusBody.extend({
  voucherNo: z.string().trim().min(1).max(30).describe('voucher number, at most 30 characters'),
  postingDate: EpochMillis.optional().describe(
    'posting date (ours, from the voucher/posting date dialog); the web appends the current time of day; now when absent',
  ),
});
export type SendWriteoffBody = z.infer<typeof SendWriteoffBody>;

/** What the scanned QR code gives: supplier code | invoice number(s) | ship-to plant. */
export const InvoiceScanBody = z.object({
  supplierCode: ShortCode.min(1).describe('supplier code (companyCode of the supplier company)'),
  invoiceNo: z.string().trim().max(100).optional().describe('middle parts of the code joined'),
  shipToPlantCode: ShortCode.optional().describe('last part of a code with three or more parts'),
});
export type InvoiceScanBody = z.infer<typeof InvoiceScanBody>;

export const invoiceEndpoints = {
  queryGrByAsnGroup: endpoint({
    method: 'POST',
    path: '/invoice/queryGrByAsnGroup',
    summary: 'ASNs with goods receipts not yet invoiced, for the AP, India and Oversea create lists',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    body: InvoiceAsnQuery,
    response: recordsPage(InvoiceAsnRow),
  }),
  queryApByAsn: endpoint({
    method: 'POST',
    path: '/invoice/queryApByAsn',
    summary: 'Goods receipts of the chosen ASNs for a new AP invoice',
    access: 'createApInvoice',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: InvoiceGrQuery,
    response: recordsPage(InvoiceItem),
  }),
  queryIndiaByAsn: endpoint({
    method: 'POST',
    path: '/invoice/queryIndiaByAsn',
    summary: 'Goods receipts of the chosen ASN for a new India invoice',
    access: 'createIndiaInvoice',
    scope: 'own',
    kind: 'json',
    body: InvoiceGrQuery,
    response: recordsPage(InvoiceItem),
  }),
  queryOverseaByAsn: endpoint({
    method: 'POST',
    path: '/invoice/queryOverseaByAsn',
    summary: 'Goods receipts of the chosen ASNs (one company, currency and plant) for a new Oversea invoice',
    access: 'createOverseaInvoice',
    scope: 'own',
    kind: 'json',
    body: InvoiceGrQuery,
    response: recordsPage(InvoiceItem),
  }),
  queryWriteoffByAsn: endpoint({
    method: 'POST',
    path: '/invoice/queryWriteoffByAsn',
    summary: 'Write-off goods receipts of the chosen ASN for a new write-off (India) invoice',
    access: 'createWriteoffIndiaInvoice',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: InvoiceGrQuery,
    response: recordsPage(InvoiceItem),
  }),
  getInvoiceDetail: endpoint({
    method: 'GET',
    path: '/invoice/getInvoiceDetail/{id}',
    summary: 'One invoice with its lines (detail, view and edit screens)',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    ours: true,
    params: IdPathParam,
    response: InvoiceDetail,
  }),
  downloadCoverSheet: endpoint({
    method: 'GET',
    path: '/invoice/downloadCoverSheet/{id}',
    summary:
      "The invoice's cover sheet (PDF, captions in the caller's language) with the QR code the scan check reads",
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'file',
    ours: true,
    fileName: 'InvoiceCoverSheet.pdf',
    params: IdPathParam,
  }),
  saveInvoice: endpoint({
    method: 'POST',
    path: '/invoice/saveInvoice',
    summary:
      'Create or update an AP invoice (CreateInvoiceFromGR(AP), EditInvoice(AP) or EditinvoicebyAdient, checked by the service)',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: SaveInvoice,
    response: InvoiceDetail,
  }),
  saveIndiaInvoice: endpoint({
    method: 'POST',
    path: '/invoice/saveIndiaInvoice',
    summary:
      'Create or update an India invoice (CreateInvoiceFromGR(India), EditInvoice(India) or EditinvoicebyAdient, checked by the service)',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: SaveInvoice,
    response: InvoiceDetail,
  }),
  saveOverseaInvoice: endpoint({
    method: 'POST',
    path: '/invoice/saveOverseaInvoice',
    summary:
      'Create or update an Oversea invoice (CreateInvoiceFromGR(Oversea), EditInvoice(Oversea) or EditinvoicebyAdient, checked by the service)',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: SaveInvoice,
    response: InvoiceDetail,
  }),
  saveWriteoffInvoice: endpoint({
    method: 'POST',
    path: '/invoice/saveWriteoffInvoice',
    summary:
      'Create (menu createWriteoffIndiaInvoice) or update (EditInvoiceWriteOffGR(India), while Draft or Failed) a write-off invoice, checked by the service',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    ours: true,
    body: SaveInvoice,
    response: InvoiceDetail,
  }),
  queryInvoicePage: endpoint({
    method: 'POST',
    path: '/invoice/queryInvoicePage',
    summary: 'Invoices, filtered, paged and sorted',
    access: 'queryInvoice',
    scope: 'own',
    kind: 'json',
    body: InvoiceQuery,
    response: recordsPage(InvoiceRow),
  }),
  downloadInvoiceList: endpoint({
    method: 'GET',
    path: '/invoice/downloadInvoiceList',
    summary: 'The filtered invoices as a spreadsheet',
    access: 'queryInvoice',
    scope: 'own',
    kind: 'file',
    fileName: 'INVOICE.xlsx',
    query: InvoiceDownloadQuery,
  }),
  downloadItemInfo: endpoint({
    method: 'POST',
    path: '/invoice/downloadItemInfo',
    summary:
      'Lines of the filtered invoices of one process type as a spreadsheet (roles Adient-AP, SupperAdmin, Adient-Admin)',
    access: 'queryInvoice',
    scope: 'buyerOnly',
    kind: 'file',
    fileName: 'InvoiceDetail_List.xlsx',
    body: InvoiceItemInfoQuery,
  }),
  downloadWht: endpoint({
    method: 'POST',
    path: '/invoice/downloadWht',
    summary: 'Withholding tax of the filtered invoices as a spreadsheet (buyers except role Adient-SCM)',
    access: 'queryInvoice',
    scope: 'buyerOnly',
    kind: 'file',
    fileName: 'WHT.xlsx',
    body: InvoiceDownloadQuery,
  }),
  changeInvoiceStatus: endpoint({
    method: 'POST',
    path: '/invoice/changeInvoiceStatus',
    summary:
      'Move an invoice on by hand (role Adient-Admin); a Failed invoice takes the posting form, the others only the id',
    access: 'queryInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    body: ChangeInvoiceStatusBody,
    response: NoData,
  }),
  getBatchMemo: endpoint({
    method: 'POST',
    path: '/invoice/getBatchMemo',
    summary:
      'Credit memos of the filtered invoices, for the batch send dialog (roles Adient-AP, SupperAdmin, Adient-Admin)',
    access: 'queryInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    body: InvoiceFilter,
    response: z.array(CreditMemo),
  }),
  batchSendCount: endpoint({
    method: 'POST',
    path: '/invoice/batchSendCount',
    summary:
      'How many of the filtered invoices a batch send would take now (roles Adient-AP, SupperAdmin, Adient-Admin)',
    access: 'queryInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    body: InvoiceFilter,
    response: BatchSendCount,
    ours: true,
  }),
  batchSendInfo: endpoint({
    method: 'POST',
    path: '/invoice/batchSendInfo',
    summary:
      'Send the filtered invoices to the ERP, at most 100 per send (roles Adient-AP, SupperAdmin, Adient-Admin); a string in data is a warning',
    access: 'queryInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    body: BatchSendBody,
    response: z
      .string()
      .nullable()
      .describe('warning to show (e.g. a send is already processing); null when sent'),
  }),
  sendWriteoffInvoice: endpoint({
    method: 'POST',
    path: '/invoice/sendWriteoffInvoice/{id}',
    summary: 'Send a write-off invoice on with its voucher number',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    params: IdPathParam,
    body: SendWriteoffBody,
    response: NoData,
  }),
  receiveInvoice: endpoint({
    method: 'POST',
    path: '/invoice/receiveInvoice',
    summary: 'Buyer records the date the paper invoice was received',
    access: 'ReceiveInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    body: ReceiveInvoiceBody,
    response: NoData,
  }),
  approveInvoice: endpoint({
    method: 'POST',
    path: '/invoice/approveInvoice',
    summary: 'Buyer approves a Submitted AP invoice that needs approval; the price match follows',
    access: 'Approve/RejectInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    body: InvoiceStatusBody,
    response: NoData,
  }),
  approveIndiaInvoice: endpoint({
    method: 'POST',
    path: '/invoice/approveIndiaInvoice',
    summary: 'Buyer approves a Submitted India invoice that needs approval; the price match follows',
    access: 'Approve/RejectInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    body: InvoiceStatusBody,
    response: NoData,
  }),
  approveOverseaInvoice: endpoint({
    method: 'POST',
    path: '/invoice/approveOverseaInvoice',
    summary: 'Buyer approves a Submitted Oversea invoice that needs approval; the price match follows',
    access: 'Approve/RejectInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    body: InvoiceStatusBody,
    response: NoData,
  }),
  rejectInvoice: endpoint({
    method: 'POST',
    path: '/invoice/rejectInvoice',
    summary:
      'Buyer rejects a Submitted AP invoice back to the supplier (Approve/RejectInvoice when needApprove is Y, RejectInvoice when N, checked by the service)',
    access: 'queryInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    multiline: ['rejectReason'],
    body: RejectInvoiceBody,
    response: NoData,
  }),
  rejectIndiaInvoice: endpoint({
    method: 'POST',
    path: '/invoice/rejectIndiaInvoice',
    summary:
      'Buyer rejects a Submitted India invoice back to the supplier (Approve/RejectInvoice when needApprove is Y, RejectInvoice when N, checked by the service)',
    access: 'queryInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    multiline: ['rejectReason'],
    body: RejectInvoiceBody,
    response: NoData,
  }),
  rejectOverseaInvoice: endpoint({
    method: 'POST',
    path: '/invoice/rejectOverseaInvoice',
    summary:
      'Buyer rejects a Submitted Oversea invoice back to the supplier (Approve/RejectInvoice when needApprove is Y, RejectInvoice when N, checked by the service)',
    access: 'queryInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    multiline: ['rejectReason'],
    body: RejectInvoiceBody,
    response: NoData,
  }),
  submitInvoice: endpoint({
    method: 'POST',
    path: '/invoice/submitInvoice',
    summary:
      'Submit a AP invoice (supplier: SubmitInvoice(AP) on Draft or Rejected; buyer: SubmitInvoicebyAdient on Submitted; checked by the service); code 88 asks to confirm',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    body: InvoiceHeaderIdBody,
    response: NoData,
  }),
  submitInvoiceConfirmed: endpoint({
    method: 'GET',
    path: '/invoice/submitInvoice/{id}',
    summary: 'Submit a AP invoice after the caller confirmed the code-88 message',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    params: IdPathParam,
    response: NoData,
  }),
  submitIndiaInvoice: endpoint({
    method: 'POST',
    path: '/invoice/submitIndiaInvoice',
    summary:
      'Submit a India invoice (supplier: SubmitInvoice(India) on Draft or Rejected; buyer: SubmitInvoicebyAdient on Submitted; checked by the service); code 88 asks to confirm',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    body: InvoiceHeaderIdBody,
    response: NoData,
  }),
  submitIndiaInvoiceConfirmed: endpoint({
    method: 'GET',
    path: '/invoice/submitIndiaInvoice/{id}',
    summary: 'Submit a India invoice after the caller confirmed the code-88 message',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    params: IdPathParam,
    response: NoData,
  }),
  submitOverseaInvoice: endpoint({
    method: 'POST',
    path: '/invoice/submitOverseaInvoice',
    summary:
      'Submit a Oversea invoice (supplier: SubmitInvoice(Oversea) on Draft or Rejected; buyer: SubmitInvoicebyAdient on Submitted; checked by the service); code 88 asks to confirm',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    body: InvoiceHeaderIdBody,
    response: NoData,
  }),
  submitOverseaInvoiceConfirmed: endpoint({
    method: 'GET',
    path: '/invoice/submitOverseaInvoice/{id}',
    summary: 'Submit a Oversea invoice after the caller confirmed the code-88 message',
    access: 'invoiceManagement',
    scope: 'own',
    kind: 'json',
    params: IdPathParam,
    response: NoData,
  }),
  deleteInvoice: endpoint({
    method: 'GET',
    path: '/invoice/deleteInvoice/{id}',
    summary: 'Delete a Draft AP invoice; its GRs become free again',
    access: 'DeleteInvoice(AP)',
    scope: 'own',
    kind: 'json',
    params: IdPathParam,
    response: NoData,
  }),
  deleteIndiaInvoice: endpoint({
    method: 'GET',
    path: '/invoice/deleteIndiaInvoice/{id}',
    summary: 'Delete a Draft India invoice; its GRs become free again',
    access: 'DeleteInvoice(India)',
    scope: 'own',
    kind: 'json',
    params: IdPathParam,
    response: NoData,
  }),
  deleteOverseaInvoice: endpoint({
    method: 'GET',
    path: '/invoice/deleteOverseaInvoice/{id}',
    summary: 'Delete a Draft Oversea invoice; its GRs become free again',
    access: 'DeleteInvoice(Oversea)',
    scope: 'own',
    kind: 'json',
    params: IdPathParam,
    response: NoData,
  }),
  deleteWriteoffInvoice: endpoint({
    method: 'GET',
    path: '/invoice/deleteWriteoffInvoice/{id}',
    summary: 'Delete a Draft write-off invoice; its GRs become free again',
    access: 'DeleteInvoiceWriteOffGR(India)',
    scope: 'own',
    kind: 'json',
    params: IdPathParam,
    response: NoData,
  }),
  uploadItemList: endpoint({
    method: 'POST',
    path: '/invoice/uploadItemList',
    summary: "Fill an AP invoice's lines from a spreadsheet; multipart with the file and the JSON part dto",
    access: 'invoiceManagement',
    scope: 'supplierOnly',
    kind: 'upload',
    body: InvoiceItemUploadBody,
    response: z.array(InvoiceItem),
  }),
  uploadWriteOffItemList: endpoint({
    method: 'POST',
    path: '/invoice/uploadWriteOffItemList',
    summary:
      "Fill a write-off invoice's lines from a spreadsheet; multipart with the file and the JSON part dto",
    access: 'invoiceManagement',
    scope: 'supplierOnly',
    kind: 'upload',
    body: InvoiceItemUploadBody,
    response: z.array(InvoiceItem),
  }),
  uploadIndiaItemList: endpoint({
    method: 'POST',
    path: '/invoice/uploadIndiaItemList',
    summary:
      "Fill an India invoice's lines from a spreadsheet; multipart with the file and the JSON part dto",
    access: 'invoiceManagement',
    scope: 'supplierOnly',
    kind: 'upload',
    body: InvoiceItemUploadBody,
    response: z.array(InvoiceItem),
  }),
  uploadOverseaItemList: endpoint({
    method: 'POST',
    path: '/invoice/uploadOverseaItemList',
    summary:
      "Fill an Oversea invoice's lines from a spreadsheet; multipart with the file and the JSON part dto",
    access: 'invoiceManagement',
    scope: 'supplierOnly',
    kind: 'upload',
    body: InvoiceItemUploadBody,
    response: z.array(InvoiceItem),
  }),
  downloadItemList: endpoint({
    method: ['GET', 'POST'],
    path: '/invoice/downloadItemList',
    summary: 'Empty spreadsheet template of the AP item list upload',
    access: 'invoiceManagement',
    scope: 'none',
    kind: 'file',
    fileName: 'ItemList.xlsx',
  }),
  downloadWriteOffItemList: endpoint({
    method: ['GET', 'POST'],
    path: '/invoice/downloadWriteOffItemList',
    summary: 'Empty spreadsheet template of the write-off item list upload',
    access: 'invoiceManagement',
    scope: 'none',
    kind: 'file',
    fileName: 'WriteOffItemList.xlsx',
  }),
  downloadIndiaItemList: endpoint({
    method: ['GET', 'POST'],
    path: '/invoice/downloadIndiaItemList',
    summary: 'Empty spreadsheet template of the India item list upload',
    access: 'invoiceManagement',
    scope: 'none',
    kind: 'file',
    fileName: 'IndiaItemList.xlsx',
  }),
  downloadOverseaItemList: endpoint({
    method: ['GET', 'POST'],
    path: '/invoice/downloadOverseaItemList',
    summary: 'Empty spreadsheet template of the Oversea item list upload',
    access: 'invoiceManagement',
    scope: 'none',
    kind: 'file',
    fileName: 'OverseaItemList.xlsx',
  }),
  queryByScan: endpoint({
    method: 'POST',
    path: '/invoice/queryByScan',
    summary: 'Invoices matching a scanned QR code (none, one, or several: then no scan check)',
    access: 'scanInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    ours: true,
    body: InvoiceScanBody,
    response: z.array(InvoiceRow),
  }),
  invoiceCheck: endpoint({
    method: 'POST',
    path: '/invoice/invoiceCheck',
    summary:
      'Scan check: a Passed invoice becomes Invoice_Checked once the scan document is uploaded and the security check is done',
    access: 'scanInvoice',
    scope: 'buyerOnly',
    kind: 'json',
    ours: true,
    body: InvoiceStatusBody,
    response: NoData,
  }),
} as const;
