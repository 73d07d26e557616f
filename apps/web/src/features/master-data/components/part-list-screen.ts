import { getPartPageQueryOptions } from '../api/get-part-page.ts';
import { partColumns } from './part-columns.tsx';

/** The list of /partInfo: what its page shows and its route prefetch asks for first. */
export const partListScreen = {
  columns: partColumns,
  queryOptions: getPartPageQueryOptions,
};
