import { readAsnNoForHistory } from '../../../platform/session/asn-handoff.ts';
import { getAsnPageQueryOptions } from '../api/get-asn-page.ts';
import { asnHistoryColumns } from './history-columns.tsx';
import { historyPresets } from './history-presets.ts';

/** The list of /asnQuery: what its page shows and its route prefetch asks for first. */
export const asnHistoryListScreen = {
  columns: asnHistoryColumns,
  queryOptions: getAsnPageQueryOptions,
};

/** The filters the history opens with on this visit (an ASN number another screen stored), if any. */
export function asnHistoryOpeningPresets() {
  return historyPresets(readAsnNoForHistory());
}
