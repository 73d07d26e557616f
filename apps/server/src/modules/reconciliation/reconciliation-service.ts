import type { RecordsPage } from '@portal/contract/common';
import type { ReconciliationQuery, ReconciliationRow } from '@portal/contract/reconciliation';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import { countDiscrepancies, pageOfDiscrepancies } from './reconciliation-repo.ts';

/** One page of the reconciliation list, newest findings first unless sorted otherwise. */
export async function reconciliationPage(
  db: Queryable,
  query: ReconciliationQuery,
  scope: DataScope,
): Promise<RecordsPage<ReconciliationRow>> {
  const [total, records] = await Promise.all([
    countDiscrepancies(db, query, scope),
    pageOfDiscrepancies(db, query, scope),
  ]);
  return { records, total, pages: pageCount(total, query.size) };
}
