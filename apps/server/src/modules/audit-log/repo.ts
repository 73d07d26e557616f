import type { AuditLogDownloadQuery, AuditLogQuery, AuditRecordType } from '@portal/contract/audit-log';
import { and, count, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { auditEntries, type StoredChange, users } from '../../db/schema/index.ts';
import { filterDateToIso } from '../../platform/dates.ts';
import { type AppendOnlyTable, appendedCount } from '../../platform/lists/appended-count.ts';
import { countKey } from '../../platform/lists/count-memo.ts';
import { keyedIds } from '../../platform/lists/keyset.ts';
import { readPageOfIds } from '../../platform/lists/keyset-page.ts';
import { containsPattern } from '../../platform/lists/like.ts';
import { anchorKey } from '../../platform/lists/page-anchors.ts';
import type { SortWhitelist } from '../../platform/lists/paging.ts';
import { descending, orderSql, type SortKey, sortKeys } from '../../platform/lists/sort-keys.ts';

/** Display fields sort by the stored values behind them. */
const sortable: SortWhitelist = {
  changedAt: auditEntries.changedAt,
  actor: auditEntries.actor,
  recordTypeView: auditEntries.recordType,
  recordKey: auditEntries.recordKey,
};

/** Entries are only ever added: a list's total grows by the entries committed since it was counted. */
const AUDIT_ENTRIES: AppendOnlyTable = { table: auditEntries, txId: auditEntries.txId };

/** Newest first when the user has not sorted. */
const TIE_BREAKERS = [descending(auditEntries.changedAt), descending(auditEntries.id)];

/** Start of a filter day (yyyyMMdd) in the display time zone, as an instant; `days` later for the end. */
function dayStart(yyyymmdd: string, timeZone: string, days = 0): SQL {
  return sql`((${filterDateToIso(yyyymmdd)}::date + ${days}::int)::timestamp at time zone ${timeZone})`;
}

/**
 * A buyer reads the entries of its companies' records and of records that belong to no buyer company
 * (users, roles, containers, supplier companies).
 */
export function ofBuyerCompanies(buyerCompanyIds: readonly number[]): SQL | undefined {
  const own =
    buyerCompanyIds.length > 0 ? inArray(auditEntries.buyerCompanyId, [...buyerCompanyIds]) : undefined;
  return or(isNull(auditEntries.buyerCompanyId), own);
}

function filtersOf(query: AuditLogDownloadQuery, timeZone: string, buyerCompanyIds: readonly number[]) {
  const { changedAt } = auditEntries;
  return and(
    ofBuyerCompanies(buyerCompanyIds),
    query.actor ? ilike(auditEntries.actor, containsPattern(query.actor)) : undefined,
    query.recordType ? eq(auditEntries.recordType, query.recordType) : undefined,
    query.recordKey ? ilike(auditEntries.recordKey, containsPattern(query.recordKey)) : undefined,
    query.dateStart ? sql`${changedAt} >= ${dayStart(query.dateStart, timeZone)}` : undefined,
    // the end day counts whole: up to the start of the next day
    query.dateEnd ? sql`${changedAt} < ${dayStart(query.dateEnd, timeZone, 1)}` : undefined,
  );
}

/** What an entry shows; the actor's name from the users (ERP and system are no users). */
export const entryFields = {
  id: auditEntries.id,
  changedAt: auditEntries.changedAt,
  actor: auditEntries.actor,
  actorName: users.userName,
  recordType: auditEntries.recordType,
  recordId: auditEntries.recordId,
  recordKey: auditEntries.recordKey,
  subjectType: auditEntries.subjectType,
  subjectKey: auditEntries.subjectKey,
  action: auditEntries.action,
  changes: sql<StoredChange[]>`audit_readable(${auditEntries.changes})`,
  summary: auditEntries.summary,
};

function entries(db: Queryable) {
  return db.select(entryFields).from(auditEntries).leftJoin(users, eq(users.userCode, auditEntries.actor));
}
export type StoredEntry = Awaited<ReturnType<typeof entries>>[number];

async function countEntries(db: Queryable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ value: count() }).from(auditEntries).where(where);
  return row?.value ?? 0;
}

/** A page of the Audit Log with its total: the page's ids first (read from the nearest known row), then rows. */
export function pageOfEntries(
  db: Queryable,
  query: AuditLogQuery,
  timeZone: string,
  buyerCompanyIds: readonly number[],
) {
  const keys = sortKeys(sortable, query, TIE_BREAKERS);
  const where = filtersOf(query, timeZone, buyerCompanyIds);
  const filters = { ...query, timeZone };
  const scope = { buyerCompanyIds };
  return readPageOfIds(db, query, {
    key: anchorKey('audit log', filters, scope),
    tables: ['audit_entries'],
    keys,
    count: () => appendedCount(db, countKey('audit log', filters, scope), AUDIT_ENTRIES, where),
    ids: (window, from) =>
      keyedIds(db, keys, window.reversed, (keyColumns, order) =>
        db
          .select({ id: auditEntries.id, ...keyColumns })
          .from(auditEntries)
          .where(and(where, from))
          .orderBy(...order)
          .limit(window.limit)
          .offset(window.offset),
      ),
    rows: (ids) =>
      entries(db)
        .where(inArray(auditEntries.id, ids))
        .orderBy(...orderSql(keys)),
  });
}

/** The Audit Log's rows for a download, in the list's order (a query for a cursor). */
export function orderedEntries(
  db: Database,
  query: AuditLogDownloadQuery,
  timeZone: string,
  buyerCompanyIds: readonly number[],
) {
  const keys: SortKey[] = sortKeys(sortable, query, TIE_BREAKERS);
  return entries(db)
    .where(filtersOf(query, timeZone, buyerCompanyIds))
    .orderBy(...orderSql(keys));
}

/** One record's entries, newest first, narrowed by the caller's scope (`visible`). */
export async function timelineOf(
  db: Queryable,
  recordTypes: readonly AuditRecordType[],
  recordId: number,
  visible: SQL | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(
    inArray(auditEntries.recordType, [...recordTypes]),
    eq(auditEntries.recordId, recordId),
    visible,
  );
  const [total, rows] = await Promise.all([
    countEntries(db, where),
    entries(db)
      .where(where)
      .orderBy(...orderSql(TIE_BREAKERS))
      .limit(page.limit)
      .offset(page.offset),
  ]);
  return { total, rows };
}
