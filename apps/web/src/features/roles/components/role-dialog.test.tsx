import type { FunctionNode } from '@portal/contract/roles';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { fill } from '../../../test/fill.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { buttonNode as button, menuNode as menu } from '../testing/function-nodes.ts';
import { RoleDialog } from './role-dialog.tsx';

/** Dashboard; Invoice Management > Invoice Query (buttons Receive, Approve), Scan Invoice. */
function permissionTree(held = false): FunctionNode[] {
  return [
    menu(1, 'Dashboard', { choice: held }),
    menu(2, 'Invoice Management', {
      choice: held,
      halfChecked: held,
      children: [
        menu(3, 'Invoice Query', {
          choice: held,
          halfChecked: held,
          buttons: [button(31, 'Receive invoice', held), button(32, 'Approve invoice')],
        }),
        menu(4, 'Scan Invoice'),
      ],
    }),
  ];
}

function stubRoleApi() {
  const saved: unknown[] = [];
  const reads: string[] = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/role/getFunction' || path === '/role/getRoleResources') {
      reads.push(url);
      return jsonReply({ code: 200, msg: '', data: permissionTree(path === '/role/getRoleResources') });
    }
    if (path === '/propertiesInfo/getProperties') {
      const types = [
        { propKey: 'B', propName: 'Buyer' },
        { propKey: 'S', propName: 'Supplier' },
      ];
      return jsonReply({ code: 200, msg: '', data: types });
    }
    if (path === '/role/saveOrUpdate') {
      saved.push(JSON.parse(String(init?.body)));
      return jsonReply({ code: 200, msg: 'Saved successfully', data: null });
    }
    throw new Error(`unexpected call ${path}`);
  });
  return { saved, reads };
}

function treeNode(title: string): HTMLElement {
  return screen.getByTitle(title).closest('.ant-tree-treenode') as HTMLElement;
}
const isChecked = (title: string) => treeNode(title).classList.contains('ant-tree-treenode-checkbox-checked');
const isHalf = (title: string) => treeNode(title).querySelector('.ant-tree-checkbox-indeterminate') !== null;

describe('RoleDialog (spec 3 §5, §6)', { timeout: 30_000 }, () => {
  it('requires the role name', async () => {
    const user = userEvent.setup();
    const api = stubRoleApi();
    renderWithApp(<RoleDialog onClose={vi.fn()} />);
    await screen.findByTitle('Dashboard');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Please enter Role Name')).toBeInTheDocument();
    expect(api.saved).toEqual([]);
  });

  it('saves a new role with the checked and half-checked menus and the checked buttons', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubRoleApi();
    const onClose = vi.fn();
    renderWithApp(<RoleDialog onClose={onClose} />);
    await screen.findByTitle('Dashboard');
    expect(api.reads[0]).toContain('/api/role/getFunction');
    await fill(user, screen.getByLabelText('Role Name'), 'Invoice clerk');
    await fill(user, screen.getByLabelText('Description'), 'Receives invoices');
    // a buyer role unless chosen otherwise
    expect(await screen.findByRole('radio', { name: 'Buyer' })).toBeChecked();

    await user.click(screen.getByTitle('Dashboard'));
    // a button brings its screen along; the menus above are half-checked
    await user.click(screen.getByTitle('Receive invoice'));
    expect(isChecked('Open the screen')).toBe(true);
    expect(isHalf('Invoice Query')).toBe(true);
    expect(isHalf('Invoice Management')).toBe(true);
    expect(isChecked('Approve invoice')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.saved).toEqual([
        {
          role: { roleName: 'Invoice clerk', roleDescription: 'Receives invoices', userType: 'B' },
          functions: { resourcesIds: [1, 2, 3], buttonIds: [31] },
        },
      ]),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(success).toHaveBeenCalledWith('Saved successfully');
  });

  it('collapses and expands the whole tree, and a search opens the branches holding what it finds', async () => {
    const user = userEvent.setup();
    stubRoleApi();
    renderWithApp(<RoleDialog onClose={vi.fn()} />);
    await screen.findByTitle('Receive invoice');
    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await waitFor(() => expect(screen.queryByTitle('Receive invoice')).not.toBeInTheDocument());
    expect(screen.getByTitle('Invoice Management')).toBeInTheDocument();

    await fill(user, screen.getByRole('searchbox', { name: 'Search menus and buttons' }), 'RECEIVE');
    await user.keyboard('{Enter}');
    const found = await screen.findByTitle('Receive invoice');
    expect(found.querySelector('mark')).toHaveTextContent('Receive invoice');
    expect(screen.queryByTitle('Scan Invoice')).toBeInTheDocument();
    expect(screen.getByTitle('Dashboard').querySelector('mark')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Collapse all' }));
    await user.click(screen.getByRole('button', { name: 'Expand all' }));
    expect(await screen.findByTitle('Approve invoice')).toBeInTheDocument();
  });

  it('saves a role for supplier users when Supplier is chosen', async () => {
    const user = userEvent.setup();
    const api = stubRoleApi();
    renderWithApp(<RoleDialog onClose={vi.fn()} />);
    await screen.findByTitle('Dashboard');
    await fill(user, screen.getByLabelText('Role Name'), 'Supplier viewer');
    await user.click(await screen.findByRole('radio', { name: 'Supplier' }));
    await user.click(screen.getByTitle('Dashboard'));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.saved).toEqual([
        {
          role: { roleName: 'Supplier viewer', roleDescription: '', userType: 'S' },
          functions: { resourcesIds: [1], buttonIds: [] },
        },
      ]),
    );
  });

  it('opens an existing role with its permissions, name and description fixed, and saves the change', async () => {
    const user = userEvent.setup();
    const api = stubRoleApi();
    const role = {
      roleId: 9,
      roleName: 'Adient-SCM',
      roleDescription: 'Supply chain planner',
      userType: 'B' as const,
    };
    renderWithApp(<RoleDialog role={role} onClose={vi.fn()} />);
    await screen.findByTitle('Dashboard');
    expect(api.reads[0]).toContain('/api/role/getRoleResources?roleId=9');
    expect(screen.getByLabelText('Role Name')).toBeDisabled();
    expect(screen.getByLabelText('Description')).toBeDisabled();
    expect(await screen.findByRole('radio', { name: 'Buyer' })).toBeDisabled();
    expect(isChecked('Dashboard')).toBe(true);
    expect(isChecked('Receive invoice')).toBe(true);
    expect(isHalf('Invoice Management')).toBe(true);

    // unchecking the screen takes its buttons along; Scan Invoice keeps the group
    await user.click(screen.getByTitle('Open the screen'));
    await user.click(screen.getByTitle('Scan Invoice'));
    expect(isChecked('Receive invoice')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.saved).toEqual([
        {
          role: {
            roleId: 9,
            roleName: 'Adient-SCM',
            roleDescription: 'Supply chain planner',
            userType: 'B',
          },
          functions: { resourcesIds: [1, 2, 4], buttonIds: [] },
        },
      ]),
    );
  });
});
