import type { RecordsPage } from '@portal/contract/common';
import type {
  ScheduleCommentBody,
  ScheduleDetailQuery,
  ScheduleDetailRow,
  ScheduleHeaderQuery,
  ScheduleHeaderRow,
} from '@portal/contract/schedule';
import type { Database, Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { countKey, rememberedCount } from '../../platform/lists/count-memo.ts';
import { readPageOfIds } from '../../platform/lists/keyset-page.ts';
import { anchorKey } from '../../platform/lists/page-anchors.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import {
  countDetails,
  detailIdsOf,
  detailOrderKeys,
  detailPartIds,
  detailSeek,
  detailsOf,
} from './detail-repo.ts';
import { countHeaders, headerIdsIn, headerOrderKeys, headerSeek, headersOf } from './header-repo.ts';
import { headerInScope, setComments } from './lines-repo.ts';
import { scheduleMessages as messages } from './messages.ts';

/** What the schedule lists' counts read: a change to any of them counts again. */
const SCHEDULE_TABLES = ['delivery_schedule_headers', 'delivery_schedule_details', 'companies'];

export async function headerPage(
  db: Queryable,
  query: ScheduleHeaderQuery,
  scope: DataScope,
): Promise<RecordsPage<ScheduleHeaderRow>> {
  const { rows, total } = await readPageOfIds(db, query, {
    key: anchorKey('schedule headers', query, scope),
    tables: SCHEDULE_TABLES,
    keys: headerOrderKeys(query),
    count: () =>
      rememberedCount(db, countKey('schedule headers', query, scope), SCHEDULE_TABLES, (snapshot) =>
        countHeaders(snapshot, query, scope),
      ),
    ids: (window, from) => headerIdsIn(db, query, scope, window, from),
    rows: (ids) => headersOf(db, query, ids),
    seek: headerSeek(db, query, scope),
  });
  return { records: rows, total, pages: pageCount(total, query.size) };
}

export async function detailPage(
  db: Queryable,
  query: ScheduleDetailQuery,
  scope: DataScope,
  locale: Locale,
): Promise<RecordsPage<ScheduleDetailRow>> {
  const { rows, total } = await readPageOfIds(db, query, {
    key: anchorKey('schedule lines', query, scope),
    tables: SCHEDULE_TABLES,
    keys: detailOrderKeys(query),
    count: () =>
      rememberedCount(db, countKey('schedule lines', query, scope), SCHEDULE_TABLES, (snapshot) =>
        countDetails(snapshot, query, scope),
      ),
    ids: detailIdsOf(db, query, scope),
    rows: (ids) => detailsOf(db, query, locale, ids),
    seek: detailSeek(db, query, scope),
    partIds: detailPartIds(db, query, scope),
  });
  return { records: rows, total, pages: pageCount(total, query.size) };
}

/** Either side may note comments on a release header of its own. */
export async function commentHeader(
  db: Database,
  user: SessionUser,
  scope: DataScope,
  body: ScheduleCommentBody,
) {
  await db.transaction(async (tx) => {
    if (!(await headerInScope(tx, body.deliveryScheduleHeaderId, scope)))
      throw notFound(messages.headerMissing);
    await setComments(tx, body.deliveryScheduleHeaderId, body.comments, user);
  });
}
