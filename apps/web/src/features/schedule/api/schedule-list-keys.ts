import { scheduleEndpoints } from '@portal/contract/schedule';

/** Key prefixes of the header and line lists: every action on lines refreshes both, whatever page shows. */
export const HEADER_LIST_KEY = [scheduleEndpoints.queryList.path] as const;
export const LINE_LIST_KEY = [scheduleEndpoints.queryDetailList.path] as const;
export const SCHEDULE_LIST_KEYS = [HEADER_LIST_KEY, LINE_LIST_KEY] as const;
