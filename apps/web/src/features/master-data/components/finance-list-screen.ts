import { getFinancePageQueryOptions } from '../api/get-finance-page.ts';
import { financeColumns } from './finance-columns.tsx';

/** The list of /supplierFinance: what its page shows and its route prefetch asks for first. */
export const financeListScreen = {
  columns: financeColumns,
  queryOptions: getFinancePageQueryOptions,
};
