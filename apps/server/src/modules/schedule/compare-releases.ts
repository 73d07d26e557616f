import type { ReleaseComparison, ReleaseComparisonQuery } from '@portal/contract/schedule';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { invalid, notFound } from '../../platform/http/app-error.ts';
import { comparedLinesOf, orderLineOf, releasesOf } from './comparison-repo.ts';
import { scheduleMessages as messages } from './messages.ts';
import { compareReleaseLines } from './release-comparison.ts';

/**
 * The history screen's comparison: a release of an order line next to the release before it (or a chosen
 * earlier one), with every release of the line to choose from.
 */
export async function compareReleases(
  db: Queryable,
  query: ReleaseComparisonQuery,
  scope: DataScope,
): Promise<ReleaseComparison> {
  const orderLine = await orderLineOf(db, query.deliveryScheduleHeaderId, scope);
  if (!orderLine) throw notFound(messages.headerMissing);
  const releases = await releasesOf(db, orderLine, scope);
  const index = releases.findIndex(
    (release) => release.deliveryScheduleHeaderId === query.deliveryScheduleHeaderId,
  );
  const current = releases[index];
  if (!current) throw notFound(messages.headerMissing);
  const earlier = releases.slice(index + 1);
  const previous =
    query.previousHeaderId === undefined
      ? (earlier[0] ?? null)
      : earlier.find((release) => release.deliveryScheduleHeaderId === query.previousHeaderId);
  if (previous === undefined) throw invalid(messages.notAnEarlierRelease);
  const [currentLines, previousLines] = await Promise.all([
    comparedLinesOf(db, current.deliveryScheduleHeaderId),
    previous ? comparedLinesOf(db, previous.deliveryScheduleHeaderId) : Promise.resolve([]),
  ]);
  return {
    orderNo: orderLine.orderNo,
    lineNo: orderLine.lineNo,
    partNo: orderLine.partNo,
    current,
    previous,
    releases,
    changes: compareReleaseLines(currentLines, previousLines),
  };
}
