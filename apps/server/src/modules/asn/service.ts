import type { AsnCreateListBody, AsnDetail, AsnQuery, AsnRow } from '@portal/contract/asn';
import type { RecordsPage } from '@portal/contract/common';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { asnHeaders } from '../../db/schema/index.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { notFound } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { countKey, rememberedCount } from '../../platform/lists/count-memo.ts';
import { daySeek } from '../../platform/lists/day-seek.ts';
import { idsOf } from '../../platform/lists/key-seek.ts';
import { readPageOfIds } from '../../platform/lists/keyset-page.ts';
import { anchorKey } from '../../platform/lists/page-anchors.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import { partiesIdQuery } from '../../platform/lists/parties-id-query.ts';
import { orderSql, sortKeys } from '../../platform/lists/sort-keys.ts';
import { detailLinesOf, packagesOf } from './asn-repo.ts';
import { checkLineSelection } from './asn-rules.ts';
import { receiptsToShip } from './gr-lines-repo.ts';
import { checkReceiptSelection, receivedPerLine } from './gr-selection.ts';
import {
  ASN_ORDER_KEYS,
  ASN_SORT,
  asnBuyer,
  asnCondition,
  asnScope,
  asnSupplier,
  selectHeaders,
} from './header-view.ts';
import { asnCountsKept, asnDays, createdOn, keptAsnCount } from './kept-counts.ts';
import { asnMessages as messages } from './messages.ts';
import { packingOf, qtyPerPackageOfParts } from './packaging-proposal.ts';
import { partiesOf } from './parties.ts';
import { type AsnScheduleLine, scheduleLinesIn } from './schedule-lines-repo.ts';

export async function asnPage(
  db: Queryable,
  query: AsnQuery,
  scope: DataScope,
  locale: Locale,
): Promise<RecordsPage<AsnRow>> {
  const condition = asnCondition(query, scope);
  const keys = sortKeys(ASN_SORT, query, ASN_ORDER_KEYS);
  const fromHeaders = () =>
    db
      .select({ id: asnHeaders.id })
      .from(asnHeaders)
      .innerJoin(asnSupplier, eq(asnSupplier.id, asnHeaders.supplierCompanyId))
      .innerJoin(asnBuyer, eq(asnBuyer.id, asnHeaders.buyerCompanyId))
      .where(condition);
  const tables = ['asn_headers', 'asn_details', 'delivery_schedule_headers', 'security_checks', 'companies'];
  const kept = asnCountsKept(query, scope);
  const idQuery = partiesIdQuery(db, {
    table: asnHeaders,
    id: asnHeaders.id,
    buyer: { company: asnBuyer, column: asnHeaders.buyerCompanyId },
    supplier: { company: asnSupplier, column: asnHeaders.supplierCompanyId },
    condition,
  });
  const ids = idsOf(db, keys, idQuery);
  const { rows, total } = await readPageOfIds(db, query, {
    key: anchorKey('asns', query, scope),
    tables,
    keys,
    count: () =>
      rememberedCount(db, countKey('asns', query, scope), tables, async (snapshot) => {
        if (kept) return keptAsnCount(snapshot, scope);
        const [row] = await snapshot.select({ value: count() }).from(fromHeaders().as('matching'));
        return row?.value ?? 0;
      }),
    ids,
    rows: (ids) =>
      selectHeaders(db, locale)
        .where(inArray(asnHeaders.id, ids))
        .orderBy(...orderSql(keys)),
    // a deep page of the unfiltered history, newest first, from the first or last ASN of its day
    seek: kept && !query.sortName ? daySeek(db, asnDays(scope), ids, createdOn) : undefined,
    idQuery,
  });
  return { records: rows, total, pages: pageCount(total, query.size) };
}

/** queryAsnDetail: header, lines and packages of one of the caller's ASNs. */
export async function asnDetail(
  db: Queryable,
  id: number,
  scope: DataScope,
  locale: Locale,
): Promise<AsnDetail> {
  const [asnHeader] = await selectHeaders(db, locale).where(and(eq(asnHeaders.id, id), asnScope(scope)));
  if (!asnHeader) throw notFound(messages.asnMissing);
  // one after the other: after a save `db` is the transaction, one connection that runs one query at a time
  const asnDetails = await detailLinesOf(db, id);
  const asnPackages = await packagesOf(db, id);
  return { asnHeader, asnDetails, asnPackages };
}

/**
 * asnCreateList: the wizard's first data for a new ASN, from schedule lines of one plant (each proposing
 * its unshipped quantity) or from goods receipts (each shipped on its order line's open schedule line).
 */
export async function newAsnFromLines(
  db: Queryable,
  body: AsnCreateListBody,
  scope: DataScope,
  locale: Locale,
): Promise<AsnDetail> {
  if (body.scheduleDetailVos.length === 0) return newAsnFromReceipts(db, body.grIds ?? [], scope, locale);
  const ids = body.scheduleDetailVos.map((vo) => vo.deliveryScheduleDetailId);
  const lines = await scheduleLinesIn(db, ids, scope);
  checkLineSelection(ids, lines);
  return newAsnOf(db, lines, new Map(), locale);
}

/**
 * GR to ASN (spec 2 §2, §5): what the receipts of each order line received, spread over its open schedule
 * lines earliest first (each at most what it may still ship). The ASN lines link to schedule lines like any ASN's, so sending it
 * ships that quantity on the schedule; the receipts come back with the first save and are linked then.
 */
async function newAsnFromReceipts(
  db: Queryable,
  grIds: readonly number[],
  scope: DataScope,
  locale: Locale,
): Promise<AsnDetail> {
  const receipts = await receiptsToShip(db, grIds, scope);
  const open = await scheduleLinesIn(db, checkReceiptSelection(grIds, receipts), scope);
  const proposed = receivedPerLine(receipts, open);
  // the lines the received quantity reaches; the later ones of an order line stay for later deliveries
  const lines = open.filter((line) => proposed.has(line.id));
  checkLineSelection(
    lines.map((line) => line.id),
    lines,
    { ofReceipts: true },
  );
  const draft = await newAsnOf(db, lines, proposed, locale);
  return { ...draft, grIds: receipts.map((receipt) => receipt.grId) };
}

/** The wizard's data of a new ASN over `lines`; `proposed` overrides a line's proposed quantity. */
async function newAsnOf(
  db: Queryable,
  lines: readonly AsnScheduleLine[],
  proposed: ReadonlyMap<number, string>,
  locale: Locale,
): Promise<AsnDetail> {
  const [first] = lines;
  if (!first) throw notFound(messages.linesMissing);
  const parties = await partiesOf(db, {
    buyerCompanyId: first.buyerCompanyId,
    supplierCompanyId: first.supplierCompanyId,
    shipToPlantCode: first.shipToPlant,
  });
  const status = locale === 'cn' ? '草稿' : locale === 'th' ? 'ฉบับร่าง' : 'Draft';
  const perPackage = await qtyPerPackageOfParts(
    db,
    first,
    lines.map((line) => line.partNo),
  );
  return {
    asnHeader: {
      ...parties.header,
      asnHeaderId: null,
      asnNo: null,
      invoiceNo: null,
      status: 'Draft',
      i18nStatus: status,
      createTime: '',
      dispatchTimeStr: null,
      planArrivalTimeStr: null,
      timeZone: parties.timeZone,
      carrierCode: null,
      carrierName: null,
      carrierAddress: null,
      plateNo: null,
      netWeight: null,
      grossWeight: null,
      noOfPallet: null,
      volume: null,
      shipMethod: null,
      isCreateInvoice: parties.isCreateInvoice,
      isCreateLabel: parties.isCreateLabel,
      ackRemarks: null,
      uploadDocFlag: 'N',
    },
    asnDetails: lines.map((line) => {
      const asnQty = proposed.get(line.id) ?? line.unshippedQty;
      return { ...newLineOf(line, asnQty), ...packingOf(asnQty, perPackage.get(line.partNo)) };
    }),
    asnPackages: [],
  };
}

/** A wizard line of a new ASN shipping `asnQty` of a schedule line (packing proposed by the caller). */
function newLineOf(line: AsnScheduleLine, asnQty: string) {
  return {
    asnDetailId: null,
    deliveryScheduleDetailId: line.id,
    orderNo: line.orderNo,
    lineNo: line.lineNo,
    partNo: line.partNo,
    partDesc: line.partDesc,
    unshippedQty: line.unshippedQty,
    maxAsnQty: line.allowedLeft,
    asnQty,
    uom: line.unit,
    lotSizeQty: null,
    lotNo: null,
    productionDateStr: null,
    oriAsnItemNo: null,
    packQty: null,
    packQtyPerPallet: null,
  };
}
