import { createHash } from 'node:crypto';
import type {
  ReleaseLineInput,
  ReleaseLineResult,
  ScheduleRelease,
  ScheduleReleaseResult,
} from '@portal/contract/erp-inbound';
import type { Database, Queryable } from '../../db/client.ts';
import { moveDraftLinesToRelease } from '../../modules/asn/draft-lines-repo.ts';
import { conflict, invalid } from '../../platform/http/app-error.ts';
import type { Locale } from '../../platform/i18n/locale.ts';
import { erpInboundMessages as messages } from './messages.ts';
import { alertSuppliersOfRelease } from './release-alerts.ts';
import { type ResolvedLine, resolveRelease } from './release-references.ts';
import {
  carryOverShipped,
  insertDetails,
  insertHeader,
  latestRelease,
  lockOrderLine,
  lockScheduleCounts,
  type OrderLineKey,
  receivedRelease,
  supersede,
} from './release-repo.ts';

const ERP_AUTHOR = 'ERP';

/** A digest of what the ERP said about one order line in one release (after validation, so spacing and number forms do not matter). */
function contentHashOf(release: ScheduleRelease, line: ReleaseLineInput): string {
  const { lines: _lines, ...head } = release;
  return createHash('sha256').update(JSON.stringify({ head, line })).digest('hex');
}

/** Later release date wins; on the same date the higher release number. */
function isNewer(release: ScheduleRelease, than: { releaseDate: string; releaseNo: string }): boolean {
  if (release.releaseDate !== than.releaseDate) return release.releaseDate > than.releaseDate;
  return release.releaseNo.localeCompare(than.releaseNo, 'en', { numeric: true }) > 0;
}

/**
 * Stores one order line of a release. A redelivery of the same content changes nothing; the same release
 * with different content is refused (the ERP must send a new release number). A newer release becomes the
 * latest and takes over what was shipped against the previous one; an older one arriving late is kept as
 * history only.
 */
async function storeLine(
  db: Queryable,
  release: ScheduleRelease,
  line: ReleaseLineInput,
  resolved: ResolvedLine,
  key: OrderLineKey,
): Promise<ReleaseLineResult> {
  const contentHash = contentHashOf(release, line);
  const result = (id: number, outcome: ReleaseLineResult['result'], isLatest: 'Y' | 'N') => ({
    orderNo: line.orderNo,
    lineNo: line.lineNo,
    deliveryScheduleHeaderId: id,
    result: outcome,
    isLatest,
  });
  await lockOrderLine(db, key);
  const received = await receivedRelease(db, release.releaseNo, line.orderNo, line.lineNo);
  if (received) {
    if (received.contentHash === contentHash) return result(received.id, 'unchanged', received.isLatest);
    throw conflict(messages.changedRedelivery, {
      releaseNo: release.releaseNo,
      orderNo: line.orderNo,
      lineNo: line.lineNo,
    });
  }
  const previous = await latestRelease(db, key);
  const becomesLatest = !previous || isNewer(release, previous);
  if (previous && becomesLatest) await supersede(db, previous.id);
  const headerId = await insertHeader(db, {
    releaseNo: release.releaseNo,
    orderNo: line.orderNo,
    lineNo: line.lineNo,
    partNo: line.partNo,
    partDesc: resolved.partDesc,
    buyerCompanyId: key.buyerCompanyId,
    shipToPlant: line.shipToPlant,
    supplierCompanyId: resolved.supplierCompanyId,
    releaseDate: release.releaseDate,
    isLatest: becomesLatest ? 'Y' : 'N',
    comments: line.comments ?? null,
    model: line.model ?? null,
    planner: line.planner ?? null,
    unit: line.unit ?? resolved.partUom,
    contentHash,
    createdBy: ERP_AUTHOR,
    updatedBy: ERP_AUTHOR,
  });
  await insertDetails(db, headerId, line.details);
  if (previous && becomesLatest) {
    await carryOverShipped(db, previous.id, headerId);
    await moveDraftLinesToRelease(db, previous.id, headerId, ERP_AUTHOR);
  }
  return result(headerId, 'created', becomesLatest ? 'Y' : 'N');
}

/**
 * Receives a release from the ERP: every code must resolve (else the whole release is refused with each
 * problem named), then all its order lines are stored in one transaction, in a fixed order so concurrent
 * deliveries lock order lines the same way round.
 */
export async function receiveRelease(
  db: Database,
  release: ScheduleRelease,
  locale: Locale,
): Promise<ScheduleReleaseResult> {
  return db.transaction(async (tx) => {
    const outcome = await resolveRelease(tx, release, locale);
    if ('errors' in outcome) {
      const first = outcome.errors[0];
      throw invalid(
        messages.refused,
        {
          releaseNo: release.releaseNo,
          count: outcome.errors.length,
          first: first ? `${first.field}: ${first.message}` : '',
        },
        outcome.errors,
      );
    }
    const { buyerCompanyId } = outcome.resolved;
    const order = release.lines
      .map((line, index) => ({ line, index, resolved: outcome.resolved.lines[index] }))
      .sort(
        (a, b) => a.line.orderNo.localeCompare(b.line.orderNo) || a.line.lineNo.localeCompare(b.line.lineNo),
      );
    await lockScheduleCounts(
      tx,
      buyerCompanyId,
      order.flatMap(({ resolved }) => (resolved ? [resolved.supplierCompanyId] : [])),
      order.map(({ line }) => line.orderNo),
    );
    const results: ReleaseLineResult[] = new Array(order.length);
    for (const { line, index, resolved } of order) {
      if (!resolved) continue;
      const key = { buyerCompanyId, orderNo: line.orderNo, lineNo: line.lineNo };
      results[index] = await storeLine(tx, release, line, resolved, key);
    }
    await alertSuppliersOfRelease(tx, release, buyerCompanyId, order, results);
    return { releaseNo: release.releaseNo, lines: results };
  });
}
