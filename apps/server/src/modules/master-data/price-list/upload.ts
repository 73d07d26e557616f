import type { RowError, UploadSummary } from '@portal/contract/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../db/client.ts';
import { insertStamp } from '../../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../../platform/auth/session-user.ts';
import { isConstraintViolation, PG_EXCLUSION_VIOLATION } from '../../../platform/db/constraint-violation.ts';
import { conflict } from '../../../platform/http/app-error.ts';
import { type Locale, render } from '../../../platform/i18n/locale.ts';
import { type AcceptedRow, rejectRows } from '../../../platform/xlsx/row-checks.ts';
import { fieldLabels } from '../../../platform/xlsx/sheet-fields.ts';
import { masterDataMessages as messages } from '../messages.ts';
import { loadOwners, type Owner, ownerOf } from '../owners.ts';
import { propertyKeys, refError } from '../references.ts';
import { uploadSheet } from '../sheet-upload.ts';
import { deferOverlapCheck, type Overlap, overlapsOf, type PriceKey } from './overlaps.ts';
import { PRICE_SHEET, PriceSheetRow, priceKey } from './price-sheet.ts';
import { type PriceValues, upsertPrices } from './repo.ts';

type Resolved = { rowNumber: number; values: PriceValues };

const OWNER_FIELDS = { buyer: 'companyCode', supplier: 'supplierCode', partNo: 'partNo' };
const ownerCodes = (row: PriceSheetRow) => ({
  buyer: row.companyCode,
  supplier: row.supplierCode,
  partNo: row.partNo,
});

function valuesOf(value: PriceSheetRow, owner: Owner, user: SessionUser): PriceValues {
  return {
    buyerCompanyId: owner.buyerCompanyId,
    supplierCompanyId: owner.supplierCompanyId,
    partNo: value.partNo,
    // no description in the file: the part's own
    partDesc: value.partDesc ?? owner.partDescription,
    priceListCode: value.priceListCode,
    unitPrice: value.unitPrice,
    currency: value.currency,
    uom: value.uom,
    effectiveFrom: value.effectiveDateFrom,
    effectiveTo: value.effectiveDateTo ?? null,
    ...insertStamp(user),
  };
}

/** A currency of the currency list and an end not before the start. */
function valueErrors(
  rowNumber: number,
  value: PriceSheetRow,
  currencies: Set<string>,
  locale: Locale,
): RowError[] {
  const label = fieldLabels(PRICE_SHEET, locale);
  const errors: RowError[] = [];
  if (!currencies.has(value.currency)) {
    const params = { label: label('currency'), value: value.currency };
    errors.push(refError(rowNumber, 'currency', messages.unknownCurrency, locale, params));
  }
  if (value.effectiveDateTo && value.effectiveDateTo < value.effectiveDateFrom) {
    const params = { label: label('effectiveDateTo') };
    errors.push(refError(rowNumber, 'effectiveDateTo', messages.rangeReversed, locale, params));
  }
  return errors;
}

/**
 * Each row's company (one the user works for), supplier (associated with it), part (one that supplier
 * delivers to that company), currency (of the currency list) and period (end not before start).
 */
async function resolve(
  tx: Queryable,
  context: { buyerCompanyIds: number[]; user: SessionUser; locale: Locale },
  rows: AcceptedRow<PriceSheetRow>[],
): Promise<{ values: Resolved[]; errors: RowError[] }> {
  const { locale } = context;
  const label = fieldLabels(PRICE_SHEET, locale);
  const refs = await loadOwners(
    tx,
    context.buyerCompanyIds,
    rows.map(({ value }) => ownerCodes(value)),
  );
  const currencies = await propertyKeys(tx, 'currencyType');
  const values: Resolved[] = [];
  const errors: RowError[] = [];
  for (const { rowNumber, value } of rows) {
    const owner = ownerOf(
      refs,
      { rowNumber, codes: ownerCodes(value), fields: OWNER_FIELDS },
      label,
      locale,
      errors,
    );
    const wrong = valueErrors(rowNumber, value, currencies, locale);
    errors.push(...wrong);
    if (owner && wrong.length === 0) values.push({ rowNumber, values: valuesOf(value, owner, context.user) });
  }
  return { values, errors };
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
  const summary = await upsertPrices(tx, values);
  const rowOf = new Map(resolved.map((entry) => [keyText(keyOfValues(entry.values)), entry.rowNumber]));
  const errors = overlapErrors(await overlapsOf(tx, values.map(keyOfValues)), rowOf, locale);
  rejectRows(errors, fieldLabels(PRICE_SHEET, locale));
  return summary;
}

/**
 * POST /partPrice/upload (ours): prices from the template, all or nothing. A row with the start date of a
 * stored period updates it (e.g. closes it with an end date), any other row adds a period; no two periods
 * of one company, part and price list code may overlap after the upload.
 */
export async function uploadPrices(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  buyerCompanyIds: number[],
  locale: Locale,
): Promise<z.infer<typeof UploadSummary>> {
  try {
    return await uploadSheet(db, request, locale, {
      fields: PRICE_SHEET,
      schema: PriceSheetRow,
      keyOf: priceKey,
      resolve: (tx, rows) => resolve(tx, { buyerCompanyIds, user, locale }, rows),
      write: (tx, resolved) => applyPrices(tx, resolved, locale),
    });
  } catch (error) {
    // a concurrent upload committed an overlapping period first: the deferred constraint refused ours
    if (isConstraintViolation(error, PG_EXCLUSION_VIOLATION, 'part_prices_no_overlap'))
      throw conflict(messages.pricesChanged);
    throw error;
  }
}
