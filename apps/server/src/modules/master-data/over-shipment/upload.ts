import type { RowError, UploadSummary } from '@portal/contract/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../db/client.ts';
import { insertStamp } from '../../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../../platform/auth/session-user.ts';
import type { Locale } from '../../../platform/i18n/locale.ts';
import type { AcceptedRow } from '../../../platform/xlsx/row-checks.ts';
import { fieldLabels } from '../../../platform/xlsx/sheet-fields.ts';
import { loadOwners, ownerOf } from '../owners.ts';
import { uploadSheet } from '../sheet-upload.ts';
import { OVER_SHIPPED_SHEET, OverShippedSheetRow, overShippedKey } from './over-shipped-sheet.ts';
import { type OverShippedRowValues, upsertOverShipped } from './repo.ts';
import { storedOverShipped } from './stored-values.ts';

const OWNER_FIELDS = { buyer: 'buyerCompanyCode', supplier: 'supplierCode' };
const ownerCodes = (row: OverShippedSheetRow) => ({
  buyer: row.buyerCompanyCode,
  supplier: row.supplierCode,
});

/** The pair behind each row: a buyer company the user works for and a supplier associated with it. */
async function resolve(
  tx: Queryable,
  context: { buyerCompanyIds: number[]; user: SessionUser; locale: Locale },
  rows: AcceptedRow<OverShippedSheetRow>[],
): Promise<{ values: OverShippedRowValues[]; errors: RowError[] }> {
  const label = fieldLabels(OVER_SHIPPED_SHEET, context.locale);
  const refs = await loadOwners(
    tx,
    context.buyerCompanyIds,
    rows.map(({ value }) => ownerCodes(value)),
  );
  const values: OverShippedRowValues[] = [];
  const errors: RowError[] = [];
  for (const { rowNumber, value } of rows) {
    const row = { rowNumber, codes: ownerCodes(value), fields: OWNER_FIELDS };
    const owner = ownerOf(refs, row, label, context.locale, errors);
    if (!owner) continue;
    const stored = storedOverShipped({
      isOverShipped: value.isOverShipped === 'Y',
      isOverShippedTolerence: value.isOverShippedTolerence === 'Y',
      ratePercent: value.ratePercent,
    });
    const { buyerCompanyId, supplierCompanyId } = owner;
    values.push({ buyerCompanyId, supplierCompanyId, ...stored, ...insertStamp(context.user) });
  }
  return { values, errors };
}

const byPair = (a: OverShippedRowValues, b: OverShippedRowValues) =>
  a.buyerCompanyId - b.buyerCompanyId || a.supplierCompanyId - b.supplierCompanyId;

/**
 * POST /supplierOverShippedInfo/upload: the settings of many pairs from a spreadsheet laid out like
 * Supplier.xlsx; any bad row rejects the whole file, otherwise all pairs change in one transaction.
 */
export function uploadOverShipped(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  buyerCompanyIds: number[],
  locale: Locale,
): Promise<z.infer<typeof UploadSummary>> {
  return uploadSheet(db, request, locale, {
    audit: { recordType: 'overShipment', fileName: 'Supplier.xlsx' },
    fields: OVER_SHIPPED_SHEET,
    schema: OverShippedSheetRow,
    keyOf: overShippedKey,
    resolve: (tx, rows) => resolve(tx, { buyerCompanyIds, user, locale }, rows),
    write: (tx, values) => upsertOverShipped(tx, values.sort(byPair)),
  });
}
