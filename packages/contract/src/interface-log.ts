import { z } from 'zod';
import { FilterDate, IdParam, NoData, PageQuery, recordsPage, type WebLocale, YesNo } from './common.ts';
import { endpoint } from './endpoint.ts';

/** 1 success, 2 failure. */
export const InterfaceStatusCode = z.union([z.literal(1), z.literal(2)]).describe('1 success, 2 failure');
export type InterfaceStatusCode = z.infer<typeof InterfaceStatusCode>;

/**
 * Web service types of the interface log: every kind of call to or from the ERP. A module that adds a call
 * (the ASN send, the invoice posting) adds its type here with its labels; the log, its filter and its
 * screen need nothing else.
 */
export const WS_TYPES = [
  'SCHEDULE_RELEASE',
  'ASN_SEND',
  'GOODS_RECEIPT',
  'INVOICE_POST',
  'INVOICE_PAYMENT',
] as const;
export const WsType = z.enum(WS_TYPES).describe('web service type (see /rs/webServiceTypes)');
export type WsType = z.infer<typeof WsType>;

/** Label of each web service type in each language (the log answers them as `wsTypeView`). */
export const WS_TYPE_LABELS: Readonly<Record<WsType, Readonly<Record<WebLocale, string>>>> = {
  SCHEDULE_RELEASE: { cn: '交货计划发布', en: 'Delivery schedule release', th: 'การออกแผนการส่งมอบ' },
  ASN_SEND: { cn: '发货通知发送', en: 'ASN send', th: 'การส่ง ASN' },
  GOODS_RECEIPT: { cn: '收货', en: 'Goods receipt', th: 'การรับสินค้า' },
  INVOICE_POST: { cn: '发票过账', en: 'Invoice posting', th: 'การลงบัญชีใบแจ้งหนี้' },
  INVOICE_PAYMENT: { cn: '发票付款', en: 'Invoice payment', th: 'การชำระเงินใบแจ้งหนี้' },
};

export const InterfaceLogQuery = PageQuery.extend({
  wsType: WsType.optional(),
  referenceNo: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('part of the business number the call was about (release, ASN, invoice ...)'),
  requestTimeStart: FilterDate.optional().describe('requested on or after this day (yyyyMMdd)'),
  requestTimeEnd: FilterDate.optional().describe('requested on or before this day (yyyyMMdd)'),
  // a select on the web sends the code as text
  status: z.coerce.number().pipe(InterfaceStatusCode).optional().describe('1 success, 2 failure'),
});
export type InterfaceLogQuery = z.infer<typeof InterfaceLogQuery>;

/** One call to or from the ERP, as the list shows it (the bodies come with GET /rs/{id}). */
export const InterfaceLogRow = z.object({
  id: z.number().int().describe('interface log id'),
  actionHistoryId: z.number().int().nullable().describe('the business action the call belongs to'),
  statusCode: InterfaceStatusCode.describe('1 success, 2 failure'),
  statusView: z.string().describe("status label in the caller's language"),
  wsType: z.string().describe('web service type key'),
  wsTypeView: z.string().describe("web service type label in the caller's language"),
  requestForward: z
    .string()
    .describe("direction of the call in the caller's language: ERP to portal (inbound) or portal to ERP"),
  invoiceStatus: z.string().nullable().describe('status of the invoice the call was about, if any'),
  errorMessage: z.string().nullable().describe('error of a failed call'),
  referenceNo: z.string().nullable().describe('business number the call was about'),
  requestTime: z.string().describe('yyyy-MM-dd HH:mm'),
  responseTime: z.string().nullable().describe('yyyy-MM-dd HH:mm'),
  isRetry: YesNo.describe('Y: the call may be sent again (Resend shown when statusCode is 1)'),
  handleResult: YesNo.nullable().describe('N: the result still needs processing by hand'),
  fileId: z.number().int().nullable().describe('attached file, downloadable via /file/download/{fileId}'),
  fileDisplayName: z.string().nullable().describe('name of the attached file'),
});
export type InterfaceLogRow = z.infer<typeof InterfaceLogRow>;

/** Sortable display fields of the interface log (status, type and direction sort by their codes). */
export const INTERFACE_LOG_SORT_FIELDS = [
  'statusView',
  'wsTypeView',
  'requestForward',
  'referenceNo',
  'requestTime',
  'responseTime',
] as const;

export const InterfaceLogDetail = InterfaceLogRow.extend({
  requestBody: z.string().nullable().describe('message sent (xml or json)'),
  responseBody: z.string().nullable().describe('message answered (xml or json)'),
  handledBy: z.string().nullable().describe('account that processed the result by hand'),
  handledAt: z.string().nullable().describe('when the result was processed by hand, yyyy-MM-dd HH:mm'),
});
export type InterfaceLogDetail = z.infer<typeof InterfaceLogDetail>;

export const WebServiceType = z.object({
  wsType: WsType.describe('web service type key'),
  wsTypeView: z.string().describe("label in the caller's language"),
});
export type WebServiceType = z.infer<typeof WebServiceType>;

/** Which body of a logged call to download: req the request, res the response. */
export const MessageKind = z.enum(['req', 'res']).describe('req: the request body, res: the response body');
export type MessageKind = z.infer<typeof MessageKind>;

const IdPathParam = z.object({ id: IdParam.describe('interface log id') });

export const interfaceLogEndpoints = {
  query: endpoint({
    method: 'POST',
    path: '/rs/query',
    summary: 'Interface log, filtered, paged and sorted (newest first unless sorted otherwise)',
    access: 'webServiceLog',
    scope: 'buyerOnly',
    kind: 'json',
    body: InterfaceLogQuery,
    response: recordsPage(InterfaceLogRow),
  }),
  get: endpoint({
    method: 'GET',
    path: '/rs/{id}',
    summary: 'One logged call with its request and response bodies',
    access: 'webServiceLog',
    scope: 'buyerOnly',
    kind: 'json',
    params: IdPathParam,
    response: InterfaceLogDetail,
  }),
  retry: endpoint({
    method: 'GET',
    path: '/rs/retry/{id}',
    summary:
      'Send a logged outbound call again (isRetry Y, statusCode 1); a call the ERP made cannot be sent by the portal',
    access: 'webServiceLog',
    scope: 'buyerOnly',
    kind: 'json',
    params: IdPathParam,
    response: NoData,
  }),
  webServiceTypes: endpoint({
    method: 'GET',
    path: '/rs/webServiceTypes',
    summary: 'Web service types for the filter',
    access: 'webServiceLog',
    scope: 'buyerOnly',
    kind: 'json',
    response: z.array(WebServiceType),
  }),
  download: endpoint({
    method: 'GET',
    path: '/rs/download/{id}',
    summary:
      'Request (type=req) or response (type=res) body of a logged call as InterfaceMessage.xml: an XML body as logged, a JSON one in the W3C XML representation of JSON (fn:json-to-xml)',
    access: 'webServiceLog',
    scope: 'buyerOnly',
    kind: 'file',
    fileName: 'InterfaceMessage.xml',
    params: IdPathParam,
    query: z.object({ type: MessageKind }),
  }),
  fileDownload: endpoint({
    method: 'GET',
    path: '/file/download/{fileId}',
    summary: 'A file attached to a logged call, saved under its fileDisplayName (fileName is the fallback)',
    access: 'webServiceLog',
    scope: 'buyerOnly',
    kind: 'file',
    fileName: 'InterfaceFile',
    params: z.object({ fileId: IdParam }),
  }),
  handleInterface: endpoint({
    method: 'GET',
    path: '/interfaceActionHistory/handleInterface/{actionHistoryId}',
    summary:
      'Record that the result of a logged business action was processed by hand: its calls waiting for it get handleResult Y',
    access: 'webServiceLog',
    scope: 'buyerOnly',
    kind: 'json',
    params: z.object({ actionHistoryId: IdParam }),
    query: z.object({ result: z.literal('Y').describe('Y: processed (the only result recorded)') }),
    response: NoData,
  }),
} as const;
