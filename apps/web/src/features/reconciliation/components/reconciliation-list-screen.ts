import { getReconciliationPageQueryOptions } from '../api/get-reconciliation-page.ts';
import { reconciliationColumns } from './reconciliation-columns.tsx';

/** The list of /asnReconciliation: what its page shows and its route prefetch asks for first. */
export const reconciliationListScreen = {
  columns: reconciliationColumns,
  queryOptions: getReconciliationPageQueryOptions,
};
