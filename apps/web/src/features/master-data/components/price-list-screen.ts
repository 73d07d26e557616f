import { getPricePageQueryOptions } from '../api/get-price-page.ts';
import { priceColumns } from './price-columns.tsx';

/** The list of /partPriceListCode: what its page shows and its route prefetch asks for first. */
export const priceListScreen = {
  columns: priceColumns,
  queryOptions: getPricePageQueryOptions,
};
