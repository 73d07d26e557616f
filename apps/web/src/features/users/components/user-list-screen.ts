import { getUserPageQueryOptions } from '../api/get-user-page.ts';
import { userColumns } from './user-columns.tsx';

/** Spec 3 §9: the user table offers 10, 20, 50, 100 and 500 rows per page. */
const USER_PAGE_SIZES = [10, 20, 50, 100, 500] as const;

/** The list of /userMgt: what its page shows and its route prefetch asks for first. */
export const userListScreen = {
  columns: userColumns,
  queryOptions: getUserPageQueryOptions,
  pageSizes: USER_PAGE_SIZES,
};
