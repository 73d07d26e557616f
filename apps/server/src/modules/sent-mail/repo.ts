import type { SentMailQuery } from '@portal/contract/sent-mail';
import { and, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/lists/like.ts';
import { offsetOf, orderBy, type SortWhitelist } from '../../platform/lists/paging.ts';

const sortable: SortWhitelist = {
  createdAt: mailOutbox.createdAt,
  recipient: mailOutbox.recipient,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  sentAt: mailOutbox.sentAt,
};

/** Mails about the caller's buyer companies only (alerts always name their buyer). */
function filtersOf(query: SentMailQuery, buyerCompanyIds: number[]): SQL | undefined {
  return and(
    buyerCompanyIds.length > 0 ? inArray(mailOutbox.buyerCompanyId, buyerCompanyIds) : sql`false`,
    query.recipient ? ilike(mailOutbox.recipient, containsPattern(query.recipient)) : undefined,
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.kind ? eq(mailOutbox.kind, query.kind) : undefined,
  );
}

export async function countMails(db: Queryable, query: SentMailQuery, buyerCompanyIds: number[]) {
  const [row] = await db.select({ value: count() }).from(mailOutbox).where(filtersOf(query, buyerCompanyIds));
  return row?.value ?? 0;
}

export async function pageOfMails(db: Queryable, query: SentMailQuery, buyerCompanyIds: number[]) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      recipient: mailOutbox.recipient,
      locale: mailOutbox.locale,
      subject: mailOutbox.subject,
      textBody: mailOutbox.textBody,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
    })
    .from(mailOutbox)
    .where(filtersOf(query, buyerCompanyIds))
    .orderBy(...orderBy(sortable, query, [desc(mailOutbox.createdAt), desc(mailOutbox.id)]))
    .limit(query.size)
    .offset(offsetOf(query));
}
