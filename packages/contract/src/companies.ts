import { z } from 'zod';
import {
  CompanyType,
  DecimalString,
  dataPage,
  decimalInput,
  EntityId,
  IdParam,
  NoData,
  PageQuery,
  YesNo,
} from './common.ts';
import { endpoint } from './endpoint.ts';

export const CompanyRow = z.object({
  companyId: z.number().int(),
  companyCode: z.string(),
  companyName: z.string(),
  companyType: CompanyType,
  i18nCompanyType: z.string().describe("company type label in the caller's language"),
  address: z.string().nullable(),
  timeZone: z.string().nullable().describe('IANA time zone; required for buyers'),
  overdueDay: z.number().int().nullable(),
  country: z.string().nullable().describe('ISO 3166 alpha-2 code'),
  tradingPartnerId: z.string().nullable(),
  prefixNo: z.string().nullable(),
  isCreateLabel: YesNo.nullable(),
  isCreateInvoice: YesNo.nullable(),
  referCompanyCode: z.string().nullable(),
  dbCode: z.string().nullable(),
  updatedAt: z.string().describe('yyyy-MM-dd HH:mm'),
});
export type CompanyRow = z.infer<typeof CompanyRow>;

/** Sortable display fields of the company list. */
export const COMPANY_SORT_FIELDS = [
  'companyCode',
  'companyName',
  'companyType',
  'i18nCompanyType',
  'country',
  'updatedAt',
] as const;

export const CompanyPageQuery = PageQuery.extend({
  companyCodeList: z
    .array(z.string().trim().min(1).max(20))
    .max(500)
    .optional()
    .describe('several company codes'),
  companyName: z.string().trim().max(100).optional().describe('part of the name'),
  companyType: CompanyType.optional(),
});
export type CompanyPageQuery = z.infer<typeof CompanyPageQuery>;

/** Fields only buyer companies carry; required for them (spec 3 §5 names them required and buyer-only). */
const BUYER_ONLY_REQUIRED = [
  'timeZone',
  'tradingPartnerId',
  'isCreateLabel',
  'isCreateInvoice',
  'referCompanyCode',
] as const;

export const SaveCompany = z
  .object({
    companyId: EntityId.optional().describe('absent to create'),
    companyCode: z.string().trim().min(1).max(20).describe('for a supplier this is its supplier code'),
    companyName: z.string().trim().min(1).max(100).describe('company name'),
    companyType: CompanyType.describe('B buyer, S supplier'),
    address: z.string().trim().max(300).optional().describe('postal address'),
    timeZone: z.string().trim().max(50).optional().describe('IANA time zone; required for buyers'),
    overdueDay: z
      .number()
      .int()
      .min(0)
      .max(365)
      .optional()
      .describe('days after release a New line counts overdue'),
    country: z.string().trim().length(2).describe('ISO 3166 alpha-2 code'),
    tradingPartnerId: z.string().trim().max(50).optional().describe('buyers: EDI trading partner id'),
    prefixNo: z.string().trim().min(1).max(10).describe('prefix of the numbers the portal gives (ASN ...)'),
    isCreateLabel: YesNo.optional().describe('buyers: Y when ASNs carry packaging and labels'),
    isCreateInvoice: YesNo.optional().describe("buyers: Y when ASNs carry the supplier's invoice number"),
    referCompanyCode: z
      .string()
      .trim()
      .max(20)
      .optional()
      .describe('buyers: company referred to for invoicing'),
    dbCode: z.string().trim().max(20).optional().describe('buyers: ERP database code'),
  })
  .superRefine((company, context) => {
    if (company.companyType !== 'B') return;
    for (const field of BUYER_ONLY_REQUIRED) {
      if (company[field] === undefined || company[field] === '') {
        context.addIssue({ code: 'custom', message: 'required', path: [field] });
      }
    }
  });
export type SaveCompany = z.infer<typeof SaveCompany>;

export const PlantRow = z.object({
  plantId: z.number().int().describe('plant id'),
  plantCode: z.string().describe('plant code'),
  plantName: z.string().describe('plant name'),
  address: z.string().nullable().describe('postal address'),
  companyId: z.number().int().describe('company id'),
});
export type PlantRow = z.infer<typeof PlantRow>;

/** The plant code cannot change once the plant exists. */
export const SavePlant = z.object({
  plantId: EntityId.optional().describe('absent to create'),
  companyId: EntityId.describe('company id'),
  plantCode: z.string().trim().min(1).max(20).describe('ignored on an existing plant'),
  plantName: z.string().trim().min(1).max(100).describe('plant name'),
  address: z.string().trim().max(300).optional().describe('postal address'),
});
export type SavePlant = z.infer<typeof SavePlant>;

export const Tolerance = z.object({
  currency: z.string().describe('currency key (property list currencyType)'),
  toleranceAmount: DecimalString.describe('allowed difference in that currency (decimal string)'),
});
export type Tolerance = z.infer<typeof Tolerance>;

export const CompanyTaxInfo = z.object({
  companyId: z.number().int().describe('company id'),
  companyCode: z.string().describe('company code'),
  companyName: z.string().describe('company name'),
  taxRate: DecimalString.nullable().describe('tax rate in % (decimal string)'),
  totalAmountTolerance: DecimalString.nullable().describe(
    'allowed invoice total difference in % (decimal string)',
  ),
  unitPriceTolerance: DecimalString.nullable().describe(
    'allowed unit price difference in % (decimal string)',
  ),
  taxTolerances: z.array(Tolerance).describe('allowed tax amount difference per currency'),
  amountTolerances: z.array(Tolerance).describe('allowed amount difference per currency'),
});
export type CompanyTaxInfo = z.infer<typeof CompanyTaxInfo>;

const ToleranceInput = z.object({
  currency: z.string().trim().min(1).max(20).describe('currency key (property list currencyType)'),
  toleranceAmount: decimalInput(5).describe('0 or positive, at most 5 decimals'),
});

const ToleranceList = z
  .array(ToleranceInput)
  .max(100)
  .refine((list) => new Set(list.map((entry) => entry.currency)).size === list.length, 'duplicate currency');

export const SaveCompanyTaxInfo = z.object({
  companyId: EntityId.describe('a buyer company'),
  taxRate: decimalInput(2).describe('in %, 0 or positive, at most 2 decimals'),
  totalAmountTolerance: decimalInput(2).describe('in %, 0 or positive, at most 2 decimals'),
  unitPriceTolerance: decimalInput(2).describe('in %, 0 or positive, at most 2 decimals'),
  taxTolerances: ToleranceList.describe('one entry per currency; replaces the current list'),
  amountTolerances: ToleranceList.describe('one entry per currency; replaces the current list'),
});
export type SaveCompanyTaxInfo = z.infer<typeof SaveCompanyTaxInfo>;

export const companiesEndpoints = {
  pageQuery: endpoint({
    method: 'POST',
    path: '/company/pageQuery',
    summary: 'Companies, paged and sorted (company management)',
    access: 'companyMgt',
    scope: 'buyerOnly',
    kind: 'json',
    body: CompanyPageQuery,
    response: dataPage(CompanyRow),
  }),
  addOrEdit: endpoint({
    method: 'POST',
    path: '/company/addOrEdit',
    summary: 'Create a company or change one',
    access: 'companyMgt',
    scope: 'buyerOnly',
    kind: 'json',
    body: SaveCompany,
    response: NoData,
  }),
  get: endpoint({
    method: 'GET',
    path: '/company/get/{companyId}',
    summary: 'One company, for the edit dialog',
    access: 'companyMgt',
    scope: 'buyerOnly',
    kind: 'json',
    params: z.object({ companyId: IdParam }),
    response: CompanyRow,
  }),
  plantList: endpoint({
    method: 'GET',
    path: '/plant/getPlantListByCompanyId',
    summary: 'Plants of a company',
    access: 'companyMgt',
    scope: 'buyerOnly',
    kind: 'json',
    query: z.object({ companyId: IdParam }),
    response: z.array(PlantRow),
  }),
  getTaxInfo: endpoint({
    method: 'GET',
    path: '/company/getTaxInfo',
    summary: 'Tax rate and price-match tolerances of a buyer company',
    access: 'companyMgt',
    scope: 'buyerOnly',
    kind: 'json',
    query: z.object({ id: IdParam.describe('companyId') }),
    response: CompanyTaxInfo,
  }),
  updateCompanyTaxInfo: endpoint({
    method: 'POST',
    path: '/company/updateCompanyTaxInfo',
    summary: 'Save the tax rate and all tolerances of a buyer company together',
    access: 'companyMgt',
    scope: 'buyerOnly',
    kind: 'json',
    body: SaveCompanyTaxInfo,
    response: NoData,
  }),
  addPlant: endpoint({
    method: 'POST',
    path: '/plant/addPlant',
    summary: 'Create a plant of a company or change one (the code stays)',
    access: 'companyMgt',
    scope: 'buyerOnly',
    kind: 'json',
    body: SavePlant,
    response: NoData,
  }),
} as const;
