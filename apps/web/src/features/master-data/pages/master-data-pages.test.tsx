import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInAs } from '../../../test/sign-in-as.ts';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { PartInfoPage } from './part-info-page.tsx';
import { PartPricePage, PriceListPage } from './price-list-page.tsx';

/** Lookups answer empty lists; list calls an empty page; `bodies` keeps the list bodies by path. */
function stubLists() {
  const bodies: Array<{ path: string; body: Record<string, unknown> }> = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/company/query' || path === '/plant/query')
      return jsonReply({ code: 200, msg: '', data: [] });
    bodies.push({ path, body: JSON.parse(String(init?.body ?? '{}')) });
    const page = path === '/partPrice/queryPartPriceList' ? { records: [] } : { data: [] };
    return jsonReply({ code: 200, msg: '', data: { ...page, total: 0, pages: 0 } });
  });
  return bodies;
}

/** The supplier-code filter (after the part numbers, so in the collapsed part of the form). */
function supplierCodeBox(): HTMLElement {
  return screen.getByRole('textbox', { name: 'Supplier Code', hidden: true });
}

describe('master-data pages', { timeout: 30_000 }, () => {
  it('/partInfo: a supplier has its code fixed and disabled, and no upload', async () => {
    signInAs('S', []);
    const bodies = stubLists();
    renderWithApp(<PartInfoPage />);
    await waitFor(() => expect(bodies[0]).toEqual({ path: '/materials/query', body: expect.anything() }));
    expect(bodies[0]?.body).toMatchObject({ supplierCode: 'S100101' });
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
    expect(screen.getByText('Effective Date')).toBeInTheDocument();
  });
});
