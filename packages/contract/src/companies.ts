import { z } from 'zod';
import {
  CompanyType,
  DecimalString,
  dataPage,
  EntityId,
  IdParam,
  NoData,
  PageQuery,
  QueryValueList,
  ShortCode,
  SortQuery,
  YesNo,
} from './common.ts';
import { endpoint } from './endpoint.ts';

/**
 * Resolutions of label printers (dots per inch): 203 (8 dots/mm, the common thermal printer) and 300.
 * Barcodes are drawn in whole dots of this resolution, so a buyer's plants can scan what is printed.
 */
export const LABEL_PRINTER_DPIS = [203, 300] as const;
export type LabelPrinterDpi = (typeof LABEL_PRINTER_DPIS)[number];
export const DEFAULT_LABEL_PRINTER_DPI: LabelPrinterDpi = 203;
export const LabelPrinterDpi = z
  .union([z.literal(203), z.literal(300)])
  .describe('label printer resolution in dots per inch: 203 or 300');

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
  labelPrinterDpi: LabelPrinterDpi.nullable().describe(
    'buyers: resolution of the printers its labels are printed on',
  ),
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

/** The filters of the company list, shared by the page and the download. */
export const CompanyFilter = z.object({
  companyCodeList: z.array(ShortCode.min(1)).max(500).optional().describe('several company codes'),
  companyName: z.string().trim().max(100).optional().describe('part of the name'),
  companyType: CompanyType.optional(),
});
export type CompanyFilter = z.infer<typeof CompanyFilter>;

export const CompanyPageQuery = PageQuery.extend(CompanyFilter.shape);
export type CompanyPageQuery = z.infer<typeof CompanyPageQuery>;

/**
 * The download takes the list's filters and sort in the query string (ours: the spec has no company export);
 * the codes arrive as one value or as repeated keys.
 */
export const CompanyDownloadQuery = CompanyFilter.extend({
  companyCodeList: QueryValueList.optional().describe('several company codes'),
}).extend(SortQuery.shape);
export type CompanyDownloadQuery = z.infer<typeof CompanyDownloadQuery>;

/**
 * Company and plant codes: letters, digits and . _ - only. Codes travel in QR codes split on "|" and in
 * multi-value filters split on , ; and new lines, so those characters can never be part of one.
 */
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;
const code = (max: number) => z.string().trim().min(1).max(max).regex(CODE_PATTERN, 'letters, digits, . _ -');

/** Built once: the runtime's list does not change. */
let zones: readonly string[] | undefined;
let zoneSet: ReadonlySet<string> | undefined;

/** IANA time zone names the runtime knows (Intl), plus UTC, sorted; the web offers exactly this list. */
export function ianaTimeZones(): readonly string[] {
  zones ??= [...new Set([...Intl.supportedValuesOf('timeZone'), 'UTC'])].sort();
  return zones;
}

/** `Area/Location` with capitalised segments, as IANA writes its names. */
const ZONE_SHAPE = /^[A-Z][A-Za-z0-9_+-]*(\/[A-Z][A-Za-z0-9_+-]*)+$/;

/**
 * A name of the IANA time zone database. Runtimes disagree on which name of a renamed zone is canonical
 * (Node 20 lists Asia/Calcutta, newer browsers Asia/Kolkata), so a name the runtime resolves to a listed
 * zone is accepted too; offsets such as "+08:00" are not zones.
 */
export function isIanaTimeZone(value: string): boolean {
  zoneSet ??= new Set(ianaTimeZones());
  const known: ReadonlySet<string> = zoneSet;
  if (known.has(value)) return true;
  if (!ZONE_SHAPE.test(value)) return false;
  try {
    return known.has(new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone);
  } catch {
    return false;
  }
}

const IanaTimeZone = z
  .string()
  .trim()
  .max(50)
  .refine((value) => value === '' || isIanaTimeZone(value));

/**
 * Fields only buyer companies carry (spec 3 §3). Spec 3 §5 also names them required: they are required
 * for buyers, hidden on the form and not stored for suppliers. The time zone is required for buyers only.
 */
export const BUYER_ONLY_FIELDS = [
  'tradingPartnerId',
  'isCreateLabel',
  'isCreateInvoice',
  'referCompanyCode',
  'dbCode',
  'labelPrinterDpi',
] as const;
const REQUIRED_FOR_BUYERS = [
  'timeZone',
  'tradingPartnerId',
  'isCreateLabel',
  'isCreateInvoice',
  'referCompanyCode',
] as const;

/**
 * Creates a company (no companyId) or changes one. Every field is sent: an optional field left out or
 * empty is stored empty. The code and the type of an existing company cannot change (suppliers are
 * keyed by their code everywhere); the server refuses a different one.
 */
export const SaveCompany = z
  .object({
    companyId: EntityId.optional().describe('absent to create'),
    companyCode: code(20).describe('for a supplier this is its supplier code; fixed once created'),
    companyName: z.string().trim().min(1).max(100).describe('company name'),
    companyType: CompanyType.describe('B buyer, S supplier; fixed once created'),
    address: z.string().trim().max(300).optional().describe('postal address'),
    timeZone: IanaTimeZone.optional().describe('IANA time zone; required for buyers'),
    overdueDay: z
      .number()
      .int()
      .min(0)
      .max(365)
      .optional()
      .describe('days after release a New line counts overdue'),
    country: z
      .string()
      .trim()
      .regex(/^[A-Z]{2}$/, 'ISO 3166 alpha-2')
      .describe('ISO 3166 alpha-2 code (GET /country/getCountryList)'),
    tradingPartnerId: z.string().trim().max(50).optional().describe('buyers: EDI trading partner id'),
    prefixNo: z.string().trim().min(1).max(10).describe('prefix of the numbers the portal gives (ASN ...)'),
    isCreateLabel: YesNo.optional().describe('buyers: Y when ASNs carry packaging and labels'),
    isCreateInvoice: YesNo.optional().describe("buyers: Y when ASNs carry the supplier's invoice number"),
    referCompanyCode: ShortCode.optional().describe('buyers: company referred to for invoicing'),
    dbCode: ShortCode.optional().describe('buyers: ERP database code'),
    labelPrinterDpi: LabelPrinterDpi.optional().describe(
      'buyers: resolution of the printers its labels are printed on, 203 (when not given) or 300 dpi',
    ),
  })
  .superRefine((company, context) => {
    if (company.companyType !== 'B') return;
    for (const field of REQUIRED_FOR_BUYERS) {
      if (company[field] === undefined || company[field] === '') {
        context.addIssue({ code: 'custom', message: 'required', path: [field] });
      }
    }
  });
export type SaveCompany = z.infer<typeof SaveCompany>;
export type SaveCompanyInput = z.input<typeof SaveCompany>;

export const PlantRow = z.object({
  plantId: z.number().int().describe('plant id'),
  plantCode: z.string().describe('plant code'),
  plantName: z.string().describe('plant name'),
  address: z.string().nullable().describe('postal address'),
  companyId: z.number().int().describe('company id'),
});
export type PlantRow = z.infer<typeof PlantRow>;

/** Creates a plant (no plantId) or changes one; the code is unique per company and fixed once created. */
export const SavePlant = z.object({
  plantId: EntityId.optional().describe('absent to create'),
  companyId: EntityId.describe('company id'),
  plantCode: code(20).describe('unique within the company; an existing plant must send its own code'),
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
  onTimeEarlyDays: z
    .number()
    .int()
    .describe('a receipt counts on time from this many days before the delivery date'),
  onTimeLateDays: z.number().int().describe('... to this many days after it'),
  arrivalGraceHours: z
    .number()
    .int()
    .describe("hours after an ASN's planned arrival before it counts as late or missing"),
});
export type CompanyTaxInfo = z.infer<typeof CompanyTaxInfo>;

/**
 * A percentage typed by a user (spec 3 §5): 0 or positive, no leading zeros, at most 2 decimals, and at
 * most 100 (a rate or tolerance above 100 % is meaningless).
 */
export const PERCENT_PATTERN = /^(?:100(?:\.0{1,2})?|(?:0|[1-9]\d?)(?:\.\d{1,2})?)$/;
const percentInput = z
  .string()
  .trim()
  .regex(PERCENT_PATTERN, '0 to 100, no leading zeros, at most 2 decimals')
  .describe('percentage as a string (exact): 0 to 100, no leading zeros, at most 2 decimals');

/** A tolerance amount (spec 3 §5): 0 or positive, no leading zeros, at most 5 decimals (13 integer digits). */
export const AMOUNT_PATTERN = /^(?:0|[1-9]\d{0,12})(?:\.\d{1,5})?$/;

const ToleranceInput = z.object({
  currency: ShortCode.min(1).describe('currency key (property list currencyType)'),
  toleranceAmount: z
    .string()
    .trim()
    .regex(AMOUNT_PATTERN, '0 or positive, at most 5 decimals')
    .describe('decimal as a string (exact): 0 or positive, no leading zeros, at most 5 decimals'),
});
export type ToleranceInput = z.infer<typeof ToleranceInput>;

/** One entry per currency; the server refuses a currency twice in one list (with the currency named). */
const ToleranceList = z.array(ToleranceInput).max(100);

/** The first currency that occurs twice in a tolerance list, if any (spec 3 §5: duplicates are refused). */
export function duplicateCurrency(list: readonly { currency?: string | undefined }[]): string | undefined {
  const seen = new Set<string>();
  for (const { currency } of list) {
    if (!currency) continue;
    if (seen.has(currency)) return currency;
    seen.add(currency);
  }
  return undefined;
}

/** Bounds of the on-time window (days each side of the delivery date) and of the arrival grace (hours). */
export const ON_TIME_WINDOW_MAX_DAYS = 30;
export const ARRIVAL_GRACE_MAX_HOURS = 720;
const windowDays = z.number().int().min(0).max(ON_TIME_WINDOW_MAX_DAYS);

/** Saves the tax rate, both percentages and both tolerance lists of a buyer company together. */
export const SaveCompanyTaxInfo = z.object({
  companyId: EntityId.describe('a buyer company'),
  taxRate: percentInput.describe('tax rate in %'),
  totalAmountTolerance: percentInput.describe('allowed invoice total difference in %'),
  unitPriceTolerance: percentInput.describe('allowed unit price difference in %'),
  taxTolerances: ToleranceList.describe('one entry per currency; replaces the current list'),
  amountTolerances: ToleranceList.describe('one entry per currency; replaces the current list'),
  onTimeEarlyDays: windowDays
    .optional()
    .describe('days before the delivery date still on time (0-30); kept when absent'),
  onTimeLateDays: windowDays
    .optional()
    .describe('days after the delivery date still on time (0-30); kept when absent'),
  arrivalGraceHours: z
    .number()
    .int()
    .min(0)
    .max(ARRIVAL_GRACE_MAX_HOURS)
    .optional()
    .describe(
      'hours after planned arrival before an ASN counts as late or missing (0-720); kept when absent',
    ),
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
  download: endpoint({
    method: ['GET', 'POST'],
    path: '/company/download',
    summary: 'The filtered companies as a spreadsheet (filters in the query string)',
    access: 'companyMgt',
    scope: 'buyerOnly',
    kind: 'file',
    fileName: 'Companies.xlsx',
    ours: true,
    query: CompanyDownloadQuery,
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
