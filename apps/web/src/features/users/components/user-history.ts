import type { UserRow } from '@portal/contract/users';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';

const TIMELINE: TimelineOf<UserRow> = {
  recordType: 'user',
  recordId: (user) => user.userId,
  name: (user) => user.userCode,
};

/** History on the user list: a user's changes (role, companies, plants, lock ...) in the timeline drawer. */
export const useUserHistory = () => useTimeline(TIMELINE);
