import { getPackagingPageQueryOptions } from '../api/get-packaging-page.ts';
import { packagingColumns } from './packaging-columns.tsx';

/** The list of /packaging: what its page shows and its route prefetch asks for first. */
export const packagingListScreen = {
  columns: packagingColumns,
  queryOptions: getPackagingPageQueryOptions,
};
