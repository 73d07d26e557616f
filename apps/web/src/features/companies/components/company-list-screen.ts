import { getCompanyPageQueryOptions } from '../api/get-company-page.ts';
import { companyColumns } from './company-columns.tsx';

/** Spec 3 §9: the company table offers 10, 20, 50, 100 and 500 rows per page. */
const COMPANY_PAGE_SIZES = [10, 20, 50, 100, 500] as const;

/** The list of /companyMgt: what its page shows and its route prefetch asks for first. */
export const companyListScreen = {
  columns: companyColumns,
  queryOptions: getCompanyPageQueryOptions,
  pageSizes: COMPANY_PAGE_SIZES,
};
