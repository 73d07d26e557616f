import type { UploadSummary } from '@portal/contract/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { insertStamp } from '../../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../../platform/auth/session-user.ts';
import type { Locale } from '../../../platform/i18n/locale.ts';
import { fieldLabels, readColumns } from '../../../platform/xlsx/sheet-fields.ts';
import { checkRows, readSheetRows, receiveWorkbook, rejectRows } from '../../../platform/xlsx/upload.ts';
import { upsertInChunks } from '../upsert-summary.ts';
import { CONTAINER_SHEET, ContainerSheetRow } from './container-sheet.ts';
import { type ContainerValues, upsertContainers } from './repo.ts';

/** POST /order/container/upload (ours): containers by code, inserted or updated, all or nothing. */
export async function uploadContainers(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  locale: Locale,
): Promise<z.infer<typeof UploadSummary>> {
  const workbook = await receiveWorkbook(request);
  const rows = readSheetRows(workbook, readColumns(CONTAINER_SHEET));
  const { accepted, errors } = checkRows(rows, ContainerSheetRow, locale, {
    keyOf: (row) => row.containerCode,
    labelOf: fieldLabels(CONTAINER_SHEET, locale),
  });
  rejectRows(errors);
  const values: ContainerValues[] = accepted
    .map(({ value }) => ({
      containerCode: value.containerCode,
      containerType: value.containerType,
      maxLoadKg: value.maxLoadKg ?? null,
      foldFlag: value.foldFlag ?? null,
      outsideLengthMm: value.outsideLengthMm ?? null,
      outsideWidthMm: value.outsideWidthMm ?? null,
      outsideHeightMm: value.outsideHeightMm ?? null,
      weightKg: value.weightKg ?? null,
      material: value.material ?? null,
      ...insertStamp(user),
    }))
    .sort((a, b) => a.containerCode.localeCompare(b.containerCode));
  return db.transaction((tx) => upsertInChunks(values, (chunk) => upsertContainers(tx, chunk)));
}
