import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { chooseOption } from '../../../test/choose-option.ts';
import { findDialog } from '../../../test/dialog.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInWithRole } from '../../../test/sign-in-as.ts';
import {
  handInvoiceToDetail,
  handReceiptsToDetail,
  readInvoiceHandoff,
} from '../components/invoice-handoff.ts';
import { invoiceDetail, invoiceItem, signInAs, stubInvoiceApi } from '../testing/invoice-api-stub.ts';
import { InvoiceDetailPage } from './invoice-detail-page.tsx';

const RECEIPTS = [invoiceItem(1), invoiceItem(2, { priceVariance: 'Y' })];
const SUPPLIER_AP = ['CreateInvoiceFromGR(AP)', 'EditInvoice(AP)', 'SubmitInvoice(AP)'];

function button(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'button > span' });
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label) as HTMLInputElement;
}

function openNewApInvoice() {
  handReceiptsToDetail({ asnNoList: ['ASN20261109001'], supplierCode: 'S100101', companyCode: 'ADCN' });
  const saved = invoiceDetail(7, 'Draft', 'AP', RECEIPTS);
  const api = stubInvoiceApi(
    {},
    {
      '/invoice/queryApByAsn': { data: { records: RECEIPTS, total: 2, pages: 1 } },
      '/invoice/saveInvoice': { msg: 'Saved', data: saved },
      '/invoice/getInvoiceDetail/7': { data: saved },
      '/invoice/submitInvoice': { code: 88, msg: '1 line differs from the price list (PO450011 101-7001)' },
      '/invoice/submitInvoice/7': { msg: 'Submitted' },
      '/propertiesInfo/getProperties': { data: [{ propKey: '3', propName: '3%' }] },
    },
  );
  const view = renderWithApp(<InvoiceDetailPage />, {
    path: '/invoiceDetailAp',
    routes: [
      { path: '/invoiceDetailApEdit', element: <InvoiceDetailPage /> },
      { path: '/queryInvoice', element: <p>invoice list</p> },
    ],
  });
  return { api, ...view };
}

/** The value of a description list beside its label. */
function valueBeside(label: string): string | null | undefined {
  return screen
    .getByText(label, { selector: '.ant-descriptions-item-label, .ant-descriptions-item-label *' })
    .closest('th')?.nextElementSibling?.textContent;
}

async function fillHeader(invoiceNo: string) {
  await screen.findByText('GR900001');
  fireEvent.change(field('Invoice No'), { target: { value: invoiceNo } });
  fireEvent.change(field('Inco Term'), { target: { value: 'FOB' } });
}

describe('invoice detail', { timeout: 30_000 }, () => {
  it('a new AP invoice: receipts of the chosen ASNs, variance rows yellow, header rules, save as draft', async () => {
    vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    signInAs('S', SUPPLIER_AP);
    const { api, router } = openNewApInvoice();
    await fillHeader('INV-01');
    expect(api.bodiesOf('/invoice/queryApByAsn')[0]).toMatchObject({
      asnNoList: ['ASN20261109001'],
      companyCode: 'ADCN',
      size: 500,
    });
    expect(screen.getByText('GR900002').closest('tr')).toHaveClass('invoice-price-variance-row');
    expect(screen.getByText('GR900001').closest('tr')).not.toHaveClass('invoice-price-variance-row');
    // the yellow is explained under the lines
    expect(screen.getByText(/Yellow rows: the unit price differs from the price list/)).toBeInTheDocument();
    expect(button('Upload Item List')).toBeInTheDocument();

    fireEvent.click(button('Save as Draft'));
    expect(await screen.findByText('Letters and digits only (no / _ - @ #)')).toBeInTheDocument();
    expect(api.bodiesOf('/invoice/saveInvoice')).toEqual([]);

    fireEvent.change(field('Invoice No'), { target: { value: 'INV01' } });
    // before any save: each line's amount and the base amount follow the prices (100 x 12.5 each)
    expect(screen.getAllByText('1,250').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('2,500')).toBeInTheDocument();
    const [firstPrice] = screen.getAllByLabelText('Invoice Unit Price');
    fireEvent.change(firstPrice as HTMLElement, { target: { value: '12.4' } });
    expect(await screen.findByText('1,240')).toBeInTheDocument();
    expect(await screen.findByText('2,490')).toBeInTheDocument();
    const [, secondWht] = screen.getAllByRole('combobox', { name: 'WHT Rate' });
    await chooseOption(userEvent.setup(), secondWht as HTMLElement, '3%');
    fireEvent.click(button('Save as Draft'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invoiceDetailApEdit'));
    expect(api.bodiesOf('/invoice/saveInvoice')[0]).toEqual({
      invoiceNo: 'INV01',
      invoiceDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      incoTerm: 'FOB',
      items: [
        { grId: 501, unitPrice: '12.4' },
        { grId: 502, unitPrice: '12.5', whtRate: '3' },
      ],
    });
    expect(api.queriesOf('/propertiesInfo/getProperties')).toContainEqual({ propType: 'whtRate' });
    expect(readInvoiceHandoff()).toBe(7);
  });

  it('a new invoice on ASNs with no receipts for its type says why and offers the way back, not an empty form', async () => {
    signInWithRole('Supplier');
    handReceiptsToDetail({ asnNoList: ['ASN20261109001'], supplierCode: 'S100101', companyCode: 'ADCN' });
    stubInvoiceApi({}, { '/invoice/queryApByAsn': { data: { records: [], total: 0, pages: 0 } } });
    const { router } = renderWithApp(<InvoiceDetailPage />, {
      path: '/invoiceDetailAp',
      routes: [{ path: '/createApInvoice', element: <p>create list</p> }],
    });
    await screen.findByText(
      'The chosen ASNs have no receipts this type of invoice can take, so no invoice can be created',
    );
    expect(screen.queryByText('Submit', { selector: 'button > span' })).toBeNull();
    expect(screen.queryByLabelText('Invoice No')).toBeNull();
    fireEvent.click(button('Back to the create list'));
    await screen.findByText('create list');
    expect(router.state.location.pathname).toBe('/createApInvoice');
  });

  it('submit answered with code 88 asks with the server message; confirming submits with the GET follow-up', async () => {
    vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    signInAs('S', SUPPLIER_AP);
    const { api, router } = openNewApInvoice();
    await fillHeader('INV01');
    fireEvent.click(button('Submit'));
    const question = await findDialog('Please confirm');
    expect(
      within(question).getByText('1 line differs from the price list (PO450011 101-7001)'),
    ).toBeInTheDocument();
    expect(api.bodiesOf('/invoice/submitInvoice')).toEqual([{ invoiceHeaderId: 7 }]);
    fireEvent.click(within(question).getByText('OK', { selector: 'button > span' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/queryInvoice'));
    expect(api.paths()).toContain('/invoice/submitInvoice/7');
    expect(notifier.success).toHaveBeenLastCalledWith('Submitted');
  });

  it('declining the code-88 question submits nothing more and says so', async () => {
    vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const info = vi.spyOn(notifier, 'info').mockImplementation(() => undefined);
    signInAs('S', SUPPLIER_AP);
    const { api, router } = openNewApInvoice();
    await fillHeader('INV01');
    fireEvent.click(button('Submit'));
    const question = await findDialog('Please confirm');
    fireEvent.click(within(question).getByText('Cancel', { selector: 'button > span' }));
    await waitFor(() => expect(info).toHaveBeenCalledWith('Submit cancelled'));
    expect(api.paths()).not.toContain('/invoice/submitInvoice/7');
    expect(router.state.location.pathname).toBe('/invoiceDetailApEdit');
  });

  it('the view route shows a saved India invoice read-only with its GST columns', async () => {
    signInAs('S', ['EditInvoice(India)', 'SubmitInvoice(India)']);
    handInvoiceToDetail(9);
    const items = [
      invoiceItem(1, { unitPrice: '12.5', amount: '1250.00', cgstRate: '9', cgstAmount: '112.50' }),
    ];
    const api = stubInvoiceApi(
      {},
      {
        '/invoice/getInvoiceDetail/9': {
          data: { ...invoiceDetail(9, 'Paid', 'INDIA', items), paymentDate: '2026-11-20' },
        },
      },
    );
    renderWithApp(<InvoiceDetailPage />, { path: '/invoiceDetailIndiaView' });
    await screen.findByText('GR900001');
    expect(api.paths()).toEqual(['/invoice/getInvoiceDetail/9']);
    // read-only: the header as a description list and the rates as numbers, no greyed-out inputs
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(screen.queryAllByRole('combobox')).toHaveLength(0);
    expect(valueBeside('Invoice No')).toBe('INV009');
    expect(valueBeside('Inco Term')).toBe('FOB');
    expect(valueBeside('Credit Terms')).toBe('-');
    const line = screen.getByText('GR900001').closest('tr') as HTMLElement;
    expect(within(line).getByText('9')).toBeInTheDocument();
    expect(screen.getByText('112.5')).toBeInTheDocument();
    // paid by the ERP: the payment date shows
    expect(screen.getByText('2026-11-20')).toBeInTheDocument();
    expect(screen.queryByText('Submit', { selector: 'button > span' })).toBeNull();
    expect(screen.queryByText('Save as Draft', { selector: 'button > span' })).toBeNull();
    expect(screen.queryByText('Upload Item List', { selector: 'button > span' })).toBeNull();
    // a saved invoice prints its cover sheet (the QR code AP scans)
    fireEvent.click(button('Print Cover Sheet'));
    await waitFor(() => expect(api.paths()).toContain('/invoice/downloadCoverSheet/9'));
  });
});
