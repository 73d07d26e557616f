import { getOverShippedPageQueryOptions } from '../api/get-over-shipped-page.ts';
import { overShippedColumns } from './over-shipped-columns.tsx';

/** The list of /supplier: what its page shows and its route prefetch asks for first. */
export const overShippedListScreen = {
  columns: overShippedColumns,
  queryOptions: getOverShippedPageQueryOptions,
};
