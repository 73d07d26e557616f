import { z } from 'zod';
import { FilterDate, IdParam, NoData, PageQuery, recordsPage, YesNo } from './common.ts';
import { endpoint } from './endpoint.ts';

/** 1 success, 2 failure. */
export const InterfaceStatusCode = z.union([z.literal(1), z.literal(2)]).describe('1 success, 2 failure');
export type InterfaceStatusCode = z.infer<typeof InterfaceStatusCode>;

export const InterfaceLogQuery = PageQuery.extend({
  wsType: z.string().trim().max(50).optional().describe('web service type (see /rs/webServiceTypes)'),
  referenceNo: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('business number the call was about (ASN, invoice ...)'),
  requestTimeStart: FilterDate.optional().describe('requested on or after (yyyyMMdd)'),
  requestTimeEnd: FilterDate.optional().describe('requested on or before (yyyyMMdd)'),
  status: InterfaceStatusCode.optional().describe('1 success, 2 failure'),
});
export type InterfaceLogQuery = z.infer<typeof InterfaceLogQuery>;

/** One call to or from the ERP. */
export const InterfaceLogRow = z.object({
  id: z.number().int().describe('interface log id'),
  actionHistoryId: z.number().int().nullable().describe('the business action the call belongs to'),
  statusCode: InterfaceStatusCode.describe('1 success, 2 failure'),
  statusView: z.string().describe("status label in the caller's language"),
  wsTypeView: z.string().describe("web service type label in the caller's language"),
  requestForward: z.string().describe('direction of the call: inbound (ERP to portal) or outbound'),
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

/** Sortable display fields of the interface log. */
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
});
export type InterfaceLogDetail = z.infer<typeof InterfaceLogDetail>;

export const WebServiceType = z.object({
  wsType: z.string().describe('web service type key'),
  wsTypeView: z.string().describe("label in the caller's language"),
});
export type WebServiceType = z.infer<typeof WebServiceType>;

const IdPathParam = z.object({ id: IdParam.describe('interface log id') });

export const interfaceLogEndpoints = {
  query: endpoint({
    method: 'POST',
    path: '/rs/query',
    summary: 'Interface log, filtered, paged and sorted',
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
    summary: 'Send a logged outbound call again (through the outbox)',
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
    summary: 'Request (type=req) or response (type=res) body of a logged call as an xml file',
    access: 'webServiceLog',
    scope: 'buyerOnly',
    kind: 'file',
    fileName: 'InterfaceMessage.xml',
    params: IdPathParam,
    query: z.object({
      type: z.enum(['req', 'res']).describe('req: the request body, res: the response body'),
    }),
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
    summary: 'Mark the result of a logged business action as processed by hand (handleResult becomes Y)',
    access: 'webServiceLog',
    scope: 'buyerOnly',
    kind: 'json',
    params: z.object({ actionHistoryId: IdParam }),
    query: z.object({ result: YesNo.describe('Y: processed') }),
    response: NoData,
  }),
} as const;
