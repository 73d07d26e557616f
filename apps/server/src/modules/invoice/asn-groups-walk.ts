import type { InvoiceAsnQuery } from '@portal/contract/invoice';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { asnHeaders, goodsReceipts } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import type { PageWindow } from '../../platform/lists/page-window.ts';
import { descending, orderSql, sortKeys } from '../../platform/lists/sort-keys.ts';
import { openGroups } from './open-asn-groups.ts';

/**
 * The sorts by a column of the ASN header that an index of asn_headers reads in order, with the id (so
 * the walk reads the index alone): the ASN number, and the release time (ties of a time are few, so where
 * the id runs against the index they are sorted among themselves as they come). Status and plant have a
 * handful of values: their ties (the ASN id descending) would need an index per direction, so those sorts
 * group every open receipt.
 */
const WALKED = {
  asnNo: asnHeaders.asnNo,
  releaseTimeStr: asnHeaders.submittedAt,
} as const;

type WalkedSort = keyof typeof WALKED;

/**
 * How many ASNs a walk reads at most (about 40 ms of index reads). Where open receipts are scarce (a
 * supplier's, the write-off ones) the walk stops there and the page groups every open receipt instead.
 */
export const WALKED_ASNS = 25_000;

/**
 * The deepest window a walk is tried for: one ending past it would need more than one ASN in twenty of
 * those the walk reads to have open receipts, so the walk would mostly be read in vain before the grouping.
 */
const WALKED_ROWS = WALKED_ASNS / 20;

/** The sort of the query when its window is read by walking the ASNs. */
export function walkedSort(query: InvoiceAsnQuery, window: PageWindow): WalkedSort | undefined {
  if (window.offset + window.limit > WALKED_ROWS) return undefined;
  return query.sortName === 'asnNo' || query.sortName === 'releaseTimeStr' ? query.sortName : undefined;
}

/**
 * The keys of a page's groups read by walking the ASNs in the sort's order (mirrored when reversed), at
 * most WALKED_ASNS of them, each ASN's open receipts grouped through the receipts' index that has the ASN
 * first. The order is the list's (the sort, then the ASN id descending, then buyer and supplier), so the
 * groups of the ASNs walked are the list's first groups: when they fill the window it is the list's page.
 * One ASN may hold receipts of more than one buyer or supplier; each is a group of its own, as in the list.
 */
export function walkedKeys(
  db: Queryable,
  query: InvoiceAsnQuery,
  scope: DataScope,
  window: PageWindow,
  sort: WalkedSort,
) {
  const walked = db
    .select({ id: asnHeaders.id, sortValue: sql`${WALKED[sort]}`.as('sort_value') })
    .from(asnHeaders)
    .orderBy(...orderSql(sortKeys(WALKED, query, [descending(asnHeaders.id)]), window.reversed))
    .limit(WALKED_ASNS)
    .as('walked');
  const groups = openGroups(db, query, scope, 'walked_groups', {
    only: eq(goodsReceipts.asnHeaderId, walked.id),
  });
  const order = sortKeys({ [sort]: walked.sortValue }, query, [
    descending(groups.asnHeaderId),
    descending(groups.buyerId),
    descending(groups.supplierId),
  ]);
  return db
    .select({ asnHeaderId: groups.asnHeaderId, buyerId: groups.buyerId, supplierId: groups.supplierId })
    .from(walked)
    .crossJoinLateral(groups)
    .orderBy(...orderSql(order, window.reversed))
    .limit(window.limit)
    .offset(window.offset);
}
