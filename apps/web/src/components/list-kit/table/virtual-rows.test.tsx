import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { ListPage } from '../list-page.tsx';
import { partColumns, partQueryOptions, stubPartApi } from '../testing/part-list-fixture.tsx';

function renderPage(size: number) {
  stubPartApi(600);
  renderWithApp(
    <ListPage
      ns="listKitTest"
      columns={partColumns}
      queryOptions={partQueryOptions}
      rowKey="partId"
      defaultPageSize={size}
    />,
  );
}

const virtualBody = () => document.querySelector('.ant-table-tbody-virtual');

// Ant Design's first render in jsdom is slow
describe('virtual rows', { timeout: 60_000 }, () => {
  it('render a 500-row page as virtual rows: only the rows in view are in the document', async () => {
    renderPage(500);
    await screen.findByText('Total 600 items');
    await screen.findByText('P1');
    expect(virtualBody()).not.toBeNull();
    expect(screen.queryByText('P500')).toBeNull();
  });

  it('leave a 10-row page as plain rows', async () => {
    renderPage(10);
    expect(await screen.findByText('P10', { selector: 'td' })).toBeInTheDocument();
    expect(virtualBody()).toBeNull();
  });
});
