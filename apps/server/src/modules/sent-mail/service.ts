import type { DataPage } from '@portal/contract/common';
import type { SentMailQuery, SentMailRow } from '@portal/contract/sent-mail';
import type { AppConfig } from '../../config.ts';
import type { Queryable } from '../../db/client.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { formatDateTime } from '../../platform/dates.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import { countMails, pageOfMails } from './repo.ts';

/** The outbox of the caller's buyer companies, newest first unless sorted otherwise. */
export async function sentMailPage(
  db: Queryable,
  config: AppConfig,
  user: SessionUser,
  query: SentMailQuery,
): Promise<DataPage<SentMailRow>> {
  const [total, rows] = await Promise.all([
    countMails(db, query, user.companyIds),
    pageOfMails(db, query, user.companyIds),
  ]);
  const time = (date: Date | null) => (date ? formatDateTime(date, config.displayTimeZone) : '');
  return {
    data: rows.map((row) => ({ ...row, createdAt: time(row.createdAt), sentAt: time(row.sentAt) })),
    total,
    pages: pageCount(total, query.size),
  };
}
