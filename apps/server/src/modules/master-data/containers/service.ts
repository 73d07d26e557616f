import type { DataPage } from '@portal/contract/common';
import type { ContainerPageQuery, ContainerQuery, ContainerRow } from '@portal/contract/master-data';
import type { AppConfig } from '../../../config.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import { formatDateTime } from '../../../platform/dates.ts';
import type { Locale } from '../../../platform/i18n/locale.ts';
import { cursorRecords, mapRows } from '../../../platform/lists/cursor-rows.ts';
import { streamXlsx } from '../../../platform/xlsx/export.ts';
import { exportColumns } from '../../../platform/xlsx/sheet-fields.ts';
import { dataPageOf } from '../page.ts';
import { CONTAINER_EXPORT } from './container-sheet.ts';
import { containerFields, countContainers, pageOfContainers, selectContainers } from './repo.ts';

type StoredContainer = Omit<ContainerRow, 'lastUpdateTimeStr'> & { updatedAt: Date };

function toContainerRow({ updatedAt, ...row }: StoredContainer, config: AppConfig): ContainerRow {
  return { ...row, lastUpdateTimeStr: formatDateTime(updatedAt, config.displayTimeZone) };
}

/** POST /order/container/query (ours) */
export async function containerPage(
  db: Queryable,
  config: AppConfig,
  query: ContainerPageQuery,
): Promise<DataPage<ContainerRow>> {
  const { rows, total } = await pageOfContainers(db, query);
  return dataPageOf(
    rows.map((row) => toContainerRow(row, config)),
    total,
    query.size,
  );
}

/** GET|POST /order/container/download (Container.xlsx); null when nothing matches. */
export async function containerExport(
  db: Database,
  config: AppConfig,
  query: ContainerQuery,
  locale: Locale,
) {
  if ((await countContainers(db, query)) === 0) return null;
  const rows = cursorRecords(db, selectContainers(db, query), containerFields);
  return streamXlsx(
    'Container',
    exportColumns(CONTAINER_EXPORT, locale),
    mapRows(rows, (row) => toContainerRow(row, config)),
  );
}
