import type { FilterValues } from '../../../components/list-kit/query/resolve-filters.ts';

/**
 * Filters the history opens with (spec 2 §2) when its address names none: an ASN number another screen
 * stored in the session. A status (Failed from the dashboard) comes as an address parameter.
 */
export function historyPresets(asnNo: string | null): FilterValues | undefined {
  return asnNo ? { asnNo } : undefined;
}
