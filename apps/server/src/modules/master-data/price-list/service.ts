import type { RecordsPage } from '@portal/contract/common';
import type { PriceListDownloadQuery, PriceListQuery, PriceListRow } from '@portal/contract/master-data';
import type { AppConfig } from '../../../config.ts';
import type { Database, Queryable } from '../../../db/client.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import { formatDateTime } from '../../../platform/dates.ts';
import type { Locale } from '../../../platform/i18n/locale.ts';
import { cursorRecords, mapRows } from '../../../platform/lists/cursor-rows.ts';
import { pageCount } from '../../../platform/lists/paging.ts';
import { streamXlsx } from '../../../platform/xlsx/export.ts';
import { exportColumns } from '../../../platform/xlsx/sheet-fields.ts';
import { PRICE_EXPORT } from './price-sheet.ts';
import { countPrices, pageOfPrices, priceFields, selectPrices } from './repo.ts';

type StoredPrice = Omit<PriceListRow, 'inboundMsgDateStr'> & { inboundMsgAt: Date };

function toPriceRow({ inboundMsgAt, ...row }: StoredPrice, config: AppConfig): PriceListRow {
  return { ...row, inboundMsgDateStr: formatDateTime(inboundMsgAt, config.displayTimeZone) };
}

/** POST /partPrice/queryPartPriceList (a supplier sees the prices of its own price lists). */
export async function pricePage(
  db: Queryable,
  config: AppConfig,
  scope: DataScope,
  query: PriceListQuery,
): Promise<RecordsPage<PriceListRow>> {
  const { rows, total } = await pageOfPrices(db, scope, query);
  return {
    records: rows.map((row) => toPriceRow(row, config)),
    total,
    pages: pageCount(total, query.size),
  };
}

/** GET|POST /partPrice/download (PriceList Info.xlsx); null when nothing matches. */
export async function priceExport(
  db: Database,
  config: AppConfig,
  scope: DataScope,
  query: PriceListDownloadQuery,
  locale: Locale,
) {
  if ((await countPrices(db, scope, query)) === 0) return null;
  const rows = cursorRecords(db, selectPrices(db, scope, query), priceFields);
  return streamXlsx(
    'PriceList',
    exportColumns(PRICE_EXPORT, locale),
    mapRows(rows, (row) => toPriceRow(row, config)),
  );
}
