import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setLoginInfo } from '../../../platform/session/session-storage.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInAs } from '../../../test/sign-in-as.ts';
import { ListPage } from '../list-page.tsx';
import {
  type PartQueryInput,
  type PartRow,
  partColumns,
  partQueryOptions,
  stubPartApi,
} from '../testing/part-list-fixture.tsx';
import type { ListColumn } from './list-column.ts';

/** Part no. is the identifier (frozen); the status code is not in the default set. */
const columns: readonly ListColumn<PartRow, PartQueryInput>[] = [
  { dataIndex: 'statusText', title: 'Status', sortable: true, sortField: 'status' },
  { dataIndex: 'partNo', title: 'Part', fixed: 'left' },
  { dataIndex: 'status', title: 'Status code', hiddenByDefault: true },
  ...partColumns.filter((column) => column.hideInTable),
];

async function renderParts() {
  const view = renderWithApp(
    <ListPage ns="listKitTest" columns={columns} queryOptions={partQueryOptions} rowKey="partId" />,
    { path: '/parts' },
  );
  await screen.findByText('P1', { selector: 'td' });
  return view;
}

/** The header texts in table order (empty cells: the scrollbar gutter). */
function headers(): string[] {
  return [...document.querySelectorAll('thead th')]
    .map((cell) => cell.textContent ?? '')
    .filter((title) => title !== '');
}

async function openChooser(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Columns' }));
  return screen.findByRole('button', { name: 'Reset to default' });
}

function signInAsAccount(userCode: string) {
  signInAs('B', []);
  setLoginInfo({
    userType: 'B',
    userName: userCode,
    language: 'en',
    userCode,
    roleNameList: [],
    token: 't',
    supplierCode: null,
    supplierName: null,
  });
}

// Ant Design's first render in jsdom is slow
describe('column chooser', { timeout: 60_000 }, () => {
  it('shows the default set with the identifier first, and hides and shows columns on a tick', async () => {
    const user = userEvent.setup();
    stubPartApi(25);
    signInAsAccount('planner');
    await renderParts();
    expect(headers()).toEqual(['Part', 'Status']);

    await openChooser(user);
    expect(screen.getByRole('checkbox', { name: 'Part' })).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Status code' }));
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    expect(headers()).toEqual(['Part', 'Status code']);
    expect(screen.getAllByText('Success', { selector: 'td' }).length).toBeGreaterThan(0);
  });

  it("keeps each user's choice after a remount; another user on the browser gets the defaults", async () => {
    const user = userEvent.setup();
    stubPartApi(25);
    signInAsAccount('planner');
    const first = await renderParts();
    await openChooser(user);
    await user.click(screen.getByRole('checkbox', { name: 'Status code' }));
    first.unmount();

    await renderParts().then((view) => {
      expect(headers()).toEqual(['Part', 'Status', 'Status code']);
      view.unmount();
    });

    signInAsAccount('clerk');
    await renderParts();
    expect(headers()).toEqual(['Part', 'Status']);
  });

  it('goes back to the default set on "reset to default", for good', async () => {
    const user = userEvent.setup();
    stubPartApi(25);
    signInAsAccount('planner');
    const view = await renderParts();
    const reset = await openChooser(user);
    await user.click(screen.getByRole('checkbox', { name: 'Status' }));
    expect(headers()).toEqual(['Part']);

    await user.click(reset);
    expect(headers()).toEqual(['Part', 'Status']);
    expect(screen.getByRole('checkbox', { name: 'Status' })).toBeChecked();
    view.unmount();
    await renderParts();
    expect(headers()).toEqual(['Part', 'Status']);
  });
});
