import { RELEASE_STATUSES } from '@portal/contract/schedule';
import type { Dayjs } from 'dayjs';
import type { FilterValues } from '../../../components/list-kit/query/resolve-filters.ts';
import { FILTER_DATE_FORMAT } from '../../../components/list-kit/query-form/filter-date.ts';

/**
 * The filters the query screen opens with when the dashboard sends the user there (spec 1 §2.5, 2 §2):
 * `itemStatus` (New, Wait for Approval) presets the status; `overdueDay` sets the release-to date that many
 * days back and is never shown itself. Undefined when the address carries neither.
 */
export function dashboardPresets(params: URLSearchParams, today: Dayjs): FilterValues | undefined {
  const presets: FilterValues = {};
  const status = params.get('itemStatus');
  if (status && (RELEASE_STATUSES as readonly string[]).includes(status)) presets.itemStatus = status;
  const overdueDay = params.get('overdueDay');
  if (overdueDay && /^\d{1,4}$/.test(overdueDay)) {
    presets.releaseDateFrom = { to: today.subtract(Number(overdueDay), 'day').format(FILTER_DATE_FORMAT) };
  }
  return Object.keys(presets).length > 0 ? presets : undefined;
}
