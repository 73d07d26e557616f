import { getContainerPageQueryOptions } from '../api/get-container-page.ts';
import { containerColumns } from './container-columns.tsx';

/** The list of /container: what its page shows and its route prefetch asks for first. */
export const containerListScreen = {
  columns: containerColumns,
  queryOptions: getContainerPageQueryOptions,
};
