import { ASN_STATUSES } from '@portal/contract/asn';
import type { FilterValues } from '../../../components/list-kit/query/resolve-filters.ts';

/**
 * Filters the history opens with (spec 2 §2): the `status` of the address (Failed from the dashboard) when
 * it is a known status, and an ASN number another screen stored in the session.
 */
export function historyPresets(params: URLSearchParams, asnNo: string | null): FilterValues | undefined {
  const presets: FilterValues = {};
  const status = params.get('status');
  if (status && (ASN_STATUSES as readonly string[]).includes(status)) presets.status = status;
  if (asnNo) presets.asnNo = asnNo;
  return Object.keys(presets).length > 0 ? presets : undefined;
}
