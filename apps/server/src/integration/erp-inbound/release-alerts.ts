import type { ReleaseLineInput, ReleaseLineResult, ScheduleRelease } from '@portal/contract/erp-inbound';
import type { Queryable } from '../../db/client.ts';
import { enqueueAlert } from '../../platform/mail/enqueue-alert.ts';
import type { ResolvedLine } from './release-references.ts';

type StoredLine = { line: ReleaseLineInput; index: number; resolved: ResolvedLine | undefined };

/**
 * Tells each supplier of a release that it has new schedule lines (the scheduleReleased alert), inside the
 * release's transaction. Lines received before (a resend) tell nobody again.
 */
export async function alertSuppliersOfRelease(
  db: Queryable,
  release: ScheduleRelease,
  buyerCompanyId: number,
  stored: readonly StoredLine[],
  results: readonly ReleaseLineResult[],
): Promise<void> {
  const bySupplier = new Map<number, ReleaseLineInput[]>();
  for (const { line, index, resolved } of stored) {
    if (!resolved || results[index]?.result !== 'created') continue;
    bySupplier.set(resolved.supplierCompanyId, [...(bySupplier.get(resolved.supplierCompanyId) ?? []), line]);
  }
  for (const [supplierCompanyId, lines] of bySupplier) {
    const plants = new Set(lines.map((line) => line.shipToPlant));
    const [only] = lines;
    await enqueueAlert(db, {
      alertType: 'scheduleReleased',
      buyerCompanyId,
      supplierCompanyId,
      eventKey: `release:${release.releaseNo}`,
      data: {
        releaseNo: release.releaseNo,
        releaseDate: release.releaseDate,
        lineCount: lines.length,
        ...(plants.size === 1 && only ? { shipToPlant: only.shipToPlant } : {}),
        ...(lines.length === 1 && only ? { orderNo: only.orderNo, partNo: only.partNo } : {}),
      },
    });
  }
}
