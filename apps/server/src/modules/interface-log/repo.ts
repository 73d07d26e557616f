import type { InterfaceLogQuery, MessageKind } from '@portal/contract/interface-log';
import { and, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { interfaceLogs } from '../../db/schema/index.ts';
import { updateStamp } from '../../platform/audit/audit-stamp.ts';
import type { SessionUser } from '../../platform/auth/session-user.ts';
import { filterDateToIso } from '../../platform/dates.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { countKey, rememberedCount } from '../../platform/lists/count-memo.ts';
import { keyedIds } from '../../platform/lists/keyset.ts';
import { readPageOfIds } from '../../platform/lists/keyset-page.ts';
import { containsPattern } from '../../platform/lists/like.ts';
import { anchorKey } from '../../platform/lists/page-anchors.ts';
import type { SortWhitelist } from '../../platform/lists/paging.ts';
import { descending, orderSql, sortKeys } from '../../platform/lists/sort-keys.ts';
import { invoiceStatusSql } from './invoice-status-sql.ts';

/** Display fields sort by the codes behind them (the labels follow the codes' order in every language). */
const sortable: SortWhitelist = {
  statusView: interfaceLogs.statusCode,
  wsTypeView: interfaceLogs.wsType,
  requestForward: interfaceLogs.direction,
  referenceNo: interfaceLogs.referenceNo,
  requestTime: interfaceLogs.requestTime,
  responseTime: interfaceLogs.responseTime,
};

/** Start of a filter day (yyyyMMdd) in the display time zone, as an instant; `days` later for the end. */
function dayStart(yyyymmdd: string, timeZone: string, days = 0): SQL {
  return sql`((${filterDateToIso(yyyymmdd)}::date + ${days}::int)::timestamp at time zone ${timeZone})`;
}

function filtersOf(query: InterfaceLogQuery, timeZone: string): SQL | undefined {
  const { requestTime } = interfaceLogs;
  return and(
    query.wsType ? eq(interfaceLogs.wsType, query.wsType) : undefined,
    query.referenceNo ? ilike(interfaceLogs.referenceNo, containsPattern(query.referenceNo)) : undefined,
    query.requestTimeStart ? sql`${requestTime} >= ${dayStart(query.requestTimeStart, timeZone)}` : undefined,
    // the end day counts whole: up to the start of the next day
    query.requestTimeEnd ? sql`${requestTime} < ${dayStart(query.requestTimeEnd, timeZone, 1)}` : undefined,
    query.status ? eq(interfaceLogs.statusCode, query.status) : undefined,
  );
}

/** What a list row shows: everything but the bodies, which may be a megabyte each. */
function rowFields(locale: Locale) {
  return {
    id: interfaceLogs.id,
    actionHistoryId: interfaceLogs.actionHistoryId,
    statusCode: interfaceLogs.statusCode,
    wsType: interfaceLogs.wsType,
    direction: interfaceLogs.direction,
    errorMessage: interfaceLogs.errorMessage,
    referenceNo: interfaceLogs.referenceNo,
    requestTime: interfaceLogs.requestTime,
    responseTime: interfaceLogs.responseTime,
    isRetry: interfaceLogs.isRetry,
    handleResult: interfaceLogs.handleResult,
    invoiceStatus: invoiceStatusSql(locale),
  };
}

export async function countLogs(db: Queryable, query: InterfaceLogQuery, timeZone: string) {
  const [row] = await db.select({ value: count() }).from(interfaceLogs).where(filtersOf(query, timeZone));
  return row?.value ?? 0;
}

/** Newest calls first when the user has not sorted. */
const TIE_BREAKERS = [descending(interfaceLogs.requestTime), descending(interfaceLogs.id)];

function logsWithIds(db: Queryable, locale: Locale, ids: number[]) {
  return db.select(rowFields(locale)).from(interfaceLogs).where(inArray(interfaceLogs.id, ids));
}

/** A page with the total: the page's ids first (read from the nearest known row), then their rows. */
export function pageOfLogs(db: Queryable, query: InterfaceLogQuery, timeZone: string, locale: Locale) {
  const keys = sortKeys(sortable, query, TIE_BREAKERS);
  const filters = { ...query, timeZone };
  return readPageOfIds(db, query, {
    key: anchorKey('interface log', filters, {}),
    tables: ['interface_logs'],
    keys,
    count: () =>
      rememberedCount(db, countKey('interface log', filters, {}), ['interface_logs'], (snapshot) =>
        countLogs(snapshot, query, timeZone),
      ),
    ids: (window, from) =>
      keyedIds(db, keys, window.reversed, (keyColumns, order) =>
        db
          .select({ id: interfaceLogs.id, ...keyColumns })
          .from(interfaceLogs)
          .where(and(filtersOf(query, timeZone), from))
          .orderBy(...order)
          .limit(window.limit)
          .offset(window.offset),
      ),
    rows: (ids) => logsWithIds(db, locale, ids).orderBy(...orderSql(keys)),
  });
}
export type StoredLogRow = Awaited<ReturnType<typeof logsWithIds>>[number];

/** One logged call with its bodies and who processed its result. */
export async function logById(db: Queryable, id: number, locale: Locale) {
  const [row] = await db
    .select({
      ...rowFields(locale),
      requestBody: interfaceLogs.requestBody,
      responseBody: interfaceLogs.responseBody,
      handledBy: interfaceLogs.handledBy,
      handledAt: interfaceLogs.handledAt,
    })
    .from(interfaceLogs)
    .where(eq(interfaceLogs.id, id));
  return row;
}

/** One body of a logged call (the other is not read); undefined when the call is not logged. */
export async function bodyOf(db: Queryable, id: number, kind: MessageKind) {
  const [row] = await db
    .select({ body: kind === 'req' ? interfaceLogs.requestBody : interfaceLogs.responseBody })
    .from(interfaceLogs)
    .where(eq(interfaceLogs.id, id));
  return row;
}

/** What deciding a resend needs. */
export async function resendFactsOf(db: Queryable, id: number) {
  const [row] = await db
    .select({
      direction: interfaceLogs.direction,
      wsType: interfaceLogs.wsType,
      statusCode: interfaceLogs.statusCode,
      isRetry: interfaceLogs.isRetry,
    })
    .from(interfaceLogs)
    .where(eq(interfaceLogs.id, id));
  return row;
}

/**
 * Marks the calls of a business action whose result waits for handling (handle_result N) as handled, by
 * whom and when; answers how many. One conditional update: of two people processing at once, one wins.
 */
export async function markHandled(
  db: Queryable,
  actionHistoryId: number,
  user: Pick<SessionUser, 'userCode'>,
) {
  const rows = await db
    .update(interfaceLogs)
    .set({ handleResult: 'Y', handledBy: user.userCode, handledAt: sql`now()`, ...updateStamp(user) })
    .where(and(eq(interfaceLogs.actionHistoryId, actionHistoryId), eq(interfaceLogs.handleResult, 'N')))
    .returning({ id: interfaceLogs.id });
  return rows.length;
}

export async function actionIsLogged(db: Queryable, actionHistoryId: number): Promise<boolean> {
  const rows = await db
    .select({ id: interfaceLogs.id })
    .from(interfaceLogs)
    .where(eq(interfaceLogs.actionHistoryId, actionHistoryId))
    .limit(1);
  return rows.length > 0;
}
