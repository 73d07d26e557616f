import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expandQueryForm } from '../../../test/expand-query-form.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInAs, signInWithRole } from '../../../test/sign-in-as.ts';
import { stubPortalApi } from '../../../test/stub-portal-api.ts';
import { packagingRow } from '../testing/packaging-rows.ts';
import { PackagingPage } from './packaging-page.tsx';
import { PartInfoPage } from './part-info-page.tsx';
import { PartPricePage, PriceListPage } from './price-list-page.tsx';

/** Empty lists in the shapes their calls answer (part info under `data`, part prices under `records`). */
function stubLists() {
  return stubPortalApi(
    { '/partPrice/queryPartPriceList': [] },
    { '/materials/query': { data: { data: [], total: 0, pages: 0 } } },
  );
}

/** The supplier-code filter (after the part numbers, so behind Expand). */
function supplierCodeBox(): HTMLElement {
  return screen.getByRole('textbox', { name: 'Supplier Code' });
}

describe('master-data pages', { timeout: 30_000 }, () => {
  it('/partInfo: a supplier has its code fixed and disabled, and no upload', async () => {
    signInAs('S', []);
    const api = stubLists();
    renderWithApp(<PartInfoPage />);
    await waitFor(() => expect(api.paths()).toEqual(['/materials/query']));
    expect(api.bodiesOf('/materials/query')[0]).toMatchObject({ supplierCode: 'S100101' });
    expandQueryForm();
    expect(supplierCodeBox()).toBeDisabled();
    expect(supplierCodeBox()).toHaveValue('S100101');
    expect(screen.getByRole('button', { name: /Download/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
  });

  it('/partInfo: a buyer with uploadPartInfo gets the upload', async () => {
    signInAs('B', ['uploadPartInfo']);
    stubLists();
    renderWithApp(<PartInfoPage />);
    expect(await screen.findByRole('button', { name: /Upload/ })).toBeInTheDocument();
    expandQueryForm();
    expect(supplierCodeBox()).toBeEnabled();
  });

  it('/partPrice offers the price upload to uploadPartPrice, /partPriceListCode never', async () => {
    signInAs('B', ['uploadPartPrice']);
    stubLists();
    const query = renderWithApp(<PriceListPage />);
    await screen.findByRole('button', { name: /Download/ });
    expect(screen.queryByRole('button', { name: /Upload/ })).not.toBeInTheDocument();
    query.unmount();
    renderWithApp(<PartPricePage />);
    expect(await screen.findByRole('button', { name: /Upload/ })).toBeInTheDocument();
    expandQueryForm();
    expect(screen.getByText('Effective Date')).toBeInTheDocument();
  });

  it('/packaging: counts the pictures of each record, marks one without and opens its pictures', async () => {
    signInWithRole('Adient-Admin');
    const rows = [packagingRow(7, 'PK-7', [1, 3]), packagingRow(8, 'PK-8', [])];
    stubPortalApi({}, { '/order/packaging/query': { data: { data: rows, total: 2, pages: 1 } } });
    const user = userEvent.setup();
    renderWithApp(<PackagingPage />);
    const rowOf = async (no: string) =>
      (await screen.findByText(no, { selector: 'td' })).closest('tr') as HTMLElement;
    expect(within(await rowOf('PK-7')).getByText('2 / 4')).toBeInTheDocument();
    expect(within(await rowOf('PK-8')).getByText('No picture')).toBeInTheDocument();
    await user.click(within(await rowOf('PK-8')).getByRole('button', { name: 'Pictures' }));
    expect(await screen.findByText('Pictures of packaging PK-8')).toBeInTheDocument();
    expect(screen.getAllByText('No picture yet')).toHaveLength(4);
  });
});
