import { getSecurityCheckPageQueryOptions } from '../api/get-security-check-page.ts';
import { securityCheckColumns } from './security-check-columns.tsx';

/** The list of /securityCheckQuery: what its page shows and its route prefetch asks for first. */
export const securityCheckListScreen = {
  columns: securityCheckColumns,
  queryOptions: getSecurityCheckPageQueryOptions,
};
