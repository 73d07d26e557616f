import type { ListFilter } from '../../../components/list-kit/query-form/list-filter.ts';
import { lockToOwnSupplier } from '../../../components/list-kit/query-form/own-supplier-lock.ts';
import { BUYER_CODE_FILTER, PLANT_CODE_FILTER } from '../../lookup/api/code-options.ts';

/** Filters every master-data list shares: the buyer company and plant pickers, the locked supplier code. */

export function buyerCompanyFilter<Query>(label?: string): ListFilter<Query> {
  return { ...BUYER_CODE_FILTER, label };
}

export function plantFilter<Query>(): ListFilter<Query> {
  return { ...PLANT_CODE_FILTER };
}

/** Spec 1 §5: supplier users have the supplier code fixed and disabled in every query. */
export function supplierCodeFilter<Query>(order?: number): ListFilter<Query> {
  return { kind: 'text', lockedValue: lockToOwnSupplier, order };
}
