import type { RowError } from '@portal/contract/common';
import { type InvoiceItem, type InvoiceType, invoiceEndpoints } from '@portal/contract/invoice';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { invalid } from '../../platform/http/app-error.ts';
import { describeIssue } from '../../platform/i18n/describe-issue.ts';
import { FIELD_LABELS } from '../../platform/i18n/field-labels.ts';
import { type Locale, type Message, render } from '../../platform/i18n/locale.ts';
import { type AcceptedRow, checkRows, rejectRows } from '../../platform/xlsx/row-checks.ts';
import { decimalCell, optionalTextCell, textCell } from '../../platform/xlsx/sheet-cells.ts';
import { fieldLabels, type SheetField } from '../../platform/xlsx/sheet-fields.ts';
import { HAND_FILLED_SHEET_LIMITS } from '../../platform/xlsx/sheet-reader/sheet-limits.ts';
import { receiveSheetRowsAndFields } from '../../platform/xlsx/upload.ts';
import { assertPermission } from './invoice-guards.ts';
import { TYPE_RULES } from './invoice-types.ts';
import { uploadedItem } from './items.ts';
import { receiptsWithPrices, type UploadedPrice } from './items-repo.ts';
import { invoiceMessages as messages } from './messages.ts';
import { propertyKeys } from './properties-repo.ts';

/** The invoice screen's labels; `formerly` holds what the templates said before they took them. */
const LINE_FIELDS: SheetField[] = [
  { key: 'grNo', header: FIELD_LABELS.grNo, width: 16 },
  { key: 'orderNo', header: FIELD_LABELS.orderNo, width: 16, formerly: ['PO No'] },
  { key: 'poLineNo', header: FIELD_LABELS.poLineNo, width: 12, formerly: ['PO Item No', 'รายการใบสั่งซื้อ'] },
  { key: 'unitPrice', header: FIELD_LABELS.unitPrice, width: 14, formerly: ['Unit Price', 'ราคาต่อหน่วย'] },
  { key: 'whtRate', header: FIELD_LABELS.whtRate, width: 10, formerly: ['WHT 税率', 'อัตรา WHT'] },
];
const gstFormerly = (tax: string) => [`${tax} 税率 (%)`, `${tax} Rate (%)`, `อัตรา ${tax} (%)`];
const GST_FIELDS: SheetField[] = [
  { key: 'cgstRate', header: FIELD_LABELS.cgstRate, width: 12, formerly: gstFormerly('CGST') },
  { key: 'sgstRate', header: FIELD_LABELS.sgstRate, width: 12, formerly: gstFormerly('SGST') },
  { key: 'igstRate', header: FIELD_LABELS.igstRate, width: 12, formerly: gstFormerly('IGST') },
];

/** The item-list templates' sheet, named in the caller's language like its headers. */
export const ITEM_LIST_SHEET_NAME: Message = { cn: '发票明细', en: 'ItemList', th: 'รายการใบแจ้งหนี้' };

/** Columns of each item-list template: a line of the screen by GR and order line, its price and rates. */
export const ITEM_LIST_FIELDS: Readonly<Record<InvoiceType, SheetField[]>> = {
  AP: LINE_FIELDS,
  OVERSEA: LINE_FIELDS,
  INDIA: [...LINE_FIELDS, ...GST_FIELDS],
  WRITEOFF: [...LINE_FIELDS, ...GST_FIELDS],
};

const rate = decimalCell(2, 3).optional();
const ItemListRow = z.object({
  grNo: textCell(50).min(1),
  orderNo: textCell(50).min(1),
  poLineNo: textCell(20).min(1),
  unitPrice: decimalCell(6, 13),
  whtRate: optionalTextCell(20),
  cgstRate: rate,
  sgstRate: rate,
  igstRate: rate,
});
type ItemListRow = z.infer<typeof ItemListRow>;

const lineKey = (line: { grNo: string; orderNo: string; poLineNo: string }) =>
  `${line.grNo}|${line.orderNo}|${line.poLineNo}`;

/**
 * The body every item-list upload declares (`{ dto }`), as endpoint() guards it: a multipart is not
 * validated by its route, so the JSON part is read through the same schema, control characters refused.
 */
const UploadBody = invoiceEndpoints.uploadItemList.body;

function parseDto(text: string | undefined, locale: Locale) {
  let json: unknown;
  try {
    json = JSON.parse(text ?? '');
  } catch {
    throw invalid(messages.uploadDtoInvalid);
  }
  const body = { dto: json };
  const parsed = UploadBody.safeParse(body);
  if (parsed.success) return parsed.data.dto;
  const [issue] = parsed.error.issues;
  if (!issue) throw invalid(messages.uploadDtoInvalid);
  const sent = issue.path.reduce<unknown>(
    (value, key) => (value instanceof Object ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    body,
  );
  throw invalid(messages.uploadDtoField, {
    field: issue.path.join('.'),
    reason: describeIssue(issue, sent, locale),
  });
}

/** Which screen line each row names, and whether its WHT rate exists; unknown ones become row errors. */
function matchRows(
  rows: AcceptedRow<ItemListRow>[],
  screen: ReadonlyMap<string, number>,
  whtRates: ReadonlySet<string>,
  locale: Locale,
) {
  const errors: RowError[] = [];
  const prices: UploadedPrice[] = [];
  for (const { rowNumber, value } of rows) {
    const grId = screen.get(lineKey(value));
    if (grId === undefined) {
      errors.push({ row: rowNumber, message: render(messages.uploadLineUnknown, locale, value) });
    } else if (value.whtRate && !whtRates.has(value.whtRate)) {
      errors.push({
        row: rowNumber,
        field: 'whtRate',
        message: render(messages.whtRateUnknown, locale, { value: value.whtRate }),
      });
    } else {
      prices.push({
        grId,
        unitPrice: value.unitPrice,
        cgstRate: value.cgstRate ?? null,
        sgstRate: value.sgstRate ?? null,
        igstRate: value.igstRate ?? null,
        whtRate: value.whtRate ?? null,
      });
    }
  }
  return { errors, prices };
}

const NO_PRICE = { unitPrice: null, cgstRate: null, sgstRate: null, igstRate: null, whtRate: null };

/**
 * Fills the lines on the supplier's screen from an item-list file (nothing is stored: the supplier saves
 * the invoice afterwards). All or nothing: every bad row is answered with its number and reason.
 */
export async function uploadItemList(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  scope: DataScope,
  type: InvoiceType,
  locale: Locale,
): Promise<InvoiceItem[]> {
  const fileFields = ITEM_LIST_FIELDS[type];
  const template = { columns: fileFields, limits: HAND_FILLED_SHEET_LIMITS };
  const { rows, fields } = await receiveSheetRowsAndFields(request, template);
  const dto = parseDto(fields.dto, locale);
  assertPermission(user, dto.invoiceHeaderId ? TYPE_RULES[type].edit : TYPE_RULES[type].create);
  const labelOf = fieldLabels(fileFields, locale);
  const checked = checkRows(rows, ItemListRow, locale, { keyOf: lineKey, labelOf });
  const empty = dto.grIds.map((grId) => ({ grId, ...NO_PRICE }));
  const screen = new Map((await receiptsWithPrices(db, empty, scope)).map((row) => [lineKey(row), row.grId]));
  const matched = matchRows(checked.accepted, screen, await propertyKeys(db, 'whtRate'), locale);
  rejectRows([...checked.errors, ...matched.errors], labelOf);
  const priced = new Map(matched.prices.map((price) => [price.grId, price]));
  const prices = dto.grIds.map((grId) => priced.get(grId) ?? { grId, ...NO_PRICE });
  return (await receiptsWithPrices(db, prices, scope)).map(uploadedItem);
}
