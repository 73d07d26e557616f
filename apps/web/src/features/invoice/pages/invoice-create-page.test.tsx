import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { readAsnNoForHistory } from '../../../platform/session/asn-handoff.ts';
import { findDialog } from '../../../test/dialog.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInWithRole } from '../../../test/sign-in-as.ts';
import { readReceiptsHandoff } from '../components/invoice-handoff.ts';
import { asnGroup, stubInvoiceApi } from '../testing/invoice-api-stub.ts';
import { InvoiceCreatePage } from './invoice-create-page.tsx';

const LIST = '/invoice/queryGrByAsnGroup';

function button(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'button > span' });
}

function check(asnNo: string) {
  const row = screen.getByText(asnNo, { selector: 'td a' }).closest('tr') as HTMLElement;
  fireEvent.click(row.querySelector('input[type="checkbox"]') as HTMLElement);
}

const checked = (container: HTMLElement) =>
  [...container.querySelectorAll('tbody input[type="checkbox"]:checked')].length;

describe('invoice create lists', { timeout: 30_000 }, () => {
  it('India: a supplier creates from exactly one ASN; the receipts query goes to the India detail', async () => {
    const warning = vi.spyOn(notifier, 'warning').mockImplementation(() => undefined);
    signInWithRole('Supplier');
    const api = stubInvoiceApi({ asnRows: [asnGroup(1), asnGroup(2, { referCompanyCode: 'ADIN' })] });
    const { router } = renderWithApp(<InvoiceCreatePage />, {
      path: '/createIndiaInvoice',
      routes: [{ path: '/invoiceDetailIndia', element: <p>india detail</p> }],
    });
    await screen.findByText('ASN20261109001', { selector: 'td a' });
    expect(api.bodiesOf(LIST)[0]).toMatchObject({ invoiceType: 'INDIA', supplierCode: ['S100101'] });
    expect(screen.queryByText('Goods Receipts', { selector: 'button > span' })).toBeNull();

    fireEvent.click(button('Create Invoice'));
    expect(warning).toHaveBeenLastCalledWith('Please select one row of data');
    check('ASN20261109001');
    check('ASN20261109002');
    fireEvent.click(button('Create Invoice'));
    expect(warning).toHaveBeenLastCalledWith('Please select one row of data');
    check('ASN20261109001');
    fireEvent.click(button('Create Invoice'));
    await screen.findByText('india detail');
    expect(router.state.location.pathname).toBe('/invoiceDetailIndia');
    expect(readReceiptsHandoff()).toEqual({
      asnNoList: ['ASN20261109002'],
      supplierCode: 'S100101',
      supplierName: 'Ningbo Jiali Metal Stamping Co., Ltd.',
      companyCode: 'ADCN',
      shipToPlantCode: 'CN01',
      referCompanyCode: 'ADIN',
    });
  });

  it('Oversea: a row whose ASN lines disagree on the currency is not selected and the popup says why', async () => {
    const warning = vi.spyOn(notifier, 'warning').mockImplementation(() => undefined);
    signInWithRole('Supplier');
    const mixed = asnGroup(2, {
      currency: 'USD',
      currencyList: [
        { lineNo: '1', currency: 'USD' },
        { lineNo: '2', currency: 'EUR' },
      ],
    });
    const api = stubInvoiceApi({
      asnRows: [asnGroup(1), mixed, asnGroup(3, { currency: 'USD', currencyList: [] })],
    });
    const { container } = renderWithApp(<InvoiceCreatePage />, { path: '/createOverseaInvoice' });
    await screen.findByText('ASN20261109001', { selector: 'td a' });
    expect(api.bodiesOf(LIST)[0]).toMatchObject({ invoiceType: 'OVERSEA' });
    check('ASN20261109002');
    const popup = await findDialog('Currency');
    expect(
      within(popup).getByText('Single ASN should has only one currency, but ASN LINE No2 curreny=EUR'),
    ).toBeInTheDocument();
    expect(checked(container)).toBe(0);

    check('ASN20261109001');
    check('ASN20261109003');
    expect(checked(container)).toBe(2);
    fireEvent.click(button('Create Invoice'));
    expect(warning).toHaveBeenLastCalledWith(
      'Invoices can only be created for the same supplier, company and plant (or currency)',
    );
  });

  it('AP: a write-off ASN is unchecked next to another; the GR link and the ASN link', async () => {
    const warning = vi.spyOn(notifier, 'warning').mockImplementation(() => undefined);
    signInWithRole('Supplier');
    stubInvoiceApi({ asnRows: [asnGroup(1), asnGroup(2, { isWriteOff: 'Y' })] });
    const { container, router } = renderWithApp(<InvoiceCreatePage />, {
      path: '/createApInvoice',
      routes: [
        { path: '/gr', element: <p>goods receipts</p> },
        { path: '/asnQuery', element: <p>asn history</p> },
      ],
    });
    await screen.findByText('ASN20261109001', { selector: 'td a' });
    check('ASN20261109001');
    check('ASN20261109002');
    expect(warning).toHaveBeenLastCalledWith('A write-off ASN cannot be selected together with other ASNs');
    expect(checked(container)).toBe(1);

    fireEvent.click(screen.getByText('ASN20261109002', { selector: 'td a' }));
    await screen.findByText('asn history');
    expect(readAsnNoForHistory()).toBe('ASN20261109002');
    void router.navigate('/createApInvoice');
    await screen.findByText('ASN20261109001', { selector: 'td a' });
    fireEvent.click(button('Goods Receipts'));
    await screen.findByText('goods receipts');
  });

  it('write-off: a supplier creates from one write-off ASN with the Create Invoice button its role grants', async () => {
    signInWithRole('Supplier');
    stubInvoiceApi({ asnRows: [asnGroup(1, { isWriteOff: 'Y' })] });
    const { router } = renderWithApp(<InvoiceCreatePage />, {
      path: '/createWriteoffIndiaInvoice',
      routes: [{ path: '/invoiceDetailWriteoff', element: <p>write-off detail</p> }],
    });
    await screen.findByText('ASN20261109001', { selector: 'td a' });
    check('ASN20261109001');
    fireEvent.click(button('Create Invoice'));
    await screen.findByText('write-off detail');
    expect(router.state.location.pathname).toBe('/invoiceDetailWriteoff');
  });

  it('write-off: the India list of write-off ASNs; a buyer sees no selection and no creation', async () => {
    signInWithRole('Adient-AP');
    const api = stubInvoiceApi({ asnRows: [asnGroup(1)] });
    const { container } = renderWithApp(<InvoiceCreatePage />, { path: '/createWriteoffIndiaInvoice' });
    await screen.findByText('ASN20261109001', { selector: 'td a' });
    expect(api.bodiesOf(LIST)[0]).toMatchObject({ invoiceType: 'INDIA', isWriteOff: 'Y' });
    expect(container.querySelector('input[type="checkbox"]')).toBeNull();
    expect(screen.queryByText('Create Invoice', { selector: 'button > span' })).toBeNull();
  });
});
