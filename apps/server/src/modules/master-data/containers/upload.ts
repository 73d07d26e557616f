import type { UploadSummary } from '@portal/contract/common';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../../db/client.ts';
import { insertStamp } from '../../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../../platform/auth/session-user.ts';
import type { Locale } from '../../../platform/i18n/locale.ts';
import { uploadSheet } from '../sheet-upload.ts';
import { CONTAINER_SHEET, ContainerSheetRow } from './container-sheet.ts';
import { type ContainerValues, upsertContainers } from './repo.ts';

function valuesOf(row: ContainerSheetRow, user: SessionUser): ContainerValues {
  return {
    containerCode: row.containerCode,
    containerType: row.containerType,
    maxLoadKg: row.maxLoadKg ?? null,
    foldFlag: row.foldFlag ?? null,
    outsideLengthMm: row.outsideLengthMm ?? null,
    outsideWidthMm: row.outsideWidthMm ?? null,
    outsideHeightMm: row.outsideHeightMm ?? null,
    weightKg: row.weightKg ?? null,
    material: row.material ?? null,
    ...insertStamp(user),
  };
}

/** POST /order/container/upload (ours): containers by code, inserted or updated, all or nothing. */
export function uploadContainers(
  db: Database,
  request: FastifyRequest,
  user: SessionUser,
  locale: Locale,
): Promise<z.infer<typeof UploadSummary>> {
  return uploadSheet(db, request, locale, {
    audit: { recordType: 'container', fileName: 'Container.xlsx' },
    fields: CONTAINER_SHEET,
    schema: ContainerSheetRow,
    keyOf: (row) => row.containerCode,
    // containers are shared reference data: any well-formed row may be stored
    resolve: async (_tx, rows) => ({ values: rows.map(({ value }) => valuesOf(value, user)), errors: [] }),
    write: (tx, values) =>
      upsertContainers(
        tx,
        values.sort((a, b) => a.containerCode.localeCompare(b.containerCode)),
      ),
  });
}
