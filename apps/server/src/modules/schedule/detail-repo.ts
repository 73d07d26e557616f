import type { ScheduleDetailQuery, ScheduleFilter } from '@portal/contract/schedule';
import { and, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Queryable } from '../../db/client.ts';
import { scheduleDetails, scheduleHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { labelIn, propertyNames, propertyOf } from '../../platform/i18n/property-label.ts';
import { daySeek } from '../../platform/lists/day-seek.ts';
import { keyedIds } from '../../platform/lists/keyset.ts';
import type { PageWindow } from '../../platform/lists/page-window.ts';
import { offsetOf } from '../../platform/lists/paging.ts';
import { partIds, partSeek } from '../../platform/lists/part-seek.ts';
import { ascending, descending, orderSql, type SortKey, sortKeys } from '../../platform/lists/sort-keys.ts';
import { DOWNLOAD_COLUMNS, type DownloadField } from './download-columns.ts';
import { HEADER_SORT } from './header-repo.ts';
import { dayCounts, flagOnly, keepsTotal, keptCount } from './kept-counts.ts';
import {
  buyerCompany,
  headerCondition,
  lineCondition,
  scopeCondition,
  supplierCompany,
} from './schedule-filter.ts';
import { sortValueParts } from './sort-counts.ts';

const statusNames = propertyNames('status_names');
const typeNames = propertyNames('type_names');

/** Display fields of the detail table and the columns they sort by (i18nStatus sorts by releaseStatus). */
const DETAIL_SORT: Readonly<Record<string, PgColumn>> = {
  i18nStatus: scheduleDetails.releaseStatus,
  lineNo: scheduleHeaders.lineNo,
  partNo: scheduleHeaders.partNo,
  partDesc: scheduleHeaders.partDesc,
  type: scheduleDetails.scheduleType,
  deliveryDateStr: scheduleDetails.deliveryDate,
  deliveryTimeStr: scheduleDetails.deliveryTime,
  requestQty: scheduleDetails.requestQty,
  asnQty: scheduleDetails.asnQty,
  unshippedQty: scheduleDetails.unshippedQty,
  cumQty: scheduleDetails.cumQty,
  cumReceivedQty: scheduleDetails.cumReceivedQty,
  cumNetQty: scheduleDetails.cumNetQty,
};

/**
 * Unsorted lines of several headers come in the header table's own order (newest release first, see
 * HEADER_ORDER_KEYS), each header's lines by delivery.
 */
const DETAIL_ORDER_KEYS = [
  descending(scheduleHeaders.releaseDate),
  // the header's id (equal to the line's header id): a keyset read then seeks in the header index
  descending(scheduleHeaders.id),
  ascending(scheduleDetails.deliveryDate),
  ascending(scheduleDetails.deliveryTime),
  ascending(scheduleDetails.id),
];

/**
 * A schedule line as the screens and the download show it, with its release (the detail table shows lines
 * of several releases; the screen's reply drops what its row does not name); labels in the caller's language.
 */
export function detailFields(locale: Locale) {
  return {
    releaseNo: scheduleHeaders.releaseNo,
    orderNo: scheduleHeaders.orderNo,
    buyerCompanyCode: buyerCompany.companyCode,
    shipToPlant: scheduleHeaders.shipToPlant,
    supplierCode: supplierCompany.companyCode,
    supplierName: supplierCompany.companyName,
    releaseDateStr: sql<string>`${scheduleHeaders.releaseDate}::text`,
    model: scheduleHeaders.model,
    deliveryScheduleDetailId: scheduleDetails.id,
    deliveryScheduleHeaderId: scheduleDetails.headerId,
    releaseStatus: scheduleDetails.releaseStatus,
    i18nStatus: sql<string>`coalesce(${labelIn(statusNames, locale)}, ${scheduleDetails.releaseStatus})`,
    lineNo: scheduleHeaders.lineNo,
    partNo: scheduleHeaders.partNo,
    partDesc: scheduleHeaders.partDesc,
    scheduleType: scheduleDetails.scheduleType,
    type: sql<string>`coalesce(${labelIn(typeNames, locale)}, ${scheduleDetails.scheduleType})`,
    deliveryDateStr: sql<string>`${scheduleDetails.deliveryDate}::text`,
    deliveryTimeStr: scheduleDetails.deliveryTime,
    timeZone: buyerCompany.timeZone,
    requestQty: scheduleDetails.requestQty,
    bucket: scheduleDetails.bucket,
    reference: scheduleDetails.reference,
    asnQty: scheduleDetails.asnQty,
    unshippedQty: sql<string>`${scheduleDetails.unshippedQty}`,
    unit: sql<string>`coalesce(${scheduleHeaders.unit}, '')`,
    cumQty: scheduleDetails.cumQty,
    cumReceivedQty: scheduleDetails.cumReceivedQty,
    cumNetQty: scheduleDetails.cumNetQty,
    lastReceivedQty: scheduleDetails.lastReceivedQty,
    lastDespatchAsnNo: scheduleDetails.lastDespatchAsnNo,
    confirmStatus: scheduleDetails.confirmStatus,
  };
}

/**
 * Lines of one header (its line filters apply) or, without a header, of every header the filters match;
 * always inside the caller's scope.
 */
export function detailCondition(
  query: ScheduleFilter & { deliveryScheduleHeaderId?: number },
  scope: DataScope,
): SQL | undefined {
  if (query.deliveryScheduleHeaderId === undefined)
    return and(headerCondition(query, scope), lineCondition(query));
  return and(
    scopeCondition(scope),
    eq(scheduleDetails.headerId, query.deliveryScheduleHeaderId),
    lineCondition(query),
  );
}

/**
 * The fields DeliverySchedule.xlsx writes, and only those: every field read costs the download per row (a
 * million rows read 11 fields fewer). Dates and decimals come as text, as the sheet writes them.
 */
export function downloadFields(locale: Locale): Pick<ReturnType<typeof detailFields>, DownloadField> {
  const all = detailFields(locale);
  // the select's keys in the columns' order: COPY writes the fields in that order
  return Object.fromEntries(DOWNLOAD_COLUMNS.map(({ field }) => [field, all[field]])) as Pick<
    typeof all,
    DownloadField
  >;
}

/** Lines joined with what their columns and filters read: header, supplier, buyer, option labels. */
function selectDetails(db: Queryable, locale: Locale) {
  return db
    .select(detailFields(locale))
    .from(scheduleDetails)
    .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
    .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
    .leftJoin(statusNames, propertyOf(statusNames, 'scheduleStatus', scheduleDetails.releaseStatus))
    .leftJoin(typeNames, propertyOf(typeNames, 'scheduleType', scheduleDetails.scheduleType))
    .$dynamic();
}

/** Whether the kept counts hold the list's lines: every line of the flag in the caller's scope. */
function countsKept(query: ScheduleDetailQuery, scope: DataScope): boolean {
  return keepsTotal(detailCondition(query, scope), detailCondition(flagOnly(query), scope), scope);
}

/**
 * The list's total: lines of every release of the flag, unfiltered, from the kept counts (2 M lines are
 * not counted again after each release); one release's or filtered lines by counting them.
 */
export async function countDetails(db: Queryable, query: ScheduleDetailQuery, scope: DataScope) {
  if (countsKept(query, scope)) return keptCount(db, scope, query.isLatest, 'lines');
  const [row] = await db
    .select({ value: count() })
    .from(scheduleDetails)
    .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
    .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
    .where(detailCondition(query, scope));
  return row?.value ?? 0;
}

/** The order of lines: the header sort first (lines of several headers), then the line sort. */
export function detailOrderKeys(
  query: Pick<ScheduleDetailQuery, 'headerSort' | 'headerSortName' | 'sort' | 'sortName'>,
): SortKey[] {
  const byHeader = sortKeys(HEADER_SORT, { sort: query.headerSort, sortName: query.headerSortName }, []);
  return [...byHeader, ...sortKeys(DETAIL_SORT, query, DETAIL_ORDER_KEYS)];
}

export function detailOrder(
  query: Pick<ScheduleDetailQuery, 'headerSort' | 'headerSortName' | 'sort' | 'sortName'>,
) {
  return orderSql(detailOrderKeys(query));
}

/**
 * The ids of a page window's lines with their sort key values (a narrow read in the list's order); `from`
 * narrows to the lines at or after a remembered line.
 */
export function detailIdsIn(
  db: Queryable,
  query: ScheduleDetailQuery,
  scope: DataScope,
  window: PageWindow,
  from?: SQL,
) {
  return keyedIds(db, detailOrderKeys(query), window.reversed, (keyColumns, order) =>
    db
      .select({ id: scheduleDetails.id, ...keyColumns })
      .from(scheduleDetails)
      .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
      .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
      .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
      .where(and(detailCondition(query, scope), from))
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
  );
}

/** The list's id read (IdPagedList's `ids`), for its page reads and seeks. */
export function detailIdsOf(db: Queryable, query: ScheduleDetailQuery, scope: DataScope) {
  return (window: PageWindow, from: SQL | undefined) => detailIdsIn(db, query, scope, window, from);
}

/** The parts of the unfiltered list re-sorted by a counted line field (sort-counts.ts), if it is so. */
function detailSortParts(db: Queryable, query: ScheduleDetailQuery, scope: DataScope) {
  if (!countsKept(query, scope) || query.headerSortName || !query.sortName) return undefined;
  const column = Object.hasOwn(DETAIL_SORT, query.sortName) ? DETAIL_SORT[query.sortName] : undefined;
  return column && sortValueParts(db, query, scope, column);
}

/**
 * Rows near a deep position of the unfiltered list, from the kept counts: per release day in its default
 * order (newest release first, day-seek.ts), per value and day when re-sorted by a counted line field.
 */
export function detailSeek(db: Queryable, query: ScheduleDetailQuery, scope: DataScope) {
  if (!countsKept(query, scope) || query.headerSortName) return undefined;
  const ids = detailIdsOf(db, query, scope);
  if (query.sortName) {
    const parts = detailSortParts(db, query, scope);
    return parts && partSeek(parts.holding, ids, parts.onPart);
  }
  return daySeek(db, dayCounts(scope, query.isLatest, 'lines'), ids, (releaseDate) =>
    eq(scheduleHeaders.releaseDate, releaseDate),
  );
}

/**
 * Any page of the unfiltered list re-sorted by a counted line field that one value and release date hold,
 * read among that value's and day's lines only: no index reads the lines in such an order (a field, then
 * newest release first), and sorting every line took 1.5-2 s at 2 M lines, the first page too.
 */
export function detailPartIds(db: Queryable, query: ScheduleDetailQuery, scope: DataScope) {
  // schedule_details_request_qty_idx reads the lines by quantity, then their releases: a keyset read is
  // quicker there than parts of a few lines each
  if (query.sortName === 'requestQty') return undefined;
  const parts = detailSortParts(db, query, scope);
  return parts && partIds(parts.holding, detailIdsOf(db, query, scope), parts.onPart);
}

/** The lines of these ids, in the list's order. */
export function detailsOf(db: Queryable, query: ScheduleDetailQuery, locale: Locale, ids: number[]) {
  return selectDetails(db, locale)
    .where(inArray(scheduleDetails.id, ids))
    .orderBy(...detailOrder(query));
}

/** The lines of a page window: their ids first, then their rows. */
export async function detailsIn(
  db: Queryable,
  query: ScheduleDetailQuery,
  scope: DataScope,
  locale: Locale,
  window: PageWindow,
) {
  const ids = await detailIdsIn(db, query, scope, window);
  if (ids.length === 0) return [];
  const rows = await detailsOf(
    db,
    query,
    locale,
    ids.map((row) => row.id),
  );
  return window.reversed ? rows.reverse() : rows;
}

export function pageOfDetails(db: Queryable, query: ScheduleDetailQuery, scope: DataScope, locale: Locale) {
  return detailsIn(db, query, scope, locale, { limit: query.size, offset: offsetOf(query), reversed: false });
}

type DetailListQuery = ScheduleFilter & Partial<ScheduleDetailQuery>;

/** The list's order for a query, its default sort where the query names none. */
function listOrder(query: DetailListQuery) {
  return detailOrder({ sort: query.sort ?? 'ASC', headerSort: query.headerSort ?? 'ASC', ...query });
}

/** Every matching line in the list's order, every field. */
export function allDetails(db: Queryable, query: DetailListQuery, scope: DataScope, locale: Locale) {
  return selectDetails(db, locale)
    .where(detailCondition(query, scope))
    .orderBy(...listOrder(query));
}

/**
 * Every matching line in the list's order with the download's fields only (it streams them); the joins of
 * `selectDetails`, which Drizzle cannot share between two field lists without losing the row type.
 */
export function downloadDetails(db: Queryable, query: DetailListQuery, scope: DataScope, locale: Locale) {
  return db
    .select(downloadFields(locale))
    .from(scheduleDetails)
    .innerJoin(scheduleHeaders, eq(scheduleHeaders.id, scheduleDetails.headerId))
    .innerJoin(supplierCompany, eq(supplierCompany.id, scheduleHeaders.supplierCompanyId))
    .innerJoin(buyerCompany, eq(buyerCompany.id, scheduleHeaders.buyerCompanyId))
    .leftJoin(statusNames, propertyOf(statusNames, 'scheduleStatus', scheduleDetails.releaseStatus))
    .leftJoin(typeNames, propertyOf(typeNames, 'scheduleType', scheduleDetails.scheduleType))
    .where(detailCondition(query, scope))
    .orderBy(...listOrder(query));
}

export type DetailRecord = Awaited<ReturnType<typeof allDetails>>[number];
