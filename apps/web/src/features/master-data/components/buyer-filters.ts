import type { ListFilter } from '../../../components/list-kit/query-form/list-filter.ts';
import { lockToOwnSupplier } from '../../../components/list-kit/query-form/own-supplier-lock.ts';
import {
  BUYER_CODE_OPTIONS_KEY,
  getBuyerCodeOptions,
  getPlantCodeOptions,
  PLANT_CODE_OPTIONS_KEY,
} from '../api/get-lookup-options.ts';

/** Filters every master-data list shares: the buyer company and plant pickers, the locked supplier code. */

export function buyerCompanyFilter<Query>(label?: string): ListFilter<Query> {
  return {
    kind: 'remoteSelect',
    label,
    queryKey: BUYER_CODE_OPTIONS_KEY,
    loadOptions: getBuyerCodeOptions,
  };
}

export function plantFilter<Query>(): ListFilter<Query> {
  return { kind: 'remoteSelect', queryKey: PLANT_CODE_OPTIONS_KEY, loadOptions: getPlantCodeOptions };
}

/** Spec 1 §5: supplier users have the supplier code fixed and disabled in every query. */
export function supplierCodeFilter<Query>(order?: number): ListFilter<Query> {
  return { kind: 'text', lockedValue: lockToOwnSupplier, order };
}
