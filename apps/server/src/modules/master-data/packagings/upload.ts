import type { RowError, UploadSummary } from '@portal/contract/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database, Queryable } from '../../../db/client.ts';
import { insertStamp } from '../../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../../platform/auth/session-user.ts';
import type { Locale, Message } from '../../../platform/i18n/locale.ts';
import { fieldLabels, readColumns } from '../../../platform/xlsx/sheet-fields.ts';
import {
  type AcceptedRow,
  checkRows,
  readSheetRows,
  receiveWorkbook,
  rejectRows,
} from '../../../platform/xlsx/upload.ts';
import { masterDataMessages as messages } from '../messages.ts';
import {
  buyersByCode,
  knownContainers,
  partKeyOf,
  refError,
  suppliedParts,
  supplierKey,
  suppliersOf,
} from '../references.ts';
import { upsertInChunks } from '../upsert-summary.ts';
import { PACKAGING_SHEET, PackagingSheetRow, packagingKey } from './packaging-sheet.ts';
import { type PackagingValues, upsertPackagings } from './repo.ts';

type Row = AcceptedRow<PackagingSheetRow>;

async function referencesOf(tx: Queryable, buyerCompanyIds: number[], rows: Row[]) {
  const buyers = await buyersByCode(
    tx,
    buyerCompanyIds,
    rows.map(({ value }) => value.buyerCompanyCode),
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
    containers: await knownContainers(
      tx,
      rows.flatMap(({ value }) => (value.containerCode ? [value.containerCode] : [])),
    ),
  };
}

function valuesOf(value: PackagingSheetRow, owner: { buyerCompanyId: number; supplierCompanyId: number }) {
  return {
    ...owner,
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
  };
}

/** Each row's buyer (the user's), supplier (associated), part (one it delivers) and container (known). */
async function resolve(
  tx: Queryable,
  buyerCompanyIds: number[],
  rows: Row[],
  user: SessionUser,
  locale: Locale,
) {
  const label = fieldLabels(PACKAGING_SHEET, locale);
  const refs = await referencesOf(tx, buyerCompanyIds, rows);
  const values: PackagingValues[] = [];
  const errors: RowError[] = [];
  for (const { rowNumber, value } of rows) {
    const fail = (field: keyof PackagingSheetRow, message: Message, params: Record<string, string>) =>
      errors.push(refError(rowNumber, field, message, locale, { label: label(field), ...params }));
    const buyer = value.buyerCompanyCode;
    const buyerCompanyId = refs.buyers.get(buyer);
    const supplierCompanyId =
      buyerCompanyId === undefined
        ? undefined
        : refs.suppliers.get(supplierKey(buyerCompanyId, value.supplierCode));
    const before = errors.length;
    if (buyerCompanyId === undefined) fail('buyerCompanyCode', messages.unknownBuyer, { value: buyer });
    else if (supplierCompanyId === undefined)
      fail('supplierCode', messages.unknownSupplier, { value: value.supplierCode, buyer });
    else if (!refs.parts.has(partKeyOf(buyerCompanyId, supplierCompanyId, value.partNo)))
      fail('partNo', messages.unknownPart, { value: value.partNo, supplier: value.supplierCode, buyer });
    if (value.containerCode && !refs.containers.has(value.containerCode))
      fail('containerCode', messages.unknownContainer, { value: value.containerCode });
    if (errors.length > before || buyerCompanyId === undefined || supplierCompanyId === undefined) continue;
    values.push({ ...valuesOf(value, { buyerCompanyId, supplierCompanyId }), ...insertStamp(user) });
  }
  return { values, errors };
}

const byKey = (a: PackagingValues, b: PackagingValues) =>
  a.buyerCompanyId - b.buyerCompanyId ||
  a.supplierCompanyId - b.supplierCompanyId ||
  a.packagingNo.localeCompare(b.packagingNo);

/** POST /order/packaging/upload (ours): packaging by buyer, supplier and number, all or nothing. */
export async function uploadPackagings(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  buyerCompanyIds: number[],
  locale: Locale,
): Promise<z.infer<typeof UploadSummary>> {
  const workbook = await receiveWorkbook(request);
  const rows = readSheetRows(workbook, readColumns(PACKAGING_SHEET));
  const checked = checkRows(rows, PackagingSheetRow, locale, {
    keyOf: packagingKey,
    labelOf: fieldLabels(PACKAGING_SHEET, locale),
  });
  return db.transaction(async (tx) => {
    const { values, errors } = await resolve(tx, buyerCompanyIds, checked.accepted, user, locale);
    rejectRows([...checked.errors, ...errors]);
    return upsertInChunks(values.sort(byKey), (chunk) => upsertPackagings(tx, chunk));
  });
}
