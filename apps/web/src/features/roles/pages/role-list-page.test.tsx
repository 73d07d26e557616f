import type { RoleRow } from '@portal/contract/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { findDialog } from '../../../test/dialog.ts';
import { downloadUrl } from '../../../test/download-url.ts';
import { fill } from '../../../test/fill.ts';
import { offeredPageSizes, SYSTEM_PAGE_SIZES } from '../../../test/page-sizes.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { RoleListPage } from './role-list-page.tsx';

const ROLES: RoleRow[] = [
  {
    roleId: 1,
    roleName: 'SupperAdmin',
    roleDescription: 'Everything',
    userType: 'B',
    createDate: '2026-11-23 10:39',
  },
  {
    roleId: 3,
    roleName: 'Adient-SCM',
    roleDescription: 'Supply chain planner',
    userType: 'B',
    createDate: '2026-11-23 10:39',
  },
  {
    roleId: 5,
    roleName: 'Supplier',
    roleDescription: 'Supplier user',
    userType: 'S',
    createDate: '2026-11-23 10:39',
  },
];

const USER_TYPES = [
  { propKey: 'B', propName: 'Buyer' },
  { propKey: 'S', propName: 'Supplier' },
];

function stubRoleListApi() {
  const pages: unknown[] = [];
  const reads: string[] = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/role/query') {
      pages.push(JSON.parse(String(init?.body)));
      return jsonReply({ code: 200, msg: '', data: { data: ROLES, total: ROLES.length } });
    }
    if (path === '/propertiesInfo/getProperties') return jsonReply({ code: 200, msg: '', data: USER_TYPES });
    reads.push(url);
    return jsonReply({ code: 200, msg: '', data: [] });
  });
  return { pages, reads, lastPage: () => pages[pages.length - 1] };
}

const rowOf = (name: string) => screen.getByText(name, { selector: 'td' }).closest('tr') as HTMLElement;

describe('RoleListPage', { timeout: 60_000 }, () => {
  it('searches by name, offers Edit on every role but SupperAdmin and opens its tree', async () => {
    const user = userEvent.setup();
    const api = stubRoleListApi();
    renderWithApp(<RoleListPage />);
    await screen.findByText('Adient-SCM', { selector: 'td' });
    expect(within(rowOf('SupperAdmin')).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    // the user type each role is for, as its label
    const rowDescribed = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;
    await waitFor(() =>
      expect(within(rowDescribed('Supplier user')).getByText('Supplier')).toBeInTheDocument(),
    );
    expect(within(rowOf('Adient-SCM')).getByText('Buyer')).toBeInTheDocument();

    await fill(user, screen.getByRole('textbox', { name: 'Role Name' }), ' SCM ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.lastPage()).toEqual({ pageNo: 1, size: 10, sort: 'ASC', roleName: 'SCM' }),
    );

    await user.click(within(rowOf('Adient-SCM')).getByRole('button', { name: 'Edit' }));
    await findDialog('Edit role');
    await waitFor(() =>
      expect(api.reads.some((url) => url.includes('/role/getRoleResources?roleId=3'))).toBe(true),
    );
  });

  it('downloads Roles.xlsx with the searched name', async () => {
    const user = userEvent.setup();
    const api = stubRoleListApi();
    renderWithApp(<RoleListPage />);
    await screen.findByText('Adient-SCM', { selector: 'td' });
    await fill(user, screen.getByRole('textbox', { name: 'Role Name' }), 'Adient');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.lastPage()).toMatchObject({ roleName: 'Adient' }));
    const url = await downloadUrl(user);
    expect(url.pathname).toBe('/api/role/download');
    expect(url.searchParams.get('roleName')).toBe('Adient');
  });

  it('offers the page sizes of the role table', async () => {
    const user = userEvent.setup();
    stubRoleListApi();
    const { container } = renderWithApp(<RoleListPage />);
    await screen.findByText('Adient-SCM', { selector: 'td' });
    expect(await offeredPageSizes(user, container)).toEqual(SYSTEM_PAGE_SIZES);
  });
});
