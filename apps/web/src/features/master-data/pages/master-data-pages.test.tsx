import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expandQueryForm } from '../../../test/expand-query-form.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInAs } from '../../../test/sign-in-as.ts';
import { stubPortalApi } from '../../../test/stub-portal-api.ts';
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
});
