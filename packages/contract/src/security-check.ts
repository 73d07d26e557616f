import { z } from 'zod';
import {
  DecimalString,
  EntityId,
  FilterDate,
  IdParam,
  NoData,
  PageQuery,
  PlainDate,
  PlainDateTime,
  recordsPage,
  ShortCode,
  ValueList,
  YesNo,
} from './common.ts';
import { endpoint } from './endpoint.ts';

/** Query body of the gate entry list; the download takes the same body. `All` is an absent flag. */
export const SecurityCheckQuery = PageQuery.extend({
  gateEntrySrNo: z.string().trim().max(50).optional().describe('gate entry serial number'),
  asnNo: z.string().trim().max(50).optional().describe('ASN number'),
  challanNo: z.string().trim().max(50).optional().describe('challan number (equals the ASN number)'),
  securityGrNo: z.string().trim().max(50).optional().describe('GR number written at the gate'),
  pollutionControlCrt: YesNo.optional().describe('pollution control certificate shown'),
  driverLicense: YesNo.optional().describe('driver licence shown'),
  buyerCompanyCode: ShortCode.optional().describe('buyer company code'),
  shipToPlantCode: ShortCode.optional().describe('ship-to plant code'),
  supplierCodeStr: z
    .string()
    .max(20000)
    .optional()
    .describe('supplier codes as typed (the web also splits them)'),
  supplierCodeList: ValueList.optional().describe(
    'supplier codes (multi-value); fixed to their own for suppliers',
  ),
  scDateFrom: FilterDate.optional().describe('gate date on or after (yyyyMMdd)'),
  scDateTo: FilterDate.optional().describe('gate date on or before (yyyyMMdd)'),
  linkedToInv: YesNo.optional().describe('Y: the ASN is already on an invoice'),
});
export type SecurityCheckQuery = z.infer<typeof SecurityCheckQuery>;

export const SecurityCheckItem = z.object({
  orderNo: z.string().describe('purchase order number (PO no)'),
  partNo: z.string().describe('item number'),
  partDesc: z.string().nullable().describe('part description'),
  qty: DecimalString.describe('shipped quantity on the ASN (decimal string)'),
});
export type SecurityCheckItem = z.infer<typeof SecurityCheckItem>;

export const SecurityCheckRow = z.object({
  id: z.number().int().describe('gate entry id'),
  gateEntrySrNo: z.string().describe('gate entry serial number, given by the server'),
  asnNo: z.string().describe('ASN number'),
  challanNo: z.string().describe('challan number (equals the ASN number)'),
  buyerCompanyCode: z.string().describe('buyer company code'),
  shipToPlantCode: z.string().describe('ship-to plant code'),
  supplierCode: z.string().describe('supplier code (companyCode of the supplier company)'),
  supplierName: z.string().describe('supplier company name'),
  nameOfDriver: z.string().nullable().describe("driver's name"),
  vehicleNo: z.string().nullable().describe("vehicle's number"),
  scDateStr: z.string().describe('gate date, yyyy-MM-dd'),
  timeInStr: z.string().describe('time in, yyyy-MM-dd HH:mm'),
  timeOutStr: z.string().nullable().describe('time out, yyyy-MM-dd HH:mm'),
  timeZone: z.string().describe("IANA time zone of time in and out (the buyer company's; ours)"),
  securityGrNo: z.string().nullable().describe('GR number written at the gate'),
  pollutionControlCrt: YesNo.describe('pollution control certificate shown'),
  driverLicense: YesNo.describe('driver licence shown'),
  linkedToInv: YesNo.describe('Y: the ASN is on an invoice'),
  invoiceNo: z.string().nullable().describe('invoice number'),
  editable: z.boolean().describe('false once linked to an invoice: no edit, no delete'),
});
export type SecurityCheckRow = z.infer<typeof SecurityCheckRow>;

/** Sortable display fields of the gate entry list. */
export const SECURITY_CHECK_SORT_FIELDS = [
  'gateEntrySrNo',
  'asnNo',
  'buyerCompanyCode',
  'shipToPlantCode',
  'supplierCode',
  'supplierName',
  'challanNo',
  'nameOfDriver',
  'vehicleNo',
  'scDateStr',
  'timeInStr',
  'timeOutStr',
  'securityGrNo',
  'linkedToInv',
  'invoiceNo',
] as const;

export const SecurityCheckRecord = SecurityCheckRow.extend({
  remarks: z.string().nullable().describe('free remarks, at most 300'),
  addressOfCompany: z
    .string()
    .nullable()
    .describe('address of the buyer company (delivery address), at most 300'),
  itemList: z.array(SecurityCheckItem).describe("the ASN's items (PO no, item no, description, quantity)"),
});
export type SecurityCheckRecord = z.infer<typeof SecurityCheckRecord>;

export const SecurityCheckIdQuery = z.object({ id: IdParam });

const AsnNoParam = z.string().trim().min(1).max(50).describe('ASN number typed at the gate');
const CompanyCodeParam = ShortCode.min(1).describe('buyer company code chosen');

export const CompanyCodeOption = z.object({ companyCode: z.string() });
export const SupplierValueOption = z.object({ value: z.string().describe('supplier code') });

/** What the create form fills in once ASN, company and supplier are chosen. */
export const SecurityCheckAsnLookup = z.object({
  supplierName: z.string().describe('supplier company name'),
  shipToPlantCode: z.string().describe('ship-to plant code'),
  vehicleNo: z.string().nullable().describe("the ASN's plate number"),
  nameOfDriver: z.string().nullable().describe("driver's name"),
  addressOfCompany: z
    .string()
    .nullable()
    .describe('address of the buyer company (delivery address), at most 300'),
  itemList: z.array(SecurityCheckItem).describe("the ASN's items (PO no, item no, description, quantity)"),
});
export type SecurityCheckAsnLookup = z.infer<typeof SecurityCheckAsnLookup>;

export const SaveSecurityCheck = z.object({
  id: EntityId.optional().describe('absent to create a gate entry'),
  asnNo: z.string().trim().min(1).max(50).describe('ASN number'),
  buyerCompanyCode: ShortCode.min(1).describe('buyer company code'),
  shipToPlantCode: ShortCode.min(1).describe("the ASN's ship-to plant (read-only on the form)"),
  supplierCode: ShortCode.min(1).describe('supplier code (companyCode of the supplier company)'),
  nameOfDriver: z.string().trim().max(100).optional().describe("driver's name"),
  vehicleNo: z.string().trim().max(30).optional().describe("vehicle's number"),
  scDateStr: PlainDate.describe('gate date'),
  timeInStr: PlainDateTime.describe('time in'),
  timeOutStr: PlainDateTime.optional().describe('time out'),
  securityGrNo: z.string().trim().max(50).optional().describe('GR number written at the gate'),
  pollutionControlCrt: YesNo.describe('checkbox sent as Y or N'),
  driverLicense: YesNo.describe('checkbox sent as Y or N'),
  remarks: z.string().max(300).optional().describe('free remarks, at most 300'),
  addressOfCompany: z
    .string()
    .max(300)
    .optional()
    .describe('address of the buyer company (delivery address), at most 300'),
  itemList: z
    .array(SecurityCheckItem)
    .max(500)
    .describe("the ASN's items as shown; the server keeps the ASN's own"),
});
export type SaveSecurityCheck = z.infer<typeof SaveSecurityCheck>;

export const securityCheckEndpoints = {
  query: endpoint({
    method: 'POST',
    path: '/securityCheck/query',
    summary: 'Gate entries, filtered, paged and sorted',
    access: 'securityCheckQuery',
    scope: 'own',
    kind: 'json',
    body: SecurityCheckQuery,
    response: recordsPage(SecurityCheckRow),
  }),
  delete: endpoint({
    method: 'POST',
    path: '/securityCheck/delete',
    summary: 'Delete a gate entry that is still editable',
    access: 'deleteSecurityCheck',
    scope: 'own',
    kind: 'json',
    query: SecurityCheckIdQuery,
    response: NoData,
  }),
  download: endpoint({
    method: 'POST',
    path: '/securityCheck/download',
    summary: 'The filtered gate entries as a spreadsheet',
    access: 'securityCheckQuery',
    scope: 'own',
    kind: 'file',
    fileName: 'SecurityCheckInfo.xlsx',
    body: SecurityCheckQuery,
  }),
  queryCompany: endpoint({
    method: 'GET',
    path: '/securityCheck/create/query/company',
    summary: 'Buyer companies of an ASN number',
    access: 'securityCheckCreate',
    scope: 'own',
    kind: 'json',
    query: z.object({ asnNo: AsnNoParam }),
    response: z.array(CompanyCodeOption),
  }),
  querySupplier: endpoint({
    method: 'GET',
    path: '/securityCheck/create/query/supplier',
    summary: 'Suppliers of an ASN number at a buyer company',
    access: 'securityCheckCreate',
    scope: 'own',
    kind: 'json',
    query: z.object({ asnNo: AsnNoParam, buyerCompanyCode: CompanyCodeParam }),
    response: z.array(SupplierValueOption),
  }),
  queryAsn: endpoint({
    method: 'GET',
    path: '/securityCheck/create/query/asn',
    summary: 'The ASN data the gate entry form fills in',
    access: 'securityCheckCreate',
    scope: 'own',
    kind: 'json',
    query: z.object({
      asnNo: AsnNoParam.describe('ASN number'),
      buyerCompanyCode: CompanyCodeParam.describe('buyer company code'),
      supplierCode: ShortCode.min(1).describe('supplier code chosen'),
    }),
    response: SecurityCheckAsnLookup,
  }),
  createOrUpdate: endpoint({
    method: 'POST',
    path: '/securityCheck/createOrUpdate',
    summary:
      'Record a gate entry (securityCheckCreate) or change an editable one (editSecurityCheck), checked by the service',
    access: 'securityCheckManagement',
    scope: 'own',
    kind: 'json',
    multiline: ['remarks', 'addressOfCompany'],
    body: SaveSecurityCheck,
    response: SecurityCheckRecord,
  }),
  get: endpoint({
    method: 'GET',
    path: '/securityCheck',
    summary: 'One gate entry with its items',
    access: 'securityCheckQuery',
    scope: 'own',
    kind: 'json',
    query: SecurityCheckIdQuery,
    response: SecurityCheckRecord,
  }),
} as const;
