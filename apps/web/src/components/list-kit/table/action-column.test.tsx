import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { actionColumn } from './action-column.tsx';
import type { RowAction } from './row-action.ts';

type Row = { id: number; status: string };

const sevenPerChar = (text: string) => text.length * 7;

function renderActions(
  actions: RowAction<Row>[],
  options: { granted?: string[]; onRowClick?: () => void } = {},
) {
  const confirm = vi.fn();
  const rows: Row[] = [{ id: 1, status: 'Draft' }];
  const column = actionColumn<Row>({
    actions,
    rows,
    has: (permission) => (options.granted ?? []).includes(permission),
    t: i18n.t,
    confirm,
    textWidth: sevenPerChar,
  });
  renderWithApp(
    <Table<Row>
      rowKey="id"
      columns={[{ key: 'id', dataIndex: 'id', title: 'Id' }, column]}
      dataSource={rows}
      onRow={() => ({ onClick: options.onRowClick })}
    />,
  );
  return { confirm, column };
}

const action = (key: string, extra: Partial<RowAction<Row>> = {}): RowAction<Row> => ({
  key,
  label: key,
  onClick: vi.fn(),
  ...extra,
});

const rowButtons = () =>
  within(screen.getByText('1', { selector: 'td' }).closest('tr') as HTMLElement).getAllByRole('button');

describe('actionColumn', { timeout: 30_000 }, () => {
  it('shows two actions as buttons and the rest in a "more" menu', async () => {
    const user = userEvent.setup();
    renderActions([action('View'), action('Edit'), action('Send'), action('Delete')]);
    expect(rowButtons().map((button) => button.textContent)).toEqual(['View', 'Edit', '']);
    await user.click(screen.getByRole('button', { name: 'More' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Send', 'Delete']);
  });

  it('has no "more" menu for two actions', () => {
    renderActions([action('View'), action('Edit')]);
    expect(rowButtons().map((button) => button.textContent)).toEqual(['View', 'Edit']);
    expect(screen.queryByRole('button', { name: 'More' })).toBeNull();
  });

  it('still asks first for an action chosen from the menu, and does not click the row', async () => {
    const user = userEvent.setup();
    const onRowClick = vi.fn();
    const remove = action('Delete', { confirm: { question: 'Delete it?', cancelled: 'Kept' } });
    const { confirm } = renderActions([action('View'), action('Edit'), remove], { onRowClick });
    await user.click(screen.getByRole('button', { name: 'More' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith(expect.objectContaining({ title: 'Delete it?' }));
    expect(remove.onClick).not.toHaveBeenCalled();
    expect(onRowClick).not.toHaveBeenCalled();
  });

  it('leaves out of the buttons and the menu what the user may not do or the row does not allow', async () => {
    const user = userEvent.setup();
    renderActions(
      [
        action('View'),
        action('Cancel', { permission: 'cancelAsn' }),
        action('Edit', { permission: 'editAsn' }),
        action('Approve', { visible: (row) => row.status === 'Passed' }),
        action('Send'),
        action('Delete', { permission: 'cancelAsn' }),
      ],
      { granted: ['editAsn'] },
    );
    expect(rowButtons().map((button) => button.textContent)).toEqual(['View', 'Edit', '']);
    await user.click(screen.getByRole('button', { name: 'More' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['Send']);
  });

  it('is wide enough for its buttons and the more button on one line', () => {
    const { column } = renderActions([action('Acknowledge'), action('Comments'), action('Send')]);
    // 18 cell padding + (77 + 8) + (56 + 8) + 24 more button
    expect(column.width).toBe(191);
  });
});
