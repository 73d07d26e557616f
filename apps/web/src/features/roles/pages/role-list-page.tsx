import { type RoleRow, rolesEndpoints, SUPER_ADMIN_ROLE } from '@portal/contract/roles';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import { addButton } from '../../../components/list-kit/toolbar/add-button.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import type { RolePageInput } from '../api/get-role-page.ts';
import { RoleDialog } from '../components/role-dialog.tsx';
import { useRoleHistory } from '../components/role-history.ts';
import { roleListScreen } from '../components/role-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { roleListScreen } from '../components/role-list-screen.ts';

type Dialog = { role?: RoleRow } | undefined;

/** /userRole: roles with the permission-tree dialog (spec 3 §2.4) and Roles.xlsx. */
export function RoleListPage() {
  const [dialog, setDialog] = useState<Dialog>();

  const toolbar = useMemo<ToolbarItem<RoleRow, RolePageInput>[]>(
    () => [addButton(() => setDialog({})), { kind: 'download', endpoint: rolesEndpoints.download }],
    [],
  );
  const actions = useMemo<RowAction<RoleRow>[]>(
    () => [
      {
        key: 'edit',
        label: 'actions.edit',
        // SupperAdmin always holds everything; the server refuses to change it
        visible: (role) => role.roleName !== SUPER_ADMIN_ROLE,
        onClick: (role) => setDialog({ role }),
      },
    ],
    [],
  );

  const history = useRoleHistory();
  const rowActions = useMemo(() => [...actions, ...history.actions], [actions, history.actions]);

  return (
    <>
      <ListPage {...roleListScreen} ns="roles" rowKey="roleId" toolbar={toolbar} actions={rowActions} />
      {dialog && <RoleDialog role={dialog.role} onClose={() => setDialog(undefined)} />}
      {history.drawer}
    </>
  );
}
