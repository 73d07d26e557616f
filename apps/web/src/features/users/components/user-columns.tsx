import type { UserRow } from '@portal/contract/users';
import { renderRecordTime } from '../../../components/list-kit/table/date-time-text.tsx';
import type { ListColumn } from '../../../components/list-kit/table/list-column.ts';
import type { UserPageInput } from '../api/get-user-page.ts';
import { LastLoginText, LockStateText } from './account-state-text.tsx';
import { LanguageText } from './language-text.tsx';

/** The user list (spec 3 §2.4, §9): user type and active sort by userType and isEnable; lock state and last login are ours (issue 15). */
export const userColumns: readonly ListColumn<UserRow, UserPageInput>[] = [
  {
    dataIndex: 'userCode',
    title: 'list.userCode',
    width: 140,
    sortable: true,
    fixed: 'left',
    filter: { kind: 'text' },
  },
  {
    dataIndex: 'userName',
    title: 'list.userName',
    width: 180,
    sortable: true,
    ellipsis: true,
    filter: { kind: 'text' },
  },
  {
    dataIndex: 'companyCode',
    title: 'list.companyCode',
    width: 160,
    sortable: true,
    ellipsis: true,
    filter: { kind: 'text' },
  },
  {
    dataIndex: 'i18nUserType',
    title: 'list.userType',
    width: 110,
    sortable: true,
    sortField: 'userType',
    filter: { kind: 'property', propType: 'companyType', name: 'userType' },
  },
  {
    dataIndex: 'i18nIsEnable',
    title: 'list.isEnable',
    width: 100,
    align: 'center',
    sortable: true,
    sortField: 'isEnable',
    filter: { kind: 'property', propType: 'userStatus', name: 'isEnable' },
  },
  {
    dataIndex: 'isLocked',
    title: 'list.isLocked',
    width: 100,
    align: 'center',
    sortable: true,
    filter: { kind: 'yesNo', name: 'isLocked' },
    render: (isLocked) => <LockStateText isLocked={isLocked} />,
  },
  {
    dataIndex: 'lastLoginAt',
    title: 'list.lastLoginAt',
    width: 180,
    sortable: true,
    render: (_, user) => <LastLoginText user={user} />,
  },
  {
    dataIndex: 'roleName',
    title: 'list.roleName',
    width: 160,
    sortable: true,
    ellipsis: true,
    filter: { kind: 'text' },
  },
  {
    dataIndex: 'emailInfo',
    title: 'list.email',
    width: 220,
    ellipsis: true,
    render: (emailInfo) => emailInfo?.email,
  },
  { dataIndex: 'telephone', title: 'list.telephone', width: 150, render: (telephone) => telephone?.phone },
  {
    dataIndex: 'language',
    title: 'list.language',
    width: 100,
    sortable: true,
    render: (language) => <LanguageText language={language} />,
  },
  { dataIndex: 'createDate', title: 'list.createDate', width: 180, render: renderRecordTime, sortable: true },
];
