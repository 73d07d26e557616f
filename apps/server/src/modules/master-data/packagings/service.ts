import type { DataPage } from '@portal/contract/common';
import type { PackagingDownloadQuery, PackagingQuery, PackagingRow } from '@portal/contract/master-data';
import type { PackagingPicture } from '@portal/contract/packaging-pictures';
import type { AppConfig } from '../../../config.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import { formatDateTime } from '../../../platform/dates.ts';
import type { Locale } from '../../../platform/i18n/locale.ts';
import { cursorRecords, mapRows } from '../../../platform/lists/cursor-rows.ts';
import { streamXlsx } from '../../../platform/xlsx/export.ts';
import { exportColumns } from '../../../platform/xlsx/sheet-fields.ts';
import { dataPageOf } from '../page.ts';
import { PACKAGING_EXPORT } from './packaging-sheet.ts';
import { pictureStore } from './picture-store.ts';
import { toPackagingPicture } from './pictures.ts';
import { countPackagings, packagingFields, pageOfPackagings, selectPackagings } from './repo.ts';

type StoredPackaging = Omit<PackagingRow, 'lastUpdateTimeStr' | 'pictures'> & { updatedAt: Date };

function toPackagingRow(
  { updatedAt, ...row }: StoredPackaging,
  config: AppConfig,
  pictures: PackagingPicture[] = [],
): PackagingRow {
  return { ...row, lastUpdateTimeStr: formatDateTime(updatedAt, config.displayTimeZone), pictures };
}

/** The pictures of a page's records, by record id: one read for the page, without their bytes. */
async function picturesOfPage(db: Queryable, config: AppConfig, packagingIds: number[]) {
  const byRecord = new Map<number, PackagingPicture[]>();
  for (const info of await pictureStore.infoOf(db, packagingIds)) {
    const pictures = byRecord.get(info.packagingId) ?? [];
    pictures.push(toPackagingPicture(info, config));
    byRecord.set(info.packagingId, pictures);
  }
  return byRecord;
}

/** POST /order/packaging/query (ours) */
export async function packagingPage(
  db: Queryable,
  config: AppConfig,
  scope: DataScope,
  query: PackagingQuery,
): Promise<DataPage<PackagingRow>> {
  const { rows, total } = await pageOfPackagings(db, scope, query);
  const pictures = await picturesOfPage(
    db,
    config,
    rows.map((row) => row.packagingId),
  );
  return dataPageOf(
    rows.map((row) => toPackagingRow(row, config, pictures.get(row.packagingId))),
    total,
    query.size,
  );
}

/** GET|POST /order/packaging/download (Packaging.xlsx, ours); null when nothing matches. */
export async function packagingExport(
  db: Database,
  config: AppConfig,
  scope: DataScope,
  query: PackagingDownloadQuery,
  locale: Locale,
) {
  if ((await countPackagings(db, scope, query)) === 0) return null;
  const rows = cursorRecords(db, selectPackagings(db, scope, query), packagingFields);
  return streamXlsx(
    'Packaging',
    exportColumns(PACKAGING_EXPORT, locale),
    mapRows(rows, (row) => toPackagingRow(row, config)),
  );
}
