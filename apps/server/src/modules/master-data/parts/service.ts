import type { DataPage } from '@portal/contract/common';
import type { PartDownloadQuery, PartQuery, PartRow } from '@portal/contract/master-data';
import type { AppConfig } from '../../../config.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import { formatDateTime } from '../../../platform/dates.ts';
import type { Locale } from '../../../platform/i18n/locale.ts';
import { cursorRecords, mapRows } from '../../../platform/lists/cursor-rows.ts';
import { streamXlsx } from '../../../platform/xlsx/export.ts';
import { exportColumns } from '../../../platform/xlsx/sheet-fields.ts';
import { dataPageOf } from '../page.ts';
import { PART_EXPORT } from './part-sheet.ts';
import { countParts, pageOfParts, partFields, selectParts } from './repo.ts';

type StoredPart = Omit<PartRow, 'lastUpdateTimeStr'> & { updatedAt: Date };

function toPartRow({ updatedAt, ...row }: StoredPart, config: AppConfig): PartRow {
  return { ...row, lastUpdateTimeStr: formatDateTime(updatedAt, config.displayTimeZone) };
}

/** POST /materials/query */
export async function partPage(
  db: Queryable,
  config: AppConfig,
  scope: DataScope,
  query: PartQuery,
): Promise<DataPage<PartRow>> {
  const { rows, total } = await pageOfParts(db, scope, query);
  return dataPageOf(
    rows.map((row) => toPartRow(row, config)),
    total,
    query.size,
  );
}

/** GET|POST /materials/download: every filtered row, streamed; null when there is none. */
export async function partExport(
  db: Database,
  config: AppConfig,
  scope: DataScope,
  query: PartDownloadQuery,
  locale: Locale,
) {
  if ((await countParts(db, scope, query)) === 0) return null;
  const rows = cursorRecords(db, selectParts(db, scope, query), partFields);
  return streamXlsx(
    'PartInfo',
    exportColumns(PART_EXPORT, locale),
    mapRows(rows, (row) => toPartRow(row, config)),
  );
}
