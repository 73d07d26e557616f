import { getPerformancePageQueryOptions } from '../api/get-performance-page.ts';
import { performanceColumns } from './performance-columns.tsx';

/** The list of /supplierPerformance: what its page shows and its route prefetch asks for first. */
export const performanceListScreen = {
  columns: performanceColumns,
  queryOptions: getPerformancePageQueryOptions,
};
