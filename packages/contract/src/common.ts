import { z } from 'zod';
import { withoutRepeats } from './distinct.ts';

/** Reply codes of the envelope: every JSON reply is `{ code, msg, data }` with HTTP 200. */
export const ReplyCode = {
  ok: 200,
  /** the caller must confirm (e.g. invoice submit) and repeat with the follow-up call */
  needsConfirmation: 88,
  /** `msg` is HTML, sanitised by the web before display */
  htmlMessage: 99,
  /** session missing or expired; `data` is the redirect URL */
  sessionExpired: 999,
  /** any other code is an error whose `msg` is shown */
  error: 500,
  validation: 400,
  /** machine clients: API key missing or invalid */
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  tooManyRequests: 429,
} as const;

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({
    code: z
      .number()
      .int()
      .describe('200 success, 88 confirm, 99 HTML message, 999 session expired, other: error'),
    msg: z.string().describe("message in the caller's language"),
    data,
  });
}
export type Envelope<T> = { code: number; msg: string; data: T };

/** Languages of the web (`cn`, `en`, `th`) and of a user's stored preference (`zh`, `en`, `th`). */
export const WebLocale = z.enum(['cn', 'en', 'th']);
export type WebLocale = z.infer<typeof WebLocale>;
export const UserLanguage = z.enum(['zh', 'en', 'th']);
export type UserLanguage = z.infer<typeof UserLanguage>;

export const UserType = z.enum(['B', 'S']).describe('B buyer, S supplier');
export type UserType = z.infer<typeof UserType>;
export const CompanyType = UserType;
export type CompanyType = UserType;
export const YesNo = z.enum(['Y', 'N']);
export type YesNo = z.infer<typeof YesNo>;

export const SortDirection = z.enum(['ASC', 'DESC']);
export const PAGE_SIZE_MAX = 500;
/** No list reaches a billion pages; a larger page number is a mistake, not a request. */
export const PAGE_NO_MAX = 1_000_000_000;

/**
 * A whole number from JSON or from a query string or path, written in decimal digits only: JavaScript's
 * Number() would also read `0x10`, `1e3` or ` 16`, so a client could name record 16 as `0x10`.
 */
export function decimalInteger(min: number, max: number) {
  const inRange = z.number().int().min(min).max(max);
  return z.union([
    inRange,
    z
      .string()
      .regex(/^\d{1,16}$/, 'decimal digits')
      .transform(Number)
      .pipe(inRange),
  ]);
}
export const PAGE_SIZES = [10, 20, 30, 50, 100, 500] as const;

/** Paging and sorting fields every list call accepts; `sortName` is looked up in the list's whitelist. */
export const PageQuery = z.object({
  pageNo: decimalInteger(1, PAGE_NO_MAX).default(1).describe('1-based page number'),
  size: decimalInteger(1, PAGE_SIZE_MAX).default(10).describe('page size, at most 500'),
  sort: SortDirection.default('ASC').describe('sort direction'),
  sortName: z.string().max(64).optional().describe('display field to sort by; must be one the list allows'),
});
export type PageQuery = z.infer<typeof PageQuery>;

/** Paged reply shape `records/total/pages` (schedule, ASN, GR, invoice, price list ...). */
export function recordsPage<T extends z.ZodType>(row: T) {
  return z.object({ records: z.array(row), total: z.number().int(), pages: z.number().int() });
}
export type RecordsPage<T> = { records: T[]; total: number; pages: number };

/** Paged reply shape `data/total/pages` (email configuration, part info, companies, users ...). */
export function dataPage<T extends z.ZodType>(row: T) {
  return z.object({ data: z.array(row), total: z.number().int(), pages: z.number().int() });
}
export type DataPage<T> = { data: T[]; total: number; pages: number };

/** Filter date `yyyyMMdd`. */
export const FilterDate = z
  .string()
  .regex(/^\d{8}$/, 'yyyyMMdd')
  .refine((value) => isCalendarDate(value), 'yyyyMMdd')
  .describe('date as yyyyMMdd');

function isCalendarDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A code, key or short number as typed: trimmed, at most 20 characters (company, plant and supplier codes,
 * property keys, branch and invoice numbers).
 */
export const ShortCode = z.string().trim().max(20);

/** A list filter that takes several values (split on the web from one text box). */
export const ValueList = z.array(z.string().trim().min(1).max(100)).max(1000);

/** A record id in a path or query string (decimal digits only). */
export const IdParam = decimalInteger(1, Number.MAX_SAFE_INTEGER);

/** Reply of a call that returns nothing but a message. */
export const NoData = z.null();

/** Multi-row upload rejected: every bad row with its number (1-based, as Excel shows it) and reason. */
export const RowError = z.object({
  row: z.number().int(),
  field: z.string().optional().describe('the payload field (or file column key) at fault'),
  column: z
    .string()
    .optional()
    .describe("ours: in a file's errors, the column header as the user sees it, in the caller's language"),
  message: z.string(),
});
export type RowError = z.infer<typeof RowError>;
export const UploadSummary = z.object({ inserted: z.number().int(), updated: z.number().int() });

// ---- helpers shared by the module contracts (added with the full endpoint list) ----

/** Row id in a JSON body (path and query ids use `IdParam`, which reads decimal digits). */
export const EntityId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** Ids of the rows a batch action works on (at least one; a selection never spans more than a page). */
export const IdList = z
  .array(EntityId)
  .min(1)
  .max(PAGE_SIZE_MAX)
  .superRefine(withoutRepeats((id) => id));

/** Sort fields alone, for downloads that export a whole filtered list in the list's order. */
export const SortQuery = PageQuery.pick({ sort: true, sortName: true });

/**
 * `ValueList` for filters that also travel in a query string (GET downloads): a single value arrives as a
 * string, repeated keys as an array; both become an array. The union is transformed as a whole (not its
 * string branch) so the API description shows both forms: a branch that is itself a transform comes out
 * empty from the OpenAPI generator when the schema is used by several fields.
 */
export const QueryValueList = z
  .union([z.string().trim().min(1).max(100), ValueList])
  .transform((value) => (typeof value === 'string' ? [value] : value));

/**
 * Business dates (invoice, arrival, ETA, gate, production, delivery) lie in this century: a slip such as
 * 9999-12-31 or 0226-11-24 is refused with its field named, not stored.
 */
export const BUSINESS_YEARS = { first: 2000, last: 2099 } as const;
/** The message of that refusal; the server's error handler gives the reason in the user's language. */
export const DATE_OUT_OF_RANGE = 'date out of range';

const inBusinessYears = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= BUSINESS_YEARS.first && year <= BUSINESS_YEARS.last;
};

/** Gate, receive, invoice and ETA dates `yyyy-MM-dd`. */
export const PlainDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd')
  .refine((value) => isCalendarDate(value.replaceAll('-', '')), 'yyyy-MM-dd')
  .refine(inBusinessYears, DATE_OUT_OF_RANGE)
  .describe(`date as yyyy-MM-dd, from ${BUSINESS_YEARS.first} to ${BUSINESS_YEARS.last}`);

/** Shipment, arrival and gate times `yyyy-MM-dd HH:mm`. */
export const PlainDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/, 'yyyy-MM-dd HH:mm')
  .refine((value) => isCalendarDate(value.slice(0, 10).replaceAll('-', '')), 'yyyy-MM-dd HH:mm')
  .refine(inBusinessYears, DATE_OUT_OF_RANGE)
  .describe(`time as yyyy-MM-dd HH:mm, from ${BUSINESS_YEARS.first} to ${BUSINESS_YEARS.last}`);

/**
 * Money, prices, rates and quantities travel as decimal strings: exact from the ERP through the database to
 * the screen, with no binary floating point on the way.
 */
export const DecimalString = z
  .string()
  .regex(/^-?\d+(\.\d+)?$/, 'decimal number')
  .describe('decimal number as a string (exact)');

/**
 * A decimal typed by a user: 0 or positive, no leading zeros, at most `integerDigits` before and `scale`
 * after the point: what its column (numeric(integerDigits + scale, scale)) holds, so a larger value is
 * refused by field name instead of by the database.
 */
export function decimalInput(scale: number, integerDigits: number) {
  return z
    .string()
    .trim()
    .regex(
      new RegExp(`^(0|[1-9]\\d{0,${integerDigits - 1}})(\\.\\d{1,${scale}})?$`),
      `0 or positive, at most ${integerDigits} digits before and ${scale} after the point`,
    )
    .describe(
      `decimal as a string (exact), 0 or positive, at most ${integerDigits} digits before and ${scale} after the point`,
    );
}

/** Like `decimalInput`, but greater than 0 (shipped, packed and confirmed quantities). */
export function positiveDecimalInput(scale: number, integerDigits: number) {
  return decimalInput(scale, integerDigits)
    .refine((value) => /[1-9]/.test(value), 'greater than 0')
    .describe(
      `decimal as a string (exact), greater than 0, at most ${integerDigits} digits before and ${scale} after the point`,
    );
}

/** Checks every upload applies (spec: xlsx, xls accepted, 5 MB, not empty, name at most 50 characters). */
export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxFileNameLength: 50,
  extensions: ['xlsx', 'xls'],
} as const;
