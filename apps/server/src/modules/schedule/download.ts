import type { ScheduleDownloadQuery } from '@portal/contract/schedule';
import type { Database } from '../../db/client.ts';
import { streamQuery } from '../../db/stream-query.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { notFound } from '../../platform/http/app-error.ts';
import { type FileResult, xlsxFile } from '../../platform/http/route.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { platformMessages } from '../../platform/i18n/platform-messages.ts';
import { streamXlsx } from '../../platform/xlsx/export.ts';
import { allDetails, type DetailRecord, detailFields } from './detail-repo.ts';
import { downloadColumns } from './download-columns.ts';

/**
 * DeliverySchedule.xlsx: every line the filters match, in the screen's order, streamed from a cursor.
 * Nothing to download answers a message instead of an empty file.
 */
export async function downloadSchedule(
  db: Database,
  query: ScheduleDownloadQuery,
  scope: DataScope,
  locale: Locale,
  fileName: string,
): Promise<FileResult> {
  const [first] = await allDetails(db, query, scope, locale).limit(1);
  if (!first) throw notFound(platformMessages.nothingToDownload);
  const keys = Object.keys(detailFields(locale)) as (keyof DetailRecord & string)[];
  const rows = streamQuery<DetailRecord>(db, allDetails(db, query, scope, locale), keys);
  return xlsxFile(fileName, streamXlsx('DeliverySchedule', downloadColumns(locale), rows));
}
