import { getRolePageQueryOptions } from '../api/get-role-page.ts';
import { roleColumns } from './role-columns.tsx';

/** Spec 3 §9: the role table offers 10, 20, 50, 100 and 500 rows per page. */
const ROLE_PAGE_SIZES = [10, 20, 50, 100, 500] as const;

/** The list of /userRole: what its page shows and its route prefetch asks for first. */
export const roleListScreen = {
  columns: roleColumns,
  queryOptions: getRolePageQueryOptions,
  pageSizes: ROLE_PAGE_SIZES,
};
