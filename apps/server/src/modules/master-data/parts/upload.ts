import type { RowError, UploadSummary } from '@portal/contract/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../db/client.ts';
import { insertStamp } from '../../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../../platform/auth/session-user.ts';
import type { Locale } from '../../../platform/i18n/locale.ts';
import type { AcceptedRow } from '../../../platform/xlsx/row-checks.ts';
import { fieldLabels } from '../../../platform/xlsx/sheet-fields.ts';
import { masterDataMessages as messages } from '../messages.ts';
import { loadOwners, ownerOf } from '../owners.ts';
import { plantKey, plantsOf, refError } from '../references.ts';
import { uploadSheet } from '../sheet-upload.ts';
import { PART_SHEET, PartSheetRow, partKey } from './part-sheet.ts';
import { type PartValues, upsertParts } from './repo.ts';

const OWNER_FIELDS = { buyer: 'buyerCompanyCode', supplier: 'supplierCode' };
const ownerCodes = (row: PartSheetRow) => ({ buyer: row.buyerCompanyCode, supplier: row.supplierCode });

/**
 * The ids behind each row's codes: a buyer company the user works for, one of its plants, a supplier
 * associated with it; a row naming anything else gets an error per unknown code.
 */
async function resolve(
  tx: Queryable,
  context: { buyerCompanyIds: number[]; plantCodes?: string[]; user: SessionUser; locale: Locale },
  rows: AcceptedRow<PartSheetRow>[],
): Promise<{ values: PartValues[]; errors: RowError[] }> {
  const { locale } = context;
  const label = fieldLabels(PART_SHEET, locale);
  const refs = await loadOwners(
    tx,
    context.buyerCompanyIds,
    rows.map(({ value }) => ownerCodes(value)),
  );
  // a plant outside a buyer user's assigned plants is unknown to it, like a plant of another company
  const plants = await plantsOf(tx, [...refs.buyers.values()], context.plantCodes);
  const values: PartValues[] = [];
  const errors: RowError[] = [];
  for (const { rowNumber, value } of rows) {
    const buyerId = refs.buyers.get(value.buyerCompanyCode);
    const plantId = buyerId === undefined ? undefined : plants.get(plantKey(buyerId, value.buyerPlantCode));
    if (buyerId !== undefined && plantId === undefined) {
      errors.push(
        refError(rowNumber, 'buyerPlantCode', messages.unknownPlant, locale, {
          label: label('buyerPlantCode'),
          value: value.buyerPlantCode,
          buyer: value.buyerCompanyCode,
        }),
      );
    }
    const row = { rowNumber, codes: ownerCodes(value), fields: OWNER_FIELDS };
    const owner = ownerOf(refs, row, label, locale, errors);
    if (!owner || plantId === undefined) continue;
    values.push({
      buyerCompanyId: owner.buyerCompanyId,
      plantId,
      supplierCompanyId: owner.supplierCompanyId,
      partNo: value.partNo,
      partDescription: value.partDescription ?? null,
      uom: value.uom,
      versionNo: value.versionNo ?? null,
      lotSizeQty: value.lotSizeQty ?? null,
      model: value.model ?? null,
      planner: value.planner ?? null,
      ...insertStamp(context.user),
    });
  }
  return { values, errors };
}

const byKey = (a: PartValues, b: PartValues) =>
  a.plantId - b.plantId || a.partNo.localeCompare(b.partNo) || a.supplierCompanyId - b.supplierCompanyId;

/**
 * POST /materials/upload: every row is checked (required fields, numbers, known codes, no repeats in the
 * file); a file with any bad row changes nothing and answers each bad row; otherwise all rows are inserted
 * or updated in one transaction.
 */
export function uploadParts(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  buyerCompanyIds: number[],
  locale: Locale,
  plantCodes?: string[],
): Promise<z.infer<typeof UploadSummary>> {
  return uploadSheet(db, request, locale, {
    audit: { recordType: 'part', fileName: 'PartInfo.xlsx' },
    fields: PART_SHEET,
    schema: PartSheetRow,
    keyOf: partKey,
    resolve: (tx, rows) => resolve(tx, { buyerCompanyIds, plantCodes, user, locale }, rows),
    write: (tx, values) => upsertParts(tx, values.sort(byKey)),
  });
}
