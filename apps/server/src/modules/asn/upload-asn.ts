import type { RowError } from '@portal/contract/common';
import { PlainDate, positiveDecimalInput } from '@portal/contract/common';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { compareDecimals, sumDecimals } from '../../platform/decimal.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import { FIELD_LABELS } from '../../platform/i18n/field-labels.ts';
import { type Locale, type Message, render } from '../../platform/i18n/locale.ts';
import { type AcceptedRow, checkRows, rejectRows } from '../../platform/xlsx/row-checks.ts';
import { fieldLabels, type SheetField, templateXlsx, withFormat } from '../../platform/xlsx/sheet-fields.ts';
import { HAND_FILLED_SHEET_LIMITS } from '../../platform/xlsx/sheet-reader/sheet-limits.ts';
import { receiveSheetRows } from '../../platform/xlsx/upload.ts';
import { asnMessages as messages } from './messages.ts';
import { saveDraft } from './save-asn.ts';
import { type AsnScheduleLine, lineIdsByKey, scheduleLinesIn } from './schedule-lines-repo.ts';

/**
 * Template.xlsx: rows with the same ASN group become one Draft ASN; times are added in the wizard. Headers
 * are the screens' labels in the caller's language; an upload takes them in any of the three.
 */
export const ASN_UPLOAD_FIELDS: readonly SheetField[] = [
  { key: 'asnGroup', header: FIELD_LABELS.asnGroup },
  { key: 'orderNo', header: FIELD_LABELS.orderNo },
  { key: 'lineNo', header: FIELD_LABELS.lineNo },
  { key: 'deliveryDate', header: withFormat(FIELD_LABELS.deliveryDate, 'yyyy-MM-dd') },
  { key: 'asnQty', header: FIELD_LABELS.asnQty },
  { key: 'lotNo', header: FIELD_LABELS.lotNo },
  { key: 'productionDate', header: withFormat(FIELD_LABELS.productionDateStr, 'yyyy-MM-dd') },
].map((field) => ({ ...field, width: 26 }));

/** ASN is a code every language keeps (docs/glossary.md). */
const SHEET_NAME: Message = { cn: 'ASN', en: 'ASN', th: 'ASN' };

const AsnFileRow = z.object({
  asnGroup: z.string().trim().min(1).max(30),
  orderNo: z.string().trim().min(1).max(50),
  lineNo: z.string().trim().min(1).max(20),
  deliveryDate: PlainDate,
  asnQty: positiveDecimalInput(5, 13),
  lotNo: z.string().trim().min(1).max(20).optional(),
  productionDate: PlainDate.optional(),
});
type AsnFileRow = z.infer<typeof AsnFileRow>;
type Row = AcceptedRow<AsnFileRow>;

export function asnUploadTemplate(fileName: string, locale: Locale): FileResult {
  return xlsxFile(fileName, templateXlsx(SHEET_NAME, ASN_UPLOAD_FIELDS, locale));
}

const keyOf = (row: { orderNo: string; lineNo: string; deliveryDate: string }) =>
  `${row.orderNo}|${row.lineNo}|${row.deliveryDate}`;

/** Each row's schedule line, then the file's own rules: one plant per group, quantities within what is left. */
function matchRows(
  rows: Row[],
  idsByKey: Map<string, number[]>,
  lines: Map<number, AsnScheduleLine>,
  locale: Locale,
) {
  const errors: RowError[] = [];
  const say = (row: Row, message: Message, params: Record<string, string> = {}) =>
    errors.push({ row: row.rowNumber, message: render(message, locale, { ...row.value, ...params }) });
  const matched: Array<{ row: Row; line: AsnScheduleLine }> = [];
  for (const row of rows) {
    const ids = idsByKey.get(keyOf(row.value)) ?? [];
    const line = ids.length === 1 ? lines.get(ids[0] ?? -1) : undefined;
    if (!line) say(row, messages.uploadLineMissing, { date: row.value.deliveryDate });
    else matched.push({ row, line });
  }
  const groupPlant = new Map<string, string>();
  const shippedByLine = new Map<number, string[]>();
  for (const { row, line } of matched) {
    const plant = `${line.buyerCompanyId}|${line.shipToPlant}|${line.supplierCompanyId}`;
    const group = row.value.asnGroup;
    if ((groupPlant.get(group) ?? plant) !== plant) say(row, messages.uploadMixedPlants, { group });
    groupPlant.set(group, groupPlant.get(group) ?? plant);
    shippedByLine.set(line.id, [...(shippedByLine.get(line.id) ?? []), row.value.asnQty]);
  }
  for (const { row, line } of matched) {
    const total = sumDecimals(shippedByLine.get(line.id) ?? [], 5);
    if (line.allowedLeft !== null && compareDecimals(total, line.allowedLeft, 7) > 0)
      say(row, messages.uploadQtyOver, { asnQty: total, allowed: sumDecimals([line.allowedLeft], 7) });
  }
  return { errors, matched };
}

/**
 * uploadAsn: every row is checked first (shape, schedule line, one plant per group, quantity within what is
 * left); any bad row rejects the file with every bad row numbered. Then one Draft per group, in one
 * transaction; a group breaking an ASN rule (e.g. an order + part twice) rejects the file too.
 */
export async function uploadAsns(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  scope: DataScope,
  locale: Locale,
) {
  const rows = await receiveSheetRows(request, {
    columns: ASN_UPLOAD_FIELDS,
    limits: HAND_FILLED_SHEET_LIMITS,
  });
  const labelOf = fieldLabels(ASN_UPLOAD_FIELDS, locale);
  const checked = checkRows(rows, AsnFileRow, locale, {
    keyOf: (row) => `${row.asnGroup}|${keyOf(row)}`,
    labelOf,
  });
  const found = await lineIdsByKey(
    db,
    checked.accepted.map((row) => row.value),
    scope,
  );
  const idsByKey = new Map<string, number[]>();
  for (const line of found) idsByKey.set(keyOf(line), [...(idsByKey.get(keyOf(line)) ?? []), line.id]);
  const lines = new Map(
    (
      await scheduleLinesIn(
        db,
        found.map((line) => line.id),
        scope,
      )
    ).map((line) => [line.id, line]),
  );
  const { errors, matched } = matchRows(checked.accepted, idsByKey, lines, locale);
  rejectRows([...checked.errors, ...errors], labelOf);
  const groups = new Map<string, typeof matched>();
  for (const entry of matched)
    groups.set(entry.row.value.asnGroup, [...(groups.get(entry.row.value.asnGroup) ?? []), entry]);
  return db.transaction(async (tx) => {
    const asnNos: string[] = [];
    for (const entries of groups.values()) {
      const saved = await saveDraft(tx, user, scope, {
        asnHeader: {},
        asnDetails: entries.map(({ row, line }) => ({
          deliveryScheduleDetailId: line.id,
          asnQty: row.value.asnQty,
          lotNo: row.value.lotNo,
          productionDateStr: row.value.productionDate,
        })),
        asnPackages: [],
      });
      asnNos.push(saved.asn.asnNo);
    }
    return { asnNos };
  });
}
