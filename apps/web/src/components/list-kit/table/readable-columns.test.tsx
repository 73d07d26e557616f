import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Table } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ACTION_CELL_PADDING } from './action-column-width.ts';
import { SORTER_WIDTH } from './header-fit-width.ts';
import { readableColumns } from './readable-columns.tsx';

type Row = { id: number; name: string };
const rows: Row[] = [{ id: 1, name: 'Thai Summit Seating Components Co., Ltd.' }];

function renderTable(title: string) {
  return renderWithApp(
    <Table<Row>
      rowKey="id"
      dataSource={rows}
      columns={readableColumns<Row>([{ key: 'name', dataIndex: 'name', title, width: 120, ellipsis: true }])}
    />,
  );
}

/** jsdom lays nothing out: a box is "cut" when we say its content is wider than it. */
function pretendCut(element: Element, cut: boolean) {
  Object.defineProperty(element, 'scrollWidth', { configurable: true, value: cut ? 300 : 100 });
  Object.defineProperty(element, 'clientWidth', { configurable: true, value: 100 });
}

const headerWordsShown = (container: HTMLElement) =>
  [...container.querySelectorAll('thead .list-kit-header-word')].map((word) => word.textContent);

describe('readableColumns', { timeout: 30_000 }, () => {
  afterEach(() => i18n.changeLanguage('en'));

  it('renders a Thai header as whole words with a break opportunity only between them', async () => {
    await i18n.changeLanguage('th');
    const { container } = renderTable('รหัสซัพพลายเออร์');
    expect(headerWordsShown(container)).toEqual(['รหัส', 'ซัพพลายเออร์']);
    const header = container.querySelector('thead .list-kit-header') as HTMLElement;
    expect(header.innerHTML).toContain('รหัส</span><wbr><span');
  });

  it('breaks an English header at its spaces only', () => {
    const { container } = renderTable('Supplier Name');
    expect(headerWordsShown(container)).toEqual(['Supplier', 'Name']);
    expect(container.querySelector('thead wbr')).toBeNull();
  });

  it('shows the whole text of a cut cell on hover', async () => {
    const { container } = renderTable('Name');
    const cell = container.querySelector('tbody .list-kit-cut-cell') as HTMLElement;
    pretendCut(cell, true);
    await userEvent.hover(cell);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(rows[0]?.name ?? '');
  });

  it('shows no tooltip for a cell whose text fits', async () => {
    const { container } = renderTable('Name');
    const cell = container.querySelector('tbody .list-kit-cut-cell') as HTMLElement;
    pretendCut(cell, false);
    await userEvent.hover(cell);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });

  it('shows the whole title of a header with a word cut by its column', async () => {
    const { container } = renderTable('Acknowledgement');
    const header = container.querySelector('thead .list-kit-header') as HTMLElement;
    pretendCut(header.querySelector('.list-kit-header-word') as HTMLElement, true);
    await userEvent.hover(header);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Acknowledgement');
  });

  it('widens a column to the longest word of its header, sorter included, and keeps a wider one', async () => {
    await i18n.changeLanguage('en');
    const tenPerCharacter = (text: string) => text.length * 10;
    const widths = readableColumns<Row>(
      [
        { key: 'currency', dataIndex: 'currency', title: 'Currency', width: 90, sorter: true },
        { key: 'name', dataIndex: 'name', title: 'Supplier Name', width: 200 },
        { key: 'id', dataIndex: 'id', title: 'Acknowledgement', width: 90 },
      ],
      tenPerCharacter,
    ).map((column) => column.width);
    expect(widths).toEqual([ACTION_CELL_PADDING + 80 + SORTER_WIDTH, 200, ACTION_CELL_PADDING + 150]);
  });
});
