import { getGrPageQueryOptions } from '../api/get-gr-page.ts';
import { grColumns } from './gr-columns.tsx';

/** The list of /gr: buyers see the price columns (and their filters), suppliers do not. */
export function grListScreen(isSupplier: boolean) {
  return { columns: grColumns(!isSupplier), queryOptions: getGrPageQueryOptions };
}
