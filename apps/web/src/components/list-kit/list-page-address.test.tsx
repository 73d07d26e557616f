import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render-with-app.tsx';
import { ListPage } from './list-page.tsx';
import { partColumns, partQueryOptions, stubPartApi } from './testing/part-list-fixture.tsx';

function renderParts(entry = '/parts', presetValues?: Record<string, string>) {
  return renderWithApp(
    <ListPage
      ns="listKitTest"
      columns={partColumns}
      queryOptions={partQueryOptions}
      rowKey="partId"
      filtersPerRow={1}
      presetValues={presetValues}
    />,
    { path: '/parts', entry },
  );
}

async function showsPart(partNo: string) {
  expect(await screen.findByText(partNo, { selector: 'td' })).toBeInTheDocument();
}

type AppRouter = ReturnType<typeof renderParts>['router'];
const searchOf = (router: AppRouter) => decodeURIComponent(router.state.location.search);

// Ant Design's first render in jsdom is slow
describe('ListPage and the address', { timeout: 30_000 }, () => {
  it('puts a Search into the address as a new history entry; Back restores the form and the list', async () => {
    const user = userEvent.setup();
    const api = stubPartApi(25);
    const { router } = renderParts();
    await showsPart('P1');
    await user.type(screen.getByPlaceholderText(/One or more values/), 'P1, P2');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchOf(router)).toBe('?partNoList=P1&partNoList=P2'));
    await waitFor(() =>
      expect(api.last()).toEqual({ pageNo: 1, size: 10, sort: 'ASC', partNoList: ['P1', 'P2'] }),
    );

    // paging replaces the entry: one Back leaves the search
    await user.click(screen.getByTitle('2'));
    await waitFor(() => expect(searchOf(router)).toBe('?partNoList=P1&partNoList=P2&pageNo=2'));
    await act(() => router.navigate(-1));
    await waitFor(() => expect(searchOf(router)).toBe(''));
    await waitFor(() => expect(api.last()).toEqual({ pageNo: 1, size: 10, sort: 'ASC' }));
    expect(screen.getByPlaceholderText(/One or more values/)).toHaveValue('');

    await act(() => router.navigate(1));
    await waitFor(() => expect(screen.getByPlaceholderText(/One or more values/)).toHaveValue('P1\nP2'));
    await waitFor(() => expect(api.last()).toMatchObject({ pageNo: 2, partNoList: ['P1', 'P2'] }));
  });

  it('opens a copied address with its filters, dates, page, size and sort shown and searched', async () => {
    const api = stubPartApi(100);
    renderParts(
      '/parts?partNoList=P7&description=seat&dateFrom=2026-11-01&dateTo=2026-11-30&pageNo=2&size=20&sortName=statusText&sort=DESC',
    );
    await showsPart('P21');
    expect(api.bodies).toEqual([
      {
        partNoList: ['P7'],
        description: 'seat',
        dateFrom: '20261101',
        dateTo: '20261130',
        pageNo: 2,
        size: 20,
        sortName: 'status',
        sort: 'DESC',
      },
    ]);
    // a filter in the collapsed part opens the form
    expect(screen.getByLabelText('Description')).toBeVisible();
    expect(screen.getByLabelText('Description')).toHaveValue('seat');
    expect(screen.getByDisplayValue('2026-11-01')).toBeInTheDocument();
  });

  it('ignores what it cannot read in the address and opens the list as usual', async () => {
    const api = stubPartApi(25);
    renderParts('/parts?pageNo=abc&size=7&dateFrom=2026-13-45&sortName=partId&sort=sideways&junk=%E0%A4');
    await showsPart('P1');
    expect(api.last()).toEqual({ pageNo: 1, size: 10, sort: 'ASC' });
  });

  it('writes presets into the address once; Reset clears the address', async () => {
    const api = stubPartApi(25);
    const { router } = renderParts('/parts', { description: 'seat' });
    await showsPart('P1');
    await waitFor(() => expect(searchOf(router)).toBe('?description=seat'));
    expect(api.bodies).toEqual([{ pageNo: 1, size: 10, sort: 'ASC', description: 'seat' }]);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(searchOf(router)).toBe(''));
    await waitFor(() => expect(api.last()).toEqual({ pageNo: 1, size: 10, sort: 'ASC' }));
    expect(screen.getByLabelText('Description')).toHaveValue('');
  });
});
