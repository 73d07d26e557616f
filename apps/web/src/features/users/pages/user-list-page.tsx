import { type UserRow, usersEndpoints } from '@portal/contract/users';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import { addButton } from '../../../components/list-kit/toolbar/add-button.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import type { UserPageInput } from '../api/get-user-page.ts';
import { useLockUser } from '../api/lock-user.ts';
import { usePasswordReset } from '../components/use-password-reset.tsx';
import { UserFormDialog } from '../components/user-form-dialog.tsx';
import { useUserHistory } from '../components/user-history.ts';
import { userListScreen } from '../components/user-list-screen.ts';
import { UserPlantsDialog } from '../components/user-plants-dialog.tsx';
import { UserRoleDialog } from '../components/user-role-dialog.tsx';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { userListScreen } from '../components/user-list-screen.ts';

const accountOf = (user: UserRow) => ({ userCode: user.userCode });
const addressOf = (user: UserRow) => ({ userCode: user.userCode, email: user.emailInfo?.email ?? '' });

/** The dialog open on the screen, if any; `add` has no row. */
type Dialog = { kind: 'add' } | { kind: 'edit' | 'role' | 'plants'; user: UserRow } | undefined;

/** /userMgt: user management with the add/edit, role and plant dialogs, password reset, lock/unlock and Users.xlsx. */
export function UserListPage() {
  const [dialog, setDialog] = useState<Dialog>();
  const close = () => setDialog(undefined);
  const resetPassword = usePasswordReset();
  const lock = useLockUser();

  const toolbar = useMemo<ToolbarItem<UserRow, UserPageInput>[]>(
    () => [
      addButton(() => setDialog({ kind: 'add' })),
      { kind: 'download', endpoint: usersEndpoints.userDownload },
    ],
    [],
  );
  const actions = useMemo<RowAction<UserRow>[]>(
    () => [
      { key: 'edit', label: 'actions.edit', onClick: (user) => setDialog({ kind: 'edit', user }) },
      {
        key: 'resetPassword',
        label: 'actions.resetPassword',
        confirm: { question: 'reset.question', cancelled: 'reset.cancelled', values: addressOf },
        onClick: resetPassword,
      },
      { key: 'role', label: 'actions.role', onClick: (user) => setDialog({ kind: 'role', user }) },
      { key: 'plants', label: 'actions.plants', onClick: (user) => setDialog({ kind: 'plants', user }) },
      {
        key: 'lock',
        label: 'actions.lock',
        danger: true,
        visible: (user) => user.isLocked === 'N',
        confirm: { question: 'lock.question', cancelled: 'lock.cancelled', values: accountOf },
        onClick: (user) => lock.mutate({ userId: user.userId, lock: true }),
      },
      {
        key: 'unlock',
        label: 'actions.unlock',
        visible: (user) => user.isLocked === 'Y',
        confirm: { question: 'unlock.question', cancelled: 'lock.cancelled', values: accountOf },
        onClick: (user) => lock.mutate({ userId: user.userId, lock: false }),
      },
    ],
    [resetPassword, lock.mutate],
  );

  const history = useUserHistory();
  const rowActions = useMemo(() => [...actions, ...history.actions], [actions, history.actions]);

  return (
    <>
      <ListPage {...userListScreen} ns="users" rowKey="userId" toolbar={toolbar} actions={rowActions} />
      {dialog?.kind === 'add' && <UserFormDialog onClose={close} />}
      {dialog?.kind === 'edit' && <UserFormDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'role' && <UserRoleDialog user={dialog.user} onClose={close} />}
      {dialog?.kind === 'plants' && <UserPlantsDialog user={dialog.user} onClose={close} />}
      {history.drawer}
    </>
  );
}
