import type { UserType } from '@portal/contract/common';
import type { DashboardCounts } from '@portal/contract/dashboard';
import type { Dayjs } from 'dayjs';
import { URL_DATE_FORMAT } from '../../components/list-kit/query/filter-url-params.ts';

export type TodoKey = 'newSchedule' | 'overdueSchedule' | 'feedbackSchedule' | 'failedAsn';

export interface TodoItem {
  key: TodoKey;
  count: number;
  /** the list the count opens, already filtered */
  target: string;
}

const SCHEDULE_QUERY = '/deliveryScheduleQuery';

/** Suppliers never see buyer items and buyers never see supplier items (spec 1 §2.5). */
const KEYS_BY_USER_TYPE: Record<UserType, readonly TodoKey[]> = {
  S: ['newSchedule', 'overdueSchedule'],
  B: ['feedbackSchedule', 'failedAsn'],
};

/** Spaces are written %20 (not +), as the list screens read them. */
function query(params: Record<string, string | number | undefined>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)
    .join('&');
}

function targetOf(key: TodoKey, counts: DashboardCounts, today: Dayjs): string {
  switch (key) {
    case 'newSchedule':
      return `${SCHEDULE_QUERY}?${query({ itemStatus: 'New' })}`;
    case 'overdueSchedule': {
      // overdue: released at least overdueDay days ago; the list filters like any search in its address
      const { overdueDay } = counts;
      const releaseDateTo =
        overdueDay === undefined ? undefined : today.subtract(overdueDay, 'day').format(URL_DATE_FORMAT);
      return `${SCHEDULE_QUERY}?${query({ itemStatus: 'New', releaseDateTo })}`;
    }
    case 'feedbackSchedule':
      return `${SCHEDULE_QUERY}?${query({ itemStatus: 'Wait for Approval' })}`;
    case 'failedAsn':
      return `/asnQuery?${query({ status: 'Failed' })}`;
  }
}

/** The To Do items to show: the user type's items that the reply carries, in a fixed order. */
export function todoItems(counts: DashboardCounts, userType: UserType | undefined, today: Dayjs): TodoItem[] {
  const keys = userType ? KEYS_BY_USER_TYPE[userType] : [...KEYS_BY_USER_TYPE.S, ...KEYS_BY_USER_TYPE.B];
  return keys.flatMap((key) => {
    const count = counts[key];
    return typeof count === 'number' ? [{ key, count, target: targetOf(key, counts, today) }] : [];
  });
}

export function todoTotal(items: readonly TodoItem[]): number {
  return items.reduce((sum, item) => sum + item.count, 0);
}
