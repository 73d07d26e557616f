import type { RoleRow } from '@portal/contract/roles';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import { renderProperty } from '../../../components/list-kit/table/property-label.tsx';
import type { RolePageInput } from '../api/get-role-page.ts';

/** The role list (spec 3 §2.4): searchable by name. */
export const roleColumns: readonly ListColumn<RoleRow, RolePageInput>[] = [
  {
    dataIndex: 'roleName',
    title: 'list.roleName',
    width: 200,
    sortable: true,
    fixed: 'left',
    filter: { kind: 'text' },
  },
  { dataIndex: 'roleDescription', title: 'list.roleDescription', width: 400, sortable: true, ellipsis: true },
  {
    dataIndex: 'userType',
    title: 'list.userType',
    width: 130,
    sortable: true,
    render: renderProperty('companyType'),
  },
  { dataIndex: 'createDate', title: 'list.createDate', width: 180, render: renderRecordTime, sortable: true },
];
