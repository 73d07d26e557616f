import type { RecordsPage } from '@portal/contract/common';
import type { GrQuery, GrRow } from '@portal/contract/gr';
import type { Queryable } from '../../db/client.ts';
import type { DataScope } from '../../platform/access/data-scope.ts';
import { pageCount } from '../../platform/lists/paging.ts';
import { pageOfReceipts } from './repo.ts';

/** One page of the GR list; supplier rows come without currency, unit price and amount. */
export async function grPage(db: Queryable, query: GrQuery, scope: DataScope): Promise<RecordsPage<GrRow>> {
  const { total, rows } = await pageOfReceipts(db, query, scope);
  return { records: rows, total, pages: pageCount(total, query.size) };
}
