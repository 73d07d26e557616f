import type { PlantChoice, UserRoleChoice, UserRow } from '@portal/contract/users';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { formatZonedTime } from '../../../components/date-time/zoned-time.ts';
import { clickRowAction } from '../../../components/list-kit/testing/row-actions.ts';
import { tableHeader } from '../../../components/list-kit/testing/table-header.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { findDialog } from '../../../test/dialog.ts';
import { fill } from '../../../test/fill.ts';
import { offeredPageSizes, SYSTEM_PAGE_SIZES } from '../../../test/page-sizes.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { supplierUser as storedUser } from '../testing/user-rows.ts';
import { UserListPage } from './user-list-page.tsx';

const supplierUser: UserRow = { ...storedUser, telephone: { phone: '+86 574 8888 1234' } };
const ROLES: UserRoleChoice[] = [
  { roleId: 1, roleName: 'SupperAdmin', roleDescription: 'Everything', choice: false },
  { roleId: 5, roleName: 'Supplier', roleDescription: 'Supplier user', choice: true },
  { roleId: 6, roleName: 'Invoice clerk', roleDescription: null, choice: false },
];
const plant = (plantId: number, plantCode: string, companyCode: string, choice: boolean): PlantChoice => ({
  plantId,
  plantCode,
  plantName: `Plant ${plantCode}`,
  companyId: plantId,
  companyCode,
  choice,
});
const PLANTS: Record<string, PlantChoice[]> = {
  B: [plant(1, 'SH01', 'ADCN', true), plant(2, 'SH02', 'ADCN', false)],
  S: [plant(21, 'NB01', 'S100101', false)],
};

type Call = { path: string; body: unknown };

/** The user screen's calls; `pages` are the list bodies, `writes` the other calls in order. */
function stubUserApi(row: UserRow = supplierUser) {
  const pages: Record<string, unknown>[] = [];
  const writes: Call[] = [];
  stubFetch((url, init) => {
    const { pathname } = new URL(url, 'http://localhost');
    const path = pathname.replace(/^\/api/, '');
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    const ok = (data: unknown, msg = '') => jsonReply({ code: 200, msg, data });
    if (path === '/propertiesInfo/getProperties') return ok([]);
    if (path === '/user/userQuery') {
      pages.push(body);
      return ok({ data: [row], total: 1, size: 10 });
    }
    if (path === '/user/userAndRoleQuery') return ok(ROLES);
    if (path === '/user/userAndPlantQuery') return ok(PLANTS[body.plantType]);
    writes.push({ path, body });
    if (path === '/user/password/reset/7')
      return ok(
        { username: 'supplier.a', password: null, email: 'li.wei@example.com' },
        'The password has been reset; a link to set a new one is on its way to li.wei@example.com',
      );
    if (path === '/user/lock/7')
      return ok(
        { username: 'supplier.a', isLocked: 'Y' },
        'The user supplier.a is locked and signed out everywhere',
      );
    if (path === '/user/unlock/7')
      return ok({ username: 'supplier.a', isLocked: 'N' }, 'The user supplier.a is unlocked');
    return ok(null, 'Saved successfully');
  });
  return { pages, writes, lastPage: () => pages[pages.length - 1] };
}

/** Clicks an action of supplier.a's row, from its buttons or its "more" menu. */
async function rowAction(name: string) {
  const row = (await screen.findByText('supplier.a', { selector: 'td' })).closest('tr') as HTMLElement;
  await clickRowAction(row, name);
}

describe('UserListPage', { timeout: 60_000 }, () => {
  it('searches a trimmed account and sorts the user type on userType', async () => {
    const user = userEvent.setup();
    const api = stubUserApi();
    renderWithApp(<UserListPage />);
    const row = (await screen.findByText('supplier.a', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('li.wei@example.com')).toBeInTheDocument();
    expect(within(row).getByText('中文')).toBeInTheDocument();
    await fill(user, screen.getByRole('textbox', { name: 'Account' }), '  supplier.a  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.lastPage()).toEqual({ pageNo: 1, size: 10, sort: 'ASC', userCode: 'supplier.a' }),
    );
    await user.click(tableHeader('User Type'));
    await waitFor(() => expect(api.lastPage()).toMatchObject({ sortName: 'userType', sort: 'ASC' }));
  });

  it('shows the role of each user, finds users by role and offers Users.xlsx', async () => {
    const user = userEvent.setup();
    const api = stubUserApi();
    renderWithApp(<UserListPage />);
    const row = (await screen.findByText('supplier.a', { selector: 'td' })).closest('tr') as HTMLElement;
    // the user type and the role it holds, both named Supplier
    expect(within(row).getAllByText('Supplier')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /Expand/ }));
    await fill(user, await screen.findByRole('textbox', { name: 'Role' }), ' Supplier ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.lastPage()).toMatchObject({ roleName: 'Supplier' }));
    expect(screen.getByRole('button', { name: /Download/ })).toBeInTheDocument();
  });

  it('offers the page sizes of the user table', async () => {
    const user = userEvent.setup();
    stubUserApi();
    const { container } = renderWithApp(<UserListPage />);
    await screen.findByText('supplier.a', { selector: 'td' });
    expect(await offeredPageSizes(user, container)).toEqual(SYSTEM_PAGE_SIZES);
  });

  it('asks before resetting a password; cancelling shows the cancelled notice and resets nothing', async () => {
    const user = userEvent.setup();
    const info = vi.spyOn(notifier, 'info').mockImplementation(() => undefined);
    const api = stubUserApi();
    renderWithApp(<UserListPage />);
    await rowAction('Reset password');
    const question = await findDialog(/^Reset the password of supplier\.a\?/);
    expect(question).toHaveTextContent('a link to set a new one is mailed to li.wei@example.com');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(info).toHaveBeenCalledWith('Password reset cancelled');
    expect(api.writes).toEqual([]);
  });

  it('shows no password after a reset: the notice says where the set-password link went', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubUserApi();
    renderWithApp(<UserListPage />);
    await rowAction('Reset password');
    await user.click(
      within(await findDialog(/^Reset the password of supplier\.a\?/)).getByRole('button', { name: 'OK' }),
    );
    await waitFor(() => expect(api.writes).toEqual([{ path: '/user/password/reset/7', body: undefined }]));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith(
        'The password has been reset; a link to set a new one is on its way to li.wei@example.com',
      ),
    );
    expect(screen.queryByText('New password')).not.toBeInTheDocument();
  });

  it('shows last login on the reader clock, the lock state, and locks only once confirmed', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const info = vi.spyOn(notifier, 'info').mockImplementation(() => undefined);
    const api = stubUserApi();
    renderWithApp(<UserListPage />);
    const row = (await screen.findByText('supplier.a', { selector: 'td' })).closest('tr') as HTMLElement;
    // on the clock of whoever reads the list, with that zone named
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(row).toHaveTextContent(formatZonedTime('2026-11-25T01:30:00.000Z', zone));
    expect(within(row).queryByText('Locked')).not.toBeInTheDocument();
    expect(tableHeader('Last Login')).toBeInTheDocument();

    await rowAction('Lock');
    const question = await findDialog(/^Lock supplier\.a\?/);
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    expect(info).toHaveBeenCalledWith('Cancelled');
    expect(api.writes).toEqual([]);

    await rowAction('Lock');
    await user.click(within(await findDialog(/^Lock supplier\.a\?/)).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.writes).toEqual([{ path: '/user/lock/7', body: undefined }]));
    expect(success).toHaveBeenCalledWith('The user supplier.a is locked and signed out everywhere');
  });

  it('offers Unlock on a locked user and says an invited user has no password yet', async () => {
    const user = userEvent.setup();
    const api = stubUserApi({ ...supplierUser, isLocked: 'Y', lastLoginAt: null, passwordPending: true });
    renderWithApp(<UserListPage />);
    const row = (await screen.findByText('supplier.a', { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(row).getByText('Locked')).toBeInTheDocument();
    expect(within(row).getByText('Invited, no password yet')).toBeInTheDocument();
    await rowAction('Unlock');
    await user.click(within(await findDialog(/^Unlock supplier\.a\?/)).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.writes).toEqual([{ path: '/user/unlock/7', body: undefined }]));
  });

  it('gives the user exactly one role by radio and refreshes the list', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubUserApi();
    renderWithApp(<UserListPage />);
    await rowAction('Role');
    const dialog = await findDialog('Assign role');
    const current = await within(dialog).findByRole('radio', { name: /^Supplier/ });
    expect(current).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: /^Invoice clerk/ }));
    expect(current).not.toBeChecked();
    const pagesBefore = api.pages.length;
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.writes).toEqual([{ path: '/user/userAndRole', body: { userId: 7, roleId: 6 } }]),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved successfully'));
    await waitFor(() => expect(api.pages.length).toBeGreaterThan(pagesBefore));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Assign role' })).not.toBeInTheDocument(),
    );
  });

  it('links the plants of the changed type only', async () => {
    const user = userEvent.setup();
    vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubUserApi();
    renderWithApp(<UserListPage />);
    await rowAction('Plants');
    const dialog = await findDialog('Plants of the user');
    const sh01 = (await within(dialog).findByText('SH01')).closest('tr') as HTMLElement;
    expect(within(sh01).getByRole('checkbox')).toBeChecked();
    const sh02 = within(dialog).getByText('SH02').closest('tr') as HTMLElement;
    await user.click(within(sh02).getByRole('checkbox'));
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.writes).toEqual([
        { path: '/user/userAndPlant', body: { userId: 7, plantType: 'B', plantIds: [1, 2] } },
      ]),
    );
  });
});
