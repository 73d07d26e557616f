import type { DashboardCounts } from '@portal/contract/dashboard';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { countFailedAsns, countLatestLines, overdueSetting } from './repo.ts';

/**
 * To Do counts (spec 1 §2.5): suppliers see new and overdue schedule lines, buyers see feedback waiting
 * for approval and failed ASNs. Overdue = still New, released at least overdueDay days ago.
 */
export async function dashboardCounts(db: Queryable, scope: DataScope): Promise<DashboardCounts> {
  if (scope.kind === 'supplier') {
    const owner = { supplierCompanyId: scope.supplierCompanyId };
    const { overdueDay, cutoff } = await overdueSetting(db, scope.supplierCompanyId);
    const [newSchedule, overdueSchedule] = await Promise.all([
      countLatestLines(db, 'New', owner),
      countLatestLines(db, 'New', owner, cutoff),
    ]);
    return { newSchedule, overdueSchedule, overdueDay };
  }
  const [feedbackSchedule, failedAsn] = await Promise.all([
    countLatestLines(db, 'Wait for Approval', scope),
    countFailedAsns(db, scope),
  ]);
  return { feedbackSchedule, failedAsn };
}
