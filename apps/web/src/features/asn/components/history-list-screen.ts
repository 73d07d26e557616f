import { getAsnPageQueryOptions } from '../api/get-asn-page.ts';
import { asnHistoryColumns } from './history-columns.tsx';

/** The list of /asnQuery: what its page shows and its route prefetch asks for first. */
export const asnHistoryListScreen = {
  columns: asnHistoryColumns,
  queryOptions: getAsnPageQueryOptions,
};
