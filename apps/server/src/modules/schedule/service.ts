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
import { pageCount } from '../../platform/lists/paging.ts';
import { countDetails, pageOfDetails } from './detail-repo.ts';
import { countHeaders, pageOfHeaders } from './header-repo.ts';
import { headerInScope, setComments } from './lines-repo.ts';
import { scheduleMessages as messages } from './messages.ts';

export async function headerPage(
  db: Queryable,
  query: ScheduleHeaderQuery,
  scope: DataScope,
): Promise<RecordsPage<ScheduleHeaderRow>> {
  const [total, records] = await Promise.all([
    countHeaders(db, query, scope),
    pageOfHeaders(db, query, scope),
  ]);
  return { records, total, pages: pageCount(total, query.size) };
}

export async function detailPage(
  db: Queryable,
  query: ScheduleDetailQuery,
  scope: DataScope,
  locale: Locale,
): Promise<RecordsPage<ScheduleDetailRow>> {
  const [total, records] = await Promise.all([
    countDetails(db, query, scope),
    pageOfDetails(db, query, scope, locale),
  ]);
  return { records, total, pages: pageCount(total, query.size) };
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
