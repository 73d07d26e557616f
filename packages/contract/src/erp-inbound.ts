import { z } from 'zod';
import { decimalInput, PlainDate } from './common.ts';
import { endpoint } from './endpoint.ts';
import { ScheduleType } from './schedule.ts';

/**
 * The ERP's side of the portal: machine-to-machine calls authenticated with an API key (header
 * `X-Api-Key`), not a user session. Every call is recorded in the interface log.
 */

/** A quantity from the ERP: a decimal string (exact) or a JSON number, 0 or positive, at most 5 decimals. */
const ErpQuantity = z
  .union([z.string(), z.number().finite()])
  .transform((value) => String(value).trim())
  .pipe(decimalInput(5));

const Code = (max: number) => z.string().trim().min(1).max(max);
const OptionalText = (max: number) => z.string().trim().max(max).optional();

export const ReleaseDetailInput = z.object({
  deliveryDate: PlainDate.describe('requested delivery date, yyyy-MM-dd'),
  deliveryTime: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'HH:mm')
    .optional()
    .describe('requested delivery time at the ship-to plant, HH:mm'),
  scheduleType: ScheduleType.describe('Firm (binding) or Forecast'),
  requestQty: ErpQuantity.describe('requested quantity (decimal string or number, 0 or positive)'),
  bucket: OptionalText(20).describe('time bucket of the line: day, week, month'),
  reference: OptionalText(100).describe("the ERP's own reference of the line"),
  cumQty: ErpQuantity.optional().describe('cumulative requested quantity'),
  cumReceivedQty: ErpQuantity.optional().describe('cumulative received quantity'),
  cumNetQty: ErpQuantity.optional().describe('cumulative quantity still due'),
  lastReceivedQty: ErpQuantity.optional().describe('quantity of the last goods receipt'),
  lastDespatchAsnNo: OptionalText(50).describe('ASN number of the last despatch'),
});
export type ReleaseDetailInput = z.infer<typeof ReleaseDetailInput>;

/** One order line of a release: who ships which part to which plant, and the requested quantities by date. */
export const ReleaseLineInput = z.object({
  orderNo: Code(50).describe('purchase order number'),
  lineNo: Code(20).describe('purchase order line number'),
  partNo: Code(50).describe('part number; must be a part of the supplier for that plant (part info)'),
  shipToPlant: Code(20).describe('ship-to plant code of the buyer company'),
  supplierCode: Code(20).describe('supplier code; the supplier must actively supply the buyer company'),
  model: OptionalText(50).describe('vehicle model'),
  planner: OptionalText(100).describe("buyer's planner of the part"),
  unit: OptionalText(20).describe('unit of measure; defaults to the part info unit'),
  comments: OptionalText(500).describe('comments of the release line'),
  details: z
    .array(ReleaseDetailInput)
    .min(1)
    .max(500)
    .describe('requested quantities; one per delivery date and time'),
});
export type ReleaseLineInput = z.infer<typeof ReleaseLineInput>;

export const ScheduleRelease = z.object({
  releaseNo: Code(50).describe('release number of the ERP'),
  releaseDate: PlainDate.describe('release date, yyyy-MM-dd'),
  buyerCompanyCode: Code(20).describe('buyer company the release is for'),
  lines: z.array(ReleaseLineInput).min(1).max(500).describe('order lines of the release'),
});
export type ScheduleRelease = z.infer<typeof ScheduleRelease>;
export type ScheduleReleaseInput = z.input<typeof ScheduleRelease>;

export const RELEASE_LINE_RESULTS = ['created', 'unchanged'] as const;

export const ReleaseLineResult = z.object({
  orderNo: z.string(),
  lineNo: z.string(),
  deliveryScheduleHeaderId: z.number().int().describe('schedule header of this release line'),
  result: z
    .enum(RELEASE_LINE_RESULTS)
    .describe('created, or unchanged when this release line had been received before'),
  isLatest: z.enum(['Y', 'N']).describe('N when a newer release of the order line was received earlier'),
});
export type ReleaseLineResult = z.infer<typeof ReleaseLineResult>;

export const ScheduleReleaseResult = z.object({
  releaseNo: z.string(),
  lines: z.array(ReleaseLineResult),
});
export type ScheduleReleaseResult = z.infer<typeof ScheduleReleaseResult>;

export const erpInboundEndpoints = {
  scheduleRelease: endpoint({
    method: 'POST',
    path: '/erp/schedule/release',
    summary:
      'ERP publishes a delivery schedule release for one or more order lines (API key in X-Api-Key). Idempotent on releaseNo + orderNo + lineNo; a release refused for one line changes nothing.',
    access: 'erpClient',
    scope: 'none',
    kind: 'json',
    body: ScheduleRelease,
    response: ScheduleReleaseResult,
    ours: true,
  }),
} as const;
