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
import { loadOwners, type Owner, ownerOf } from '../owners.ts';
import { knownContainers, refError } from '../references.ts';
import { uploadSheet } from '../sheet-upload.ts';
import { PACKAGING_SHEET, PackagingSheetRow, packagingKey } from './packaging-sheet.ts';
import { type PackagingValues, upsertPackagings } from './repo.ts';

const OWNER_FIELDS = { buyer: 'buyerCompanyCode', supplier: 'supplierCode', partNo: 'partNo' };
const ownerCodes = (row: PackagingSheetRow) => ({
  buyer: row.buyerCompanyCode,
  supplier: row.supplierCode,
  partNo: row.partNo,
});

function valuesOf(value: PackagingSheetRow, owner: Owner, user: SessionUser): PackagingValues {
  return {
    buyerCompanyId: owner.buyerCompanyId,
    supplierCompanyId: owner.supplierCompanyId,
    packagingNo: value.packagingNo,
    partNo: value.partNo,
    partGroup: value.partGroup ?? null,
    containerCode: value.containerCode ?? null,
    qtyPerPackage: value.qtyPerPackage,
    validDate: value.validDate ?? null,
    antirust: value.antirust ?? null,
    corrosionProtection: value.corrosionProtection ?? null,
    plasticBag: value.plasticBag ?? null,
    recyclable: value.recyclable ?? null,
    weightKg: value.weightKg ?? null,
    lengthMm: value.lengthMm ?? null,
    widthMm: value.widthMm ?? null,
    heightMm: value.heightMm ?? null,
    ...insertStamp(user),
  };
}

/** Each row's buyer (the user's), supplier (associated), part (one it delivers) and container (known). */
async function resolve(
  tx: Queryable,
  context: { buyerCompanyIds: number[]; user: SessionUser; locale: Locale },
  rows: AcceptedRow<PackagingSheetRow>[],
): Promise<{ values: PackagingValues[]; errors: RowError[] }> {
  const { locale } = context;
  const label = fieldLabels(PACKAGING_SHEET, locale);
  const refs = await loadOwners(
    tx,
    context.buyerCompanyIds,
    rows.map(({ value }) => ownerCodes(value)),
  );
  const containers = await knownContainers(
    tx,
    rows.flatMap(({ value }) => value.containerCode ?? []),
  );
  const values: PackagingValues[] = [];
  const errors: RowError[] = [];
  for (const { rowNumber, value } of rows) {
    const before = errors.length;
    const owner = ownerOf(
      refs,
      { rowNumber, codes: ownerCodes(value), fields: OWNER_FIELDS },
      label,
      locale,
      errors,
    );
    if (value.containerCode && !containers.has(value.containerCode)) {
      const params = { label: label('containerCode'), value: value.containerCode };
      errors.push(refError(rowNumber, 'containerCode', messages.unknownContainer, locale, params));
    }
    if (owner && errors.length === before) values.push(valuesOf(value, owner, context.user));
  }
  return { values, errors };
}

const byKey = (a: PackagingValues, b: PackagingValues) =>
  a.buyerCompanyId - b.buyerCompanyId ||
  a.supplierCompanyId - b.supplierCompanyId ||
  a.packagingNo.localeCompare(b.packagingNo);

/** POST /order/packaging/upload (ours): packaging by buyer, supplier and number, all or nothing. */
export function uploadPackagings(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  buyerCompanyIds: number[],
  locale: Locale,
): Promise<z.infer<typeof UploadSummary>> {
  return uploadSheet(db, request, locale, {
    audit: { recordType: 'packaging', fileName: 'Packaging.xlsx' },
    fields: PACKAGING_SHEET,
    schema: PackagingSheetRow,
    keyOf: packagingKey,
    resolve: (tx, rows) => resolve(tx, { buyerCompanyIds, user, locale }, rows),
    write: (tx, values) => upsertPackagings(tx, values.sort(byKey)),
  });
}
