import type { RowError, UploadSummary } from '@portal/contract/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../db/client.ts';
import { insertStamp } from '../../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../../platform/auth/session-user.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import { type Locale, render } from '../../../platform/i18n/locale.ts';
import { fieldLabels, readColumns } from '../../../platform/xlsx/sheet-fields.ts';
import {
  type AcceptedRow,
  checkRows,
  readSheetRows,
  receiveWorkbook,
  rejectRows,
} from '../../../platform/xlsx/upload.ts';
import { isConstraintViolation } from '../constraint-violation.ts';
import { masterDataMessages as messages } from '../messages.ts';
import {
  buyersByCode,
  partKeyOf,
  propertyKeys,
  refError,
  suppliedParts,
  supplierKey,
  suppliersOf,
} from '../references.ts';
import { upsertInChunks } from '../upsert-summary.ts';
import { deferOverlapCheck, type Overlap, overlapsOf, type PriceKey } from './overlaps.ts';
import { PRICE_SHEET, PriceSheetRow, priceKey } from './price-sheet.ts';
import { type PriceValues, upsertPrices } from './repo.ts';

type Resolved = { rowNumber: number; values: PriceValues };

async function referencesOf(tx: Queryable, buyerCompanyIds: number[], rows: AcceptedRow<PriceSheetRow>[]) {
  const buyers = await buyersByCode(
    tx,
    buyerCompanyIds,
    rows.map(({ value }) => value.companyCode),
  );
  const buyerIds = [...buyers.values()];
  return {
    buyers,
    suppliers: await suppliersOf(
      tx,
      buyerIds,
      rows.map(({ value }) => value.supplierCode),
    ),
    parts: await suppliedParts(
      tx,
      buyerIds,
      rows.map(({ value }) => value.partNo),
    ),
    currencies: await propertyKeys(tx, 'currencyType'),
  };
}

/**
 * Each row's company (one the user works for), supplier (associated with it), part (one that supplier
 * delivers to that company), currency (of the currency list) and period (end not before start).
 */
async function resolve(
  tx: Queryable,
  buyerCompanyIds: number[],
  rows: AcceptedRow<PriceSheetRow>[],
  user: SessionUser,
  locale: Locale,
): Promise<{ resolved: Resolved[]; errors: RowError[] }> {
  const label = fieldLabels(PRICE_SHEET, locale);
  const refs = await referencesOf(tx, buyerCompanyIds, rows);
  const resolved: Resolved[] = [];
  const errors: RowError[] = [];
  for (const { rowNumber, value } of rows) {
    const fail = (
      field: keyof PriceSheetRow,
      message: (typeof messages)[keyof typeof messages],
      extra = {},
    ) => errors.push(refError(rowNumber, field, message, locale, { label: label(field), ...extra }));
    const buyer = value.companyCode;
    const buyerCompanyId = refs.buyers.get(buyer);
    const supplierCompanyId =
      buyerCompanyId === undefined
        ? undefined
        : refs.suppliers.get(supplierKey(buyerCompanyId, value.supplierCode));
    const partKey =
      buyerCompanyId === undefined || supplierCompanyId === undefined
        ? undefined
        : partKeyOf(buyerCompanyId, supplierCompanyId, value.partNo);
    const before = errors.length;
    if (buyerCompanyId === undefined) fail('companyCode', messages.unknownBuyer, { value: buyer });
    else if (supplierCompanyId === undefined)
      fail('supplierCode', messages.unknownSupplier, { value: value.supplierCode, buyer });
    else if (partKey === undefined || !refs.parts.has(partKey))
      fail('partNo', messages.unknownPart, { value: value.partNo, supplier: value.supplierCode, buyer });
    if (!refs.currencies.has(value.currency))
      fail('currency', messages.unknownCurrency, { value: value.currency });
    if (value.effectiveDateTo && value.effectiveDateTo < value.effectiveDateFrom) {
      fail('effectiveDateTo', messages.rangeReversed);
    }
    if (errors.length > before || buyerCompanyId === undefined || supplierCompanyId === undefined) continue;
    resolved.push({
      rowNumber,
      values: {
        buyerCompanyId,
        supplierCompanyId,
        partNo: value.partNo,
        partDesc: value.partDesc ?? (partKey ? refs.parts.get(partKey) : null) ?? null,
        priceListCode: value.priceListCode,
        unitPrice: value.unitPrice,
        currency: value.currency,
        uom: value.uom,
        effectiveFrom: value.effectiveDateFrom,
        effectiveTo: value.effectiveDateTo ?? null,
        ...insertStamp(user),
      },
    });
  }
  return { resolved, errors };
}

const keyText = (key: PriceKey) =>
  [key.buyerCompanyId, key.partNo, key.priceListCode, key.effectiveFrom].join('|');

const keyOfValues = (values: PriceValues): PriceKey => ({
  buyerCompanyId: values.buyerCompanyId,
  partNo: values.partNo,
  priceListCode: values.priceListCode,
  effectiveFrom: values.effectiveFrom,
});

/** Each overlap once: against a stored price on the uploaded row, between two rows on the later one. */
function overlapErrors(overlaps: Overlap[], rowOf: Map<string, number>, locale: Locale): RowError[] {
  const errors: RowError[] = [];
  for (const overlap of overlaps) {
    const row = rowOf.get(keyText(overlap));
    if (row === undefined) continue;
    const otherRow = rowOf.get(keyText({ ...overlap, effectiveFrom: overlap.otherFrom }));
    if (otherRow !== undefined && otherRow > row) continue;
    const message =
      otherRow !== undefined
        ? render(messages.overlapsRow, locale, { row: otherRow })
        : render(messages.overlapsStored, locale, {
            from: overlap.otherFrom,
            to: overlap.otherTo ?? render(messages.openEnded, locale),
          });
    errors.push({ row, field: 'effectiveDateFrom', message });
  }
  return errors;
}

async function applyPrices(tx: Queryable, resolved: Resolved[], locale: Locale) {
  await deferOverlapCheck(tx);
  const values = resolved
    .map((entry) => entry.values)
    .sort((a, b) => keyText(keyOfValues(a)).localeCompare(keyText(keyOfValues(b))));
  const summary = await upsertInChunks(values, (chunk) => upsertPrices(tx, chunk));
  const rowOf = new Map(resolved.map((entry) => [keyText(keyOfValues(entry.values)), entry.rowNumber]));
  rejectRows(overlapErrors(await overlapsOf(tx, values.map(keyOfValues)), rowOf, locale));
  return summary;
}

/**
 * POST /partPrice/upload (ours): prices from the template, all or nothing. A row whose start date matches
 * a stored period updates it (e.g. closes it with an end date), any other row adds a period; no two
 * periods of one company, part and price list code may overlap after the upload.
 */
export async function uploadPrices(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  buyerCompanyIds: number[],
  locale: Locale,
): Promise<z.infer<typeof UploadSummary>> {
  const workbook = await receiveWorkbook(request);
  const rows = readSheetRows(workbook, readColumns(PRICE_SHEET));
  const checked = checkRows(rows, PriceSheetRow, locale, {
    keyOf: priceKey,
    labelOf: fieldLabels(PRICE_SHEET, locale),
  });
  try {
    return await db.transaction(async (tx) => {
      const { resolved, errors } = await resolve(tx, buyerCompanyIds, checked.accepted, user, locale);
      rejectRows([...checked.errors, ...errors]);
      return applyPrices(tx, resolved, locale);
    });
  } catch (error) {
    // a concurrent upload committed an overlapping period first: the deferred constraint refused ours
    if (isConstraintViolation(error, '23P01', 'part_prices_no_overlap'))
      throw conflict(messages.pricesChanged);
    throw error;
  }
}
