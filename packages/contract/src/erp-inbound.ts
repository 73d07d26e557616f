import { z } from 'zod';
import { PlainDate, YesNo } from './common.ts';
import { endpoint } from './endpoint.ts';
import { ScheduleType } from './schedule.ts';

/**
 * The ERP's side of the portal: machine-to-machine calls authenticated with an API key (header
 * `X-Api-Key`), not a user session. Every call is recorded in the interface log.
 */

/** A quantity from the ERP: a decimal string (exact) or a JSON number, 0 or positive, at most 5 decimals. */
/**
 * A decimal from the ERP with at most `scale` decimals and `integerDigits` before the point (what its
 * column holds), as a decimal string or a JSON number; `positive` refuses 0.
 */
const ErpDecimal = (scale: number, integerDigits: number, positive = false) =>
  z
    .union([z.string(), z.number().finite()])
    .transform((value) => String(value).trim())
    .pipe(
      z
        .string()
        .regex(
          new RegExp(`^(0|[1-9]\\d{0,${integerDigits - 1}})(\\.\\d{1,${scale}})?$`),
          `0 or positive, at most ${integerDigits} digits before and ${scale} after the point`,
        )
        .refine((value) => !positive || /[1-9]/.test(value), 'greater than 0'),
    );

/** A schedule quantity: what numeric(18, 5) holds, so a larger one is refused by name, not by the database. */
const ErpQuantity = ErpDecimal(5, 13);

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

/** One line of a goods receipt: what was received against one purchase order line (one ASN line). */
export const GoodsReceiptLineInput = z.object({
  grLineNo: Code(10).describe('line of the goods receipt document; grNo + grLineNo is unique per buyer'),
  orderNo: Code(50).describe('purchase order number'),
  poLineNo: Code(20).describe('purchase order line number'),
  partNo: Code(50).describe('part number; must be a part of the supplier for that plant (part info)'),
  qty: ErpDecimal(5, 13, true).describe('received quantity (decimal string or number, greater than 0)'),
  poUom: OptionalText(20).describe('unit of the purchase order; defaults to the part info unit'),
  currency: Code(10).describe('currency of the price; a key of the currencyType list'),
  grUnitPrice: ErpDecimal(6, 13).describe('unit price of the receipt (decimal string or number)'),
  amount: ErpDecimal(2, 18)
    .optional()
    .describe('amount of the line; defaults to qty x grUnitPrice rounded to 2 decimals'),
  priceListCode: OptionalText(50).describe('price list the price was taken from'),
  isWriteOff: YesNo.optional().describe(
    'Y: a write-off receipt (invoiced alone on a write-off invoice); absent: N',
  ),
});
export type GoodsReceiptLineInput = z.infer<typeof GoodsReceiptLineInput>;

/** A goods receipt document of the ERP: one delivery (usually one ASN) of one supplier at one plant. */
export const GoodsReceipt = z.object({
  grNo: Code(50).describe('goods receipt number of the ERP'),
  grDate: PlainDate.describe('receipt date, yyyy-MM-dd'),
  buyerCompanyCode: Code(20).describe('buyer company that received the goods'),
  shipToPlant: Code(20).describe('ship-to plant code of the buyer company'),
  supplierCode: Code(20).describe('supplier code; the supplier must supply the buyer company'),
  asnNo: OptionalText(50).describe(
    "ASN the goods came with; when the portal knows it, it must be the same buyer's and supplier's",
  ),
  lines: z.array(GoodsReceiptLineInput).min(1).max(500).describe('received lines'),
});
export type GoodsReceipt = z.infer<typeof GoodsReceipt>;
export type GoodsReceiptInput = z.input<typeof GoodsReceipt>;

export const GoodsReceiptLineResult = z.object({
  grLineNo: z.string(),
  grId: z.number().int().describe('id of the stored receipt line'),
  result: z
    .enum(RELEASE_LINE_RESULTS)
    .describe('created, or unchanged when this receipt line had been received before'),
});
export type GoodsReceiptLineResult = z.infer<typeof GoodsReceiptLineResult>;

export const GoodsReceiptResult = z.object({
  grNo: z.string(),
  asnLinked: z.boolean().describe('true when asnNo names an ASN of the portal, now linked'),
  lines: z.array(GoodsReceiptLineResult),
});
export type GoodsReceiptResult = z.infer<typeof GoodsReceiptResult>;

/** The ERP paid a posted invoice: found by buyer, supplier and invoice number. */
export const InvoicePayment = z.object({
  buyerCompanyCode: Code(20).describe('buyer company that paid'),
  supplierCode: Code(20).describe('supplier paid'),
  invoiceNo: Code(20).describe('invoice number of the supplier'),
  paymentDate: PlainDate.describe('payment date, yyyy-MM-dd'),
});
export type InvoicePayment = z.infer<typeof InvoicePayment>;

export const InvoicePaymentResult = z.object({
  invoiceNo: z.string(),
  paymentDate: z.string().describe('yyyy-MM-dd'),
  result: z
    .enum(['paid', 'unchanged'])
    .describe('paid now, or unchanged when this payment had been reported before'),
});
export type InvoicePaymentResult = z.infer<typeof InvoicePaymentResult>;

export const erpInboundEndpoints = {
  scheduleRelease: endpoint({
    method: 'POST',
    path: '/erp/schedule/release',
    summary:
      'ERP publishes a delivery schedule release for one or more order lines (API key in X-Api-Key). Idempotent on releaseNo + orderNo + lineNo; a release refused for one line changes nothing.',
    access: 'erpClient',
    scope: 'none',
    kind: 'json',
    multiline: ['comments'],
    body: ScheduleRelease,
    response: ScheduleReleaseResult,
    ours: true,
  }),
  goodsReceipt: endpoint({
    method: 'POST',
    path: '/erp/gr/receipts',
    summary:
      'ERP reports a goods receipt document with its lines (API key in X-Api-Key). Idempotent on buyer + grNo + grLineNo; a document refused for one line changes nothing.',
    access: 'erpClient',
    scope: 'none',
    kind: 'json',
    body: GoodsReceipt,
    response: GoodsReceiptResult,
    ours: true,
  }),
  invoicePayment: endpoint({
    method: 'POST',
    path: '/erp/invoice/payment',
    summary:
      'ERP reports the payment of a Posted invoice (API key in X-Api-Key): the invoice becomes Paid with its payment date and the supplier is told. Idempotent on the invoice and date.',
    access: 'erpClient',
    scope: 'none',
    kind: 'json',
    body: InvoicePayment,
    response: InvoicePaymentResult,
    ours: true,
  }),
} as const;
