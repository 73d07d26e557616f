import type { RowError, UploadSummary } from '@portal/contract/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../db/client.ts';
import { insertStamp } from '../../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../../platform/auth/session-user.ts';
import type { Locale } from '../../../platform/i18n/locale.ts';
import { fieldLabels, readColumns } from '../../../platform/xlsx/sheet-fields.ts';
import {
  type AcceptedRow,
  checkRows,
  readSheetRows,
  receiveWorkbook,
  rejectRows,
} from '../../../platform/xlsx/upload.ts';
import { masterDataMessages as messages } from '../messages.ts';
import { buyersByCode, plantKey, plantsOf, refError, supplierKey, suppliersOf } from '../references.ts';
import { upsertInChunks } from '../upsert-summary.ts';
import { PART_SHEET, PartSheetRow, partKey } from './part-sheet.ts';
import { type PartValues, upsertParts } from './repo.ts';

/**
 * The ids behind each row's codes: a buyer company the user works for, one of its plants, a supplier
 * associated with it. A row naming anything else gets an error per unknown code.
 */
async function resolve(
  tx: Queryable,
  buyerCompanyIds: number[],
  rows: AcceptedRow<PartSheetRow>[],
  user: SessionUser,
  locale: Locale,
): Promise<{ values: PartValues[]; errors: RowError[] }> {
  const label = fieldLabels(PART_SHEET, locale);
  const buyers = await buyersByCode(
    tx,
    buyerCompanyIds,
    rows.map(({ value }) => value.buyerCompanyCode),
  );
  const plants = await plantsOf(tx, [...buyers.values()]);
  const suppliers = await suppliersOf(
    tx,
    [...buyers.values()],
    rows.map(({ value }) => value.supplierCode),
  );
  const values: PartValues[] = [];
  const errors: RowError[] = [];
  for (const { rowNumber, value } of rows) {
    const buyerCompanyId = buyers.get(value.buyerCompanyCode);
    if (buyerCompanyId === undefined) {
      errors.push(
        refError(rowNumber, 'buyerCompanyCode', messages.unknownBuyer, locale, {
          label: label('buyerCompanyCode'),
          value: value.buyerCompanyCode,
        }),
      );
      continue;
    }
    const buyer = value.buyerCompanyCode;
    const plantId = plants.get(plantKey(buyerCompanyId, value.buyerPlantCode));
    const supplierCompanyId = suppliers.get(supplierKey(buyerCompanyId, value.supplierCode));
    if (plantId === undefined) {
      errors.push(
        refError(rowNumber, 'buyerPlantCode', messages.unknownPlant, locale, {
          label: label('buyerPlantCode'),
          value: value.buyerPlantCode,
          buyer,
        }),
      );
    }
    if (supplierCompanyId === undefined) {
      errors.push(
        refError(rowNumber, 'supplierCode', messages.unknownSupplier, locale, {
          label: label('supplierCode'),
          value: value.supplierCode,
          buyer,
        }),
      );
    }
    if (plantId === undefined || supplierCompanyId === undefined) continue;
    values.push({
      buyerCompanyId,
      plantId,
      supplierCompanyId,
      partNo: value.partNo,
      partDescription: value.partDescription ?? null,
      uom: value.uom,
      versionNo: value.versionNo ?? null,
      lotSizeQty: value.lotSizeQty ?? null,
      model: value.model ?? null,
      planner: value.planner ?? null,
      ...insertStamp(user),
    });
  }
  return { values, errors };
}

/** Rows in key order, so two uploads touching the same parts lock them in the same order. */
const byKey = (a: PartValues, b: PartValues) =>
  a.plantId - b.plantId || a.partNo.localeCompare(b.partNo) || a.supplierCompanyId - b.supplierCompanyId;

/**
 * POST /materials/upload: every row is checked (required fields, numbers, known codes, no repeats in the
 * file); a file with any bad row changes nothing and answers each bad row; otherwise all rows are inserted
 * or updated in one transaction.
 */
export async function uploadParts(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  buyerCompanyIds: number[],
  locale: Locale,
): Promise<z.infer<typeof UploadSummary>> {
  const workbook = await receiveWorkbook(request);
  const rows = readSheetRows(workbook, readColumns(PART_SHEET));
  const checked = checkRows(rows, PartSheetRow, locale, {
    keyOf: partKey,
    labelOf: fieldLabels(PART_SHEET, locale),
  });
  return db.transaction(async (tx) => {
    const { values, errors } = await resolve(tx, buyerCompanyIds, checked.accepted, user, locale);
    rejectRows([...checked.errors, ...errors]);
    return upsertInChunks(values.sort(byKey), (chunk) => upsertParts(tx, chunk));
  });
}
