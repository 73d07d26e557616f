import type { AsnDetail } from '@portal/contract/asn';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { Link } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { tableHeaders } from '../../../components/list-kit/testing/table-header.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { handAsnToWizard, readAsnWizardHandoff } from '../../../platform/session/asn-handoff.ts';
import { findDialog } from '../../../test/dialog.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInWithRole } from '../../../test/sign-in-as.ts';
import { newAsn, signInAs, stubAsnApi } from '../testing/asn-api-stub.ts';
import { AsnDetailPage } from './asn-detail-page.tsx';

const SAVE_DRAFT = '/asn/saveOrUpdateDraftAsn';
const TIME = 'YYYY-MM-DD HH:mm';

function button(name: string): HTMLElement {
  return screen.getByText(name, { selector: 'button > span' });
}

function tabNames(): string[] {
  return [...document.querySelectorAll('.ant-tabs-tab')].map((tab) => tab.textContent ?? '');
}

/** A saved Draft (id 9) as the server answers it, with these header values. */
function savedDraft(header: Partial<AsnDetail['asnHeader']> = {}, base: AsnDetail = newAsn()): AsnDetail {
  return {
    ...base,
    asnHeader: { ...base.asnHeader, asnHeaderId: 9, asnNo: 'ASN202602100009', ...header },
    asnDetails: base.asnDetails.map((line) => ({
      ...line,
      asnDetailId: 90,
      asnQty: '100.00000',
      lotSizeQty: '50.00',
      packQty: 2,
      packQtyPerPallet: 2,
    })),
  };
}

/** The packaging tab's warning of parts whose packages do not hold their quantity (not a passing notice). */
function packagingAlert(): string | null {
  return document.querySelector('.ant-alert')?.textContent ?? null;
}

function change(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('/asnDetail', { timeout: 30_000 }, () => {
  it("an over-shipping supplier's line shows what it may ship and takes up to that", async () => {
    signInAs('S', ['createAsn', 'editAsn', 'submitAsn']);
    handAsnToWizard({ asnHistory: false, scheduleDetailIds: [101] });
    const base = newAsn();
    const tolerant = {
      ...base,
      asnDetails: base.asnDetails.map((line) => ({ ...line, maxAsnQty: '262.50000' })),
    };
    const api = stubAsnApi(
      {},
      { '/asn/asnCreateList': { data: tolerant }, [SAVE_DRAFT]: { data: savedDraft() } },
    );
    renderWithApp(<AsnDetailPage />, { path: '/asnDetail' });
    await screen.findByText('New (not saved yet)');
    // (a table with a fixed height draws its header twice)
    expect(tableHeaders('Max ASN Qty').length).toBeGreaterThan(0);
    expect(screen.getByText('262.5', { selector: 'td' })).toBeInTheDocument();

    change('ASN Qty', '262.50001');
    change('Qty per Package', '100');
    change('Packages per Pallet', '1');
    fireEvent.click(button('Save as Draft'));
    expect(
      await screen.findByText(
        'ASN quantity must not exceed the unshipped quantity plus the over-shipment tolerance',
      ),
    ).toBeInTheDocument();
    change('ASN Qty', '262.5');
    fireEvent.click(button('Save as Draft'));
    await waitFor(() => expect(api.bodiesOf(SAVE_DRAFT)).toHaveLength(1));
    expect(api.bodiesOf(SAVE_DRAFT)[0]).toMatchObject({ asnDetails: [{ asnQty: '262.5' }] });
  });

  it('a new ASN from the chosen lines: the line rules, then Save as Draft through saveOrUpdateDraftAsn', async () => {
    signInAs('S', ['createAsn', 'editAsn', 'submitAsn']);
    handAsnToWizard({ asnHistory: false, scheduleDetailIds: [101] });
    const saved = savedDraft({}, newAsn({ isCreateLabel: 'Y' }));
    const api = stubAsnApi(
      {},
      { '/asn/asnCreateList': { data: newAsn({ isCreateLabel: 'Y' }) }, [SAVE_DRAFT]: { data: saved } },
    );
    renderWithApp(<AsnDetailPage />, { path: '/asnDetail' });
    await screen.findByText('New (not saved yet)');
    expect(api.bodiesOf('/asn/asnCreateList')).toEqual([
      { scheduleDetailVos: [{ deliveryScheduleDetailId: 101 }] },
    ]);
    expect(tabNames()).toEqual(['ASN Detail', 'Packaging', 'General', 'Label Print']);
    // no over-shipment: what a line may ship is its unshipped quantity, no column of its own
    expect(screen.queryAllByText('Max ASN Qty')).toEqual([]);

    fireEvent.click(button('Save as Draft'));
    expect(await screen.findByText('Please enter the ASN quantity')).toBeInTheDocument();
    change('ASN Qty', '250.5');
    change('Qty per Package', '300');
    change('Packages per Pallet', '2');
    fireEvent.click(button('Save as Draft'));
    expect(
      await screen.findByText('ASN quantity must not exceed the unshipped quantity'),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Quantity per package must not exceed the ASN quantity'),
    ).toBeInTheDocument();
    change('ASN Qty', '100');
    change('Qty per Package', '50');
    change('Packages per Pallet', '3');
    fireEvent.click(button('Save as Draft'));
    expect(await screen.findByText('Packages per pallet must not exceed the packages')).toBeInTheDocument();
    expect(api.bodiesOf(SAVE_DRAFT)).toEqual([]);

    change('Packages per Pallet', '2');
    change('Batch No.', 'B2602');
    fireEvent.click(button('Save as Draft'));
    await waitFor(() =>
      expect(api.bodiesOf(SAVE_DRAFT)).toEqual([
        {
          asnHeader: {},
          asnDetails: [
            {
              deliveryScheduleDetailId: 101,
              asnQty: '100',
              lotSizeQty: '50',
              lotNo: 'B2602',
              packQty: 2,
              packQtyPerPallet: 2,
            },
          ],
          asnPackages: [],
        },
      ]),
    );
    // a reload now opens the saved draft instead of creating another one
    await screen.findByText('ASN202602100009');
    expect(readAsnWizardHandoff()).toEqual({ asnHistory: false, asnHeaderId: 9 });
  });

  it('Submit requires the times, then sends the ASN and turns the wizard read-only', async () => {
    vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    signInAs('S', ['editAsn', 'submitAsn']);
    handAsnToWizard({ asnHistory: true, asnHeaderId: 9 });
    const arrival = dayjs().add(2, 'day');
    const timed = savedDraft({
      dispatchTimeStr: arrival.subtract(1, 'day').format(TIME),
      planArrivalTimeStr: arrival.format(TIME),
    });
    const api = stubAsnApi(
      {},
      {
        '/asn/queryAsnDetail': { data: savedDraft() },
        '/asn/saveAsnGeneralInfo': { data: timed },
        '/asn/sendAsn': {
          data: { ...timed, asnHeader: { ...timed.asnHeader, status: 'Submitted', i18nStatus: 'Submitted' } },
        },
      },
    );
    renderWithApp(<AsnDetailPage />, { path: '/asnDetail' });
    await screen.findByText('ASN202602100009');
    expect(tabNames()).toEqual(['ASN Detail', 'General', 'Label Print']);

    fireEvent.click(screen.getByText('Label Print'));
    fireEvent.click(button('Submit'));
    fireEvent.click(
      within(await findDialog('Submit this ASN? It cannot be changed afterwards.')).getByText('OK'),
    );
    expect(await screen.findByText('Please choose the shipment date')).toBeInTheDocument();
    expect(screen.getByText('Please choose the planned arrival')).toBeInTheDocument();
    expect(api.bodiesOf('/asn/sendAsn')).toEqual([]);

    // the general step saves a draft without times; the server's answer (with them) becomes the form
    fireEvent.click(button('Save as Draft'));
    await waitFor(() => expect(api.bodiesOf('/asn/saveAsnGeneralInfo')).toHaveLength(1));
    expect(api.bodiesOf('/asn/saveAsnGeneralInfo')[0]?.asnHeader).toEqual({ asnHeaderId: 9 });
    await waitFor(() => expect(screen.getByDisplayValue(arrival.format(TIME))).toBeInTheDocument());

    fireEvent.click(screen.getByText('Label Print'));
    fireEvent.click(button('Submit'));
    fireEvent.click(
      within(await findDialog('Submit this ASN? It cannot be changed afterwards.')).getByText('OK'),
    );
    await waitFor(() => expect(api.bodiesOf('/asn/sendAsn')).toHaveLength(1));
    expect(api.bodiesOf('/asn/sendAsn')[0]).toMatchObject({
      asnHeader: { asnHeaderId: 9, planArrivalTimeStr: arrival.format(TIME) },
      asnDetails: [{ asnDetailId: 90, asnQty: '100', lotSizeQty: '50' }],
    });
    await waitFor(() => expect(screen.queryByText('Submit', { selector: 'button > span' })).toBeNull());
    expect(screen.getByLabelText('ASN Qty')).toBeDisabled();
  });

  it('Submit is off on a new ASN, saying why, until the draft is saved', async () => {
    signInAs('S', ['createAsn', 'editAsn', 'submitAsn']);
    handAsnToWizard({ asnHistory: false, scheduleDetailIds: [101] });
    stubAsnApi({}, { '/asn/asnCreateList': { data: newAsn() }, [SAVE_DRAFT]: { data: savedDraft() } });
    renderWithApp(<AsnDetailPage />, { path: '/asnDetail' });
    await screen.findByText('New (not saved yet)');
    fireEvent.click(screen.getByText('Label Print'));
    const submit = button('Submit').closest('button') as HTMLButtonElement;
    expect(submit).toBeDisabled();
    fireEvent.mouseEnter(submit.parentElement as HTMLElement);
    expect(
      await screen.findByText('Save the draft first: only a saved draft can be submitted.'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByText('ASN Detail'));
    change('ASN Qty', '100');
    change('Qty per Package', '50');
    change('Packages per Pallet', '2');
    fireEvent.click(button('Save as Draft'));
    await screen.findByText('ASN202602100009');
    fireEvent.click(screen.getByText('Label Print'));
    expect(button('Submit').closest('button')).toBeEnabled();
  });

  it('shows no problem of a field the supplier has not touched, on any tab, until a save', async () => {
    signInAs('S', ['createAsn', 'editAsn', 'submitAsn']);
    handAsnToWizard({ asnHistory: false, scheduleDetailIds: [101] });
    stubAsnApi({}, { '/asn/asnCreateList': { data: newAsn({ isCreateLabel: 'Y', isCreateInvoice: 'Y' }) } });
    renderWithApp(<AsnDetailPage />, { path: '/asnDetail' });
    await screen.findByText('New (not saved yet)');
    // a quantity typed: its own problem shows, the fields compared with it (still empty) say nothing yet
    change('ASN Qty', '250.5');
    await screen.findByText('ASN quantity must not exceed the unshipped quantity');
    fireEvent.click(screen.getByText('Packaging'));
    fireEvent.click(screen.getByText('General'));
    expect(document.querySelectorAll('.ant-form-item-explain-error')).toHaveLength(1);
    expect(packagingAlert()).toBeNull();

    fireEvent.click(screen.getByText('Packaging'));
    fireEvent.click(button('Save as Draft'));
    await waitFor(() =>
      expect(packagingAlert()).toBe('The packages do not hold the ASN quantity of part 101-7001'),
    );
  });

  it('the packaging tab shows an unbalanced part once the supplier changed a package', async () => {
    signInAs('S', ['editAsn', 'submitAsn']);
    handAsnToWizard({ asnHistory: true, asnHeaderId: 9 });
    const draft = savedDraft({}, newAsn({ isCreateLabel: 'Y' }));
    // 90 packed of the line's 100
    const packages = ['50.00', '40.00'].map((qtyOfPackaging, n) => ({
      partNo: '101-7001',
      packageNo: `ASN202602100009-00${n + 1}`,
      qtyOfPackaging,
    }));
    stubAsnApi({}, { '/asn/queryAsnDetail': { data: { ...draft, asnPackages: packages } } });
    renderWithApp(<AsnDetailPage />, { path: '/asnDetail' });
    await screen.findByText('ASN202602100009');
    fireEvent.click(screen.getByText('Packaging'));
    expect(packagingAlert()).toBeNull();
    const second = screen.getAllByLabelText('Package Qty')[1] as HTMLElement;
    fireEvent.change(second, { target: { value: '45' } });
    await waitFor(() =>
      expect(packagingAlert()).toBe('The packages do not hold the ASN quantity of part 101-7001'),
    );
    fireEvent.change(second, { target: { value: '50' } });
    await waitFor(() => expect(packagingAlert()).toBeNull());
  });

  it('a Draft whose lines a newer release replaced says so and refreshes in one step', async () => {
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    signInWithRole('Supplier');
    handAsnToWizard({ asnHistory: true, asnHeaderId: 9 });
    const stale = savedDraft();
    const replaced = {
      ...stale,
      asnDetails: stale.asnDetails.map((line) => ({ ...line, replaced: 'Y' as const })),
    };
    const refreshed = {
      ...stale,
      asnDetails: stale.asnDetails.map((line) => ({ ...line, asnQty: '50.00000', replaced: 'N' as const })),
    };
    const api = stubAsnApi(
      {},
      {
        '/asn/queryAsnDetail': { data: replaced },
        '/asn/refreshDraftAsn': {
          msg: 'Item 1 (PO-1/10, 2026-11-23): moved, quantity 100 -> 50',
          data: refreshed,
        },
      },
    );
    renderWithApp(<AsnDetailPage />, { path: '/asnDetail' });
    await screen.findByText(/A newer release replaced the release of some lines/);
    fireEvent.click(button('Refresh Draft'));
    await waitFor(() =>
      expect(success).toHaveBeenCalledWith('Item 1 (PO-1/10, 2026-11-23): moved, quantity 100 -> 50'),
    );
    expect(api.queriesOf('/asn/refreshDraftAsn')).toEqual([{ asnHeaderId: '9' }]);
    await waitFor(() => expect(screen.queryByText(/A newer release replaced/)).toBeNull());
    expect((screen.getByLabelText('ASN Qty') as HTMLInputElement).value).toBe('50');
  });

  it('a Draft is read-only for a buyer', async () => {
    signInAs('B', ['editAsn', 'submitAsn']);
    handAsnToWizard({ asnHistory: true, asnHeaderId: 9 });
    stubAsnApi({}, { '/asn/queryAsnDetail': { data: savedDraft({ isCreateInvoice: 'Y' }) } });
    renderWithApp(<AsnDetailPage />, { path: '/asnDetail' });
    await screen.findByText('ASN202602100009');
    expect(screen.getByLabelText('ASN Qty')).toBeDisabled();
    expect(screen.queryByText('Save as Draft', { selector: 'button > span' })).toBeNull();
    expect(screen.queryByText('Submit', { selector: 'button > span' })).toBeNull();
  });

  it('checks the invoice number when the supplier sends its invoice with the ASN', async () => {
    signInAs('S', ['editAsn']);
    handAsnToWizard({ asnHistory: true, asnHeaderId: 9 });
    const api = stubAsnApi({}, { '/asn/queryAsnDetail': { data: savedDraft({ isCreateInvoice: 'Y' }) } });
    renderWithApp(<AsnDetailPage />, { path: '/asnDetail' });
    await screen.findByText('ASN202602100009');
    fireEvent.click(screen.getByText('General'));
    fireEvent.click(button('Save as Draft'));
    expect(await screen.findByText('Please enter the invoice number')).toBeInTheDocument();
    change('Invoice No.', 'INV-2026-0001');
    change('Net Weight (kg)', '12.3456');
    fireEvent.click(button('Save as Draft'));
    expect(await screen.findByText('0 or more, at most 3 decimals')).toBeInTheDocument();
    expect(api.bodiesOf('/asn/saveAsnGeneralInfo')).toEqual([]);
  });

  it('returns to the previous page when the ASN cannot be loaded', async () => {
    vi.spyOn(notifier, 'error').mockImplementation(() => undefined);
    signInAs('S', ['editAsn']);
    handAsnToWizard({ asnHistory: true, asnHeaderId: 404 });
    stubAsnApi({}, { '/asn/queryAsnDetail': { code: 404, msg: 'The ASN does not exist', data: null } });
    const { router } = renderWithApp(<Link to="/asnDetail">open</Link>, {
      path: '/asnQuery',
      routes: [{ path: '/asnDetail', element: <AsnDetailPage /> }],
    });
    fireEvent.click(screen.getByText('open'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/asnQuery'));
    expect(notifier.error).toHaveBeenCalledWith('The ASN does not exist');
  });

  it("a saved ASN's History opens its timeline for its supplier; a new one has none yet", async () => {
    signInWithRole('Supplier');
    handAsnToWizard({ asnHistory: true, asnHeaderId: 9 });
    const api = stubAsnApi(
      {},
      {
        '/asn/queryAsnDetail': { data: savedDraft() },
        '/auditLog/timeline': { data: { data: [], total: 0, pages: 0 } },
      },
    );
    const view = renderWithApp(<AsnDetailPage />, { path: '/asnDetail' });
    await screen.findByText('ASN202602100009');
    fireEvent.click(screen.getByRole('button', { name: /History/ }));
    expect(await screen.findByText('History of ASN202602100009')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.bodiesOf('/auditLog/timeline')).toEqual([
        { recordType: 'asn', recordId: 9, pageNo: 1, size: 20 },
      ]),
    );
    view.unmount();

    handAsnToWizard({ asnHistory: false, scheduleDetailIds: [101] });
    stubAsnApi({}, { '/asn/asnCreateList': { data: newAsn() } });
    renderWithApp(<AsnDetailPage />, { path: '/asnDetail' });
    await screen.findByText('New (not saved yet)');
    expect(screen.queryByRole('button', { name: /History/ })).not.toBeInTheDocument();
  });
});
