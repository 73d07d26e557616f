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
import { buyersByCode, refError, supplierKey, suppliersOf } from '../references.ts';
import { upsertInChunks } from '../upsert-summary.ts';
import { OVER_SHIPPED_SHEET, OverShippedSheetRow, overShippedKey } from './over-shipped-sheet.ts';
import { type OverShippedRowValues, upsertOverShipped } from './repo.ts';
import { storedOverShipped } from './stored-values.ts';

/** The pair behind each row: a buyer company the user works for and a supplier associated with it. */
async function resolve(
  tx: Queryable,
  buyerCompanyIds: number[],
  rows: AcceptedRow<OverShippedSheetRow>[],
  user: SessionUser,
  locale: Locale,
): Promise<{ values: OverShippedRowValues[]; errors: RowError[] }> {
  const label = fieldLabels(OVER_SHIPPED_SHEET, locale);
  const buyers = await buyersByCode(
    tx,
    buyerCompanyIds,
    rows.map(({ value }) => value.buyerCompanyCode),
  );
  const suppliers = await suppliersOf(
    tx,
    [...buyers.values()],
    rows.map(({ value }) => value.supplierCode),
  );
  const values: OverShippedRowValues[] = [];
  const errors: RowError[] = [];
  for (const { rowNumber, value } of rows) {
    const buyerCompanyId = buyers.get(value.buyerCompanyCode);
    const supplierCompanyId =
      buyerCompanyId === undefined
        ? undefined
        : suppliers.get(supplierKey(buyerCompanyId, value.supplierCode));
    if (buyerCompanyId === undefined || supplierCompanyId === undefined) {
      errors.push(
        buyerCompanyId === undefined
          ? refError(rowNumber, 'buyerCompanyCode', messages.unknownBuyer, locale, {
              label: label('buyerCompanyCode'),
              value: value.buyerCompanyCode,
            })
          : refError(rowNumber, 'supplierCode', messages.unknownSupplier, locale, {
              label: label('supplierCode'),
              value: value.supplierCode,
              buyer: value.buyerCompanyCode,
            }),
      );
      continue;
    }
    const stored = storedOverShipped({
      isOverShipped: value.isOverShipped === 'Y',
      isOverShippedTolerence: value.isOverShippedTolerence === 'Y',
      ratePercent: value.ratePercent,
    });
    values.push({ buyerCompanyId, supplierCompanyId, ...stored, ...insertStamp(user) });
  }
  return { values, errors };
}

/**
 * POST /supplierOverShippedInfo/upload: the settings of many pairs from a spreadsheet laid out like
 * Supplier.xlsx; any bad row rejects the whole file, otherwise all pairs change in one transaction.
 */
export async function uploadOverShipped(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  buyerCompanyIds: number[],
  locale: Locale,
): Promise<z.infer<typeof UploadSummary>> {
  const workbook = await receiveWorkbook(request);
  const rows = readSheetRows(workbook, readColumns(OVER_SHIPPED_SHEET));
  const checked = checkRows(rows, OverShippedSheetRow, locale, {
    keyOf: overShippedKey,
    labelOf: fieldLabels(OVER_SHIPPED_SHEET, locale),
  });
  return db.transaction(async (tx) => {
    const { values, errors } = await resolve(tx, buyerCompanyIds, checked.accepted, user, locale);
    rejectRows([...checked.errors, ...errors]);
    const ordered = values.sort(
      (a, b) => a.buyerCompanyId - b.buyerCompanyId || a.supplierCompanyId - b.supplierCompanyId,
    );
    return upsertInChunks(ordered, (chunk) => upsertOverShipped(tx, chunk));
  });
}
