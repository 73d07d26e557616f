import type { RoleRow } from '@portal/contract/roles';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';

const TIMELINE: TimelineOf<RoleRow> = {
  recordType: 'role',
  recordId: (role) => role.roleId,
  name: (role) => role.roleName,
};

/** History on the role list: a role's changes (its menus and buttons) in the timeline drawer. */
export const useRoleHistory = () => useTimeline(TIMELINE);
