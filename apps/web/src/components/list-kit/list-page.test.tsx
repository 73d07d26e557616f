import { endpoint } from '@portal/contract/endpoint';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { ListPage, type ListPageProps } from './list-page.tsx';
import type { ListData } from './query/list-data.ts';
import { lockToOwnSupplier } from './query-form/own-supplier-lock.ts';
import type { ListColumn } from './table/list-column.ts';
import {
  type PartQueryInput,
  type PartRow,
  partColumns,
  partQueryOptions,
  stubPartApi,
} from './testing/part-list-fixture.tsx';
import { tableHeader } from './testing/table-header.ts';

type Props = Partial<Omit<ListPageProps<ListData<PartRow>, PartQueryInput>, 'queryOptions'>>;

function renderParts(props: Props = {}) {
  return renderWithApp(
    <ListPage
      ns="listKitTest"
      columns={partColumns}
      queryOptions={partQueryOptions}
      rowKey="partId"
      {...props}
    />,
  );
}

async function showsPart(partNo: string) {
  expect(await screen.findByText(partNo, { selector: 'td' })).toBeInTheDocument();
}

/** The sortable header (the table also renders an invisible measure row with the titles). */
const header = (title: string) => tableHeader(title);

// Ant Design's first render in jsdom is slow
describe('ListPage', { timeout: 30_000 }, () => {
  it('loads page 1 with the default size and direction, and shows the total', async () => {
    const api = stubPartApi(25);
    renderParts();
    await showsPart('P1');
    expect(api.last()).toEqual({ pageNo: 1, size: 10, sort: 'ASC' });
    expect(screen.getByText('Total 25 items')).toBeInTheDocument();
  });

  it('goes back to page 1 on Search, with the typed filters', async () => {
    const user = userEvent.setup();
    const api = stubPartApi(25);
    renderParts();
    await showsPart('P1');
    await user.click(screen.getByTitle('2'));
    await showsPart('P11');
    expect(api.last()).toMatchObject({ pageNo: 2 });

    await user.type(screen.getByPlaceholderText(/One or more values/), 'P1, P2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.last()).toEqual({ pageNo: 1, size: 10, sort: 'ASC', partNoList: ['P1', 'P2'] }),
    );
  });

  it('clears the filters on Reset and searches again', async () => {
    const user = userEvent.setup();
    const api = stubPartApi(25);
    renderParts({ filtersPerRow: 1 });
    await showsPart('P1');
    await user.click(screen.getByRole('button', { name: /Expand/ }));
    const description = screen.getByLabelText('Description');
    await user.type(description, 'seat');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.last()).toMatchObject({ description: 'seat' }));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(api.last()).toEqual({ pageNo: 1, size: 10, sort: 'ASC' }));
    // a reset field is mounted afresh
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });

  it('opens with preset filters shown and searched; Reset goes back to the defaults', async () => {
    const api = stubPartApi(25);
    renderParts({ filtersPerRow: 1, presetValues: { description: 'seat' } });
    await showsPart('P1');
    expect(api.last()).toEqual({ pageNo: 1, size: 10, sort: 'ASC', description: 'seat' });
    // a preset in the collapsed part opens the form, so the user sees why the list is filtered
    expect(screen.getByLabelText('Description')).toBeVisible();
    expect(screen.getByLabelText('Description')).toHaveValue('seat');
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(api.last()).toEqual({ pageNo: 1, size: 10, sort: 'ASC' }));
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });

  it('keeps the second row of filters behind Expand', async () => {
    const user = userEvent.setup();
    stubPartApi();
    renderParts({ filtersPerRow: 1 });
    await showsPart('P1');
    // built on the first Expand only, then kept (hidden) so what was typed stays
    expect(screen.queryByLabelText('Description')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Expand/ }));
    expect(screen.getByLabelText('Description')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /Collapse/ }));
    expect(screen.getByLabelText('Description')).not.toBeVisible();
  });

  it('sorts on the server: ASC, DESC, then no sortName; display columns send their data field', async () => {
    const user = userEvent.setup();
    const api = stubPartApi();
    renderParts();
    await showsPart('P1');
    await user.click(header('Status'));
    await waitFor(() => expect(api.last()).toMatchObject({ sortName: 'status', sort: 'ASC', pageNo: 1 }));
    await user.click(header('Status'));
    await waitFor(() => expect(api.last()).toMatchObject({ sortName: 'status', sort: 'DESC' }));
    await user.click(header('Status'));
    await waitFor(() => expect(api.last()).toEqual({ pageNo: 1, size: 10, sort: 'ASC' }));
    await user.click(header('Part'));
    await waitFor(() => expect(api.last()).toMatchObject({ sortName: 'partNo', sort: 'ASC' }));
  });

  it('shows at most 5 page buttons, the sizes of the list and a quick jumper', async () => {
    const user = userEvent.setup();
    const api = stubPartApi(1000);
    const { container } = renderParts({ pageSizes: [10, 20, 50] });
    await showsPart('P1');
    const pageTexts = () =>
      [...container.querySelectorAll('.ant-pagination-item')].map((page) => page.textContent);
    expect(pageTexts()).toEqual(['1', '2', '3', '100']);
    const jumper = container.querySelector('.ant-pagination-options-quick-jumper input') as HTMLInputElement;
    await user.type(jumper, '50');
    // the jumper listens for keyCode 13, which user-event does not set
    fireEvent.keyUp(jumper, { key: 'Enter', keyCode: 13 });
    await showsPart('P491');
    expect(api.last()).toMatchObject({ pageNo: 50 });
    expect(pageTexts()).toEqual(['1', '49', '50', '51', '100']);
    await user.click(container.querySelector('.ant-pagination-options .ant-select') as HTMLElement);
    const sizes = await screen.findAllByRole('option');
    expect(sizes.map((option) => option.textContent)).toEqual(['10 / page', '20 / page', '50 / page']);
  });

  it('sizes the action column 60 px per visible action of the busiest row (more menu counted), 80 px at least', async () => {
    sessionStorage.setItem('authorities', JSON.stringify(['editAsn']));
    stubPartApi(3);
    const both = [
      { key: 'view', label: 'View', onClick: () => undefined },
      { key: 'edit', label: 'Edit', permission: 'editAsn' as const, onClick: () => undefined },
      {
        key: 'delete',
        label: 'Delete',
        visible: (row: PartRow) => row.status === 'Draft',
        onClick: () => undefined,
      },
      { key: 'cancel', label: 'Cancel', permission: 'cancelAsn' as const, onClick: () => undefined },
    ];
    const { container } = renderParts({ actions: both });
    await showsPart('P2');
    // P2 is Draft: View, Edit and Delete in its "more" menu; Cancel needs a permission the user lacks
    const draftRow = screen.getByText('P2', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(
      within(draftRow)
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label') ?? button.textContent),
    ).toEqual(['View', 'Edit', 'More']);
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    const widths = [...container.querySelectorAll('col')].map((col) => (col as HTMLElement).style.width);
    expect(widths).toContain('180px');
  });

  it('gives a lone action the 80 px minimum', async () => {
    stubPartApi(3);
    const { container } = renderParts({
      actions: [{ key: 'view', label: 'View', onClick: () => undefined }],
    });
    await showsPart('P1');
    const widths = [...container.querySelectorAll('col')].map((col) => (col as HTMLElement).style.width);
    expect(widths).toContain('80px');
  });

  it('fixes the supplier code of a supplier user: disabled, sent, and kept on Reset', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('supplierCode', 'S100');
    sessionStorage.setItem(
      'loginInfo',
      JSON.stringify({
        userType: 'S',
        userName: 'Clerk',
        language: 'en',
        userCode: 'clerk',
        roleNameList: [],
        token: 't',
        supplierCode: 'S100',
        supplierName: 'Foam Co',
      }),
    );
    const api = stubPartApi();
    const columns: ListColumn<PartRow, PartQueryInput>[] = [
      ...partColumns,
      {
        hideInTable: true,
        key: 'supplier',
        title: 'Supplier',
        filter: { kind: 'text', name: 'supplierCode', lockedValue: lockToOwnSupplier, order: -1 },
      },
    ];
    renderParts({ columns });
    await showsPart('P1');
    expect(api.last()).toMatchObject({ supplierCode: 'S100' });
    expect(screen.getByLabelText('Supplier')).toBeDisabled();
    expect(screen.getByLabelText('Supplier')).toHaveValue('S100');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(api.bodies).toHaveLength(2));
    expect(api.last()).toMatchObject({ supplierCode: 'S100' });
  });

  it('downloads with the searched filters and spins meanwhile', async () => {
    const user = userEvent.setup();
    const api = stubPartApi();
    const download = endpoint({
      method: 'GET',
      path: '/test/download',
      summary: 'test download',
      access: 'authenticated',
      scope: 'own',
      kind: 'file',
    });
    renderParts({ toolbar: [{ kind: 'download', endpoint: download }] });
    await showsPart('P1');
    await user.type(screen.getByPlaceholderText(/One or more values/), 'P7');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.last()).toMatchObject({ partNoList: ['P7'] }));

    let answer: (response: Response) => void = () => undefined;
    const pending = vi.fn((_url: string) => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', pending);
    const button = screen.getByRole('button', { name: /Download/ });
    await user.click(button);
    await waitFor(() => expect(button).toHaveClass('ant-btn-loading'));
    const url = String(pending.mock.calls[0]?.[0]);
    expect(url).toContain('/test/download?');
    expect(url).toContain('partNoList=P7');
    expect(url).not.toContain('pageNo');
    // nothing to download: the server answers an envelope instead of a file
    answer(Response.json({ code: 200, msg: 'ok', data: null }));
    await waitFor(() => expect(button).not.toHaveClass('ant-btn-loading'));
  });

  it('hands the chosen rows of the page to toolbar buttons', async () => {
    const user = userEvent.setup();
    stubPartApi(25);
    const onClick = vi.fn();
    renderParts({
      rowSelection: { disabled: (row) => row.status === 'Success' },
      toolbar: [{ kind: 'button', key: 'create', label: 'Create', primary: true, onClick }],
    });
    await showsPart('P2');
    const draftRow = screen.getByText('P2', { selector: 'td' }).closest('tr') as HTMLElement;
    const successRow = screen.getByText('P1', { selector: 'td' }).closest('tr') as HTMLElement;
    expect(within(successRow).getByRole('checkbox')).toBeDisabled();
    await user.click(within(draftRow).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(onClick.mock.calls[0]?.[0].selectedRows.map((row: PartRow) => row.partNo)).toEqual(['P2']);
  });
});
