import { getInterfaceLogPageQueryOptions } from '../api/get-interface-log-page.ts';
import { interfaceLogColumns } from './interface-log-columns.tsx';

/** Spec 3 §9: the interface log offers 10, 20, 50 and 100 rows per page. */
const INTERFACE_LOG_PAGE_SIZES = [10, 20, 50, 100] as const;

/** The list of /webServiceLog: what its page shows and its route prefetch asks for first. */
export const interfaceLogListScreen = {
  columns: interfaceLogColumns,
  queryOptions: getInterfaceLogPageQueryOptions,
  pageSizes: INTERFACE_LOG_PAGE_SIZES,
};
