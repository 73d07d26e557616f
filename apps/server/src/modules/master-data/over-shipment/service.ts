import { type DataPage, ReplyCode } from '@portal/contract/common';
import type {
  OverShippedDownloadQuery,
  OverShippedQuery,
  OverShippedRow,
  SaveOverShipped,
} from '@portal/contract/master-data';
import type { Database, Queryable } from '../../../db/client.ts';
import type { DataScope } from '../../../platform/access/data-scope.ts';
import type { SessionUser } from '../../../platform/auth/session-user.ts';
import { AppError } from '../../../platform/http/app-error.ts';
import type { Locale } from '../../../platform/i18n/locale.ts';
import { cursorRecords } from '../../../platform/lists/cursor-rows.ts';
import { offsetOf } from '../../../platform/lists/paging.ts';
import { streamXlsx } from '../../../platform/xlsx/export.ts';
import { exportColumns } from '../../../platform/xlsx/sheet-fields.ts';
import { masterDataMessages as messages } from '../messages.ts';
import { dataPageOf } from '../page.ts';
import { OVER_SHIPPED_EXPORT } from './over-shipped-sheet.ts';
import { countOverShipped, overShippedFields, selectOverShipped, updateOverShipped } from './repo.ts';
import { storedOverShipped } from './stored-values.ts';

/** POST /supplierOverShippedInfo/query */
export async function overShippedPage(
  db: Queryable,
  scope: DataScope,
  query: OverShippedQuery,
): Promise<DataPage<OverShippedRow>> {
  const [total, rows] = await Promise.all([
    countOverShipped(db, scope, query),
    selectOverShipped(db, scope, query).limit(query.size).offset(offsetOf(query)),
  ]);
  return dataPageOf(rows, total, query.size);
}

/** GET|POST /supplierOverShippedInfo/download (Supplier.xlsx); null when nothing matches. */
export async function overShippedExport(
  db: Database,
  scope: DataScope,
  query: OverShippedDownloadQuery,
  locale: Locale,
) {
  if ((await countOverShipped(db, scope, query)) === 0) return null;
  const rows = cursorRecords(db, selectOverShipped(db, scope, query), overShippedFields);
  return streamXlsx('Supplier', exportColumns(OVER_SHIPPED_EXPORT, locale), rows);
}

/** POST /supplierOverShippedInfo/update: one pair's settings, for a buyer company the user maintains. */
export async function saveOverShipped(
  db: Queryable,
  user: SessionUser,
  buyerCompanyIds: number[],
  body: SaveOverShipped,
): Promise<void> {
  const values = { ...storedOverShipped(body), updatedBy: user.userCode };
  if (await updateOverShipped(db, buyerCompanyIds, body, values)) return;
  throw new AppError(ReplyCode.notFound, messages.overShippedMissing, {
    buyerCompanyCode: body.buyerCompanyCode,
    supplierCode: body.supplierCode,
  });
}
