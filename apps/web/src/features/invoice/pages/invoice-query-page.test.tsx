import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clickRowAction, rowActionLabels } from '../../../components/list-kit/testing/row-actions.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { findDialog } from '../../../test/dialog.ts';
import { expandQueryForm } from '../../../test/expand-query-form.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { readInvoiceHandoff } from '../components/invoice-handoff.ts';
import { invoiceRow, signInAs, stubInvoiceApi } from '../testing/invoice-api-stub.ts';
import { InvoiceQueryPage } from './invoice-query-page.tsx';

const LIST = '/invoice/queryInvoicePage';

function rowOf(invoiceNo: string): HTMLElement {
  return screen.getByText(invoiceNo, { selector: 'td' }).closest('tr') as HTMLElement;
}

/** The row's actions: its buttons, then its "more" menu. */
const actionsOf = (invoiceNo: string) => rowActionLabels(rowOf(invoiceNo));

const toolbarButton = (name: string) => screen.queryByText(name, { selector: 'button > span' });

describe('/queryInvoice', { timeout: 30_000 }, () => {
  it('a supplier edits, deletes and submits its Drafts, views the others; no buyer filters or buttons', async () => {
    signInAs('S', ['EditInvoice(AP)', 'DeleteInvoice(AP)', 'SubmitInvoice(AP)']);
    const api = stubInvoiceApi({
      invoiceRows: [
        invoiceRow(1, 'Draft'),
        invoiceRow(2, 'Submitted'),
        invoiceRow(3, 'Failed', { matchStatus: 'Failed' }),
      ],
    });
    const { router } = renderWithApp(<InvoiceQueryPage />, {
      path: '/queryInvoice',
      routes: [{ path: '/invoiceDetailApEdit', element: <p>edit route</p> }],
    });
    await screen.findByText('INV001', { selector: 'td' });
    expect(api.bodiesOf(LIST)[0]).toMatchObject({ supplierCodeList: ['S100101'] });
    expect(await actionsOf('INV001')).toEqual(['Edit', 'Delete', 'Submit', 'History']);
    expect(await actionsOf('INV002')).toEqual(['View', 'History']);
    expect(rowOf('INV003')).toHaveClass('list-kit-alert-row');
    expect(rowOf('INV001')).not.toHaveClass('list-kit-alert-row');
    expect(screen.queryByText('Need Approve', { selector: 'label' })).toBeNull();
    expect(screen.queryByText('Process Type', { selector: 'label' })).toBeNull();
    expect(toolbarButton('Download WHT')).toBeNull();
    expect(toolbarButton('Batch Send')).toBeNull();

    fireEvent.click(within(rowOf('INV001')).getByText('Edit'));
    await screen.findByText('edit route');
    expect(router.state.location.search).toBe('?type=edit');
    expect(readInvoiceHandoff()).toBe(1);
  });

  it('an AP buyer approves, rejects with the reject dialog, and has the role buttons', async () => {
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const warning = vi.spyOn(notifier, 'warning').mockImplementation(() => undefined);
    signInAs(
      'B',
      ['ReceiveInvoice', 'Approve/RejectInvoice', 'RejectInvoice', 'SubmitInvoicebyAdient'],
      ['Adient-AP'],
    );
    const api = stubInvoiceApi(
      { invoiceRows: [invoiceRow(1, 'Submitted', { needApprove: 'Y' }), invoiceRow(2, 'Submitted')] },
      { '/invoice/approveInvoice': { msg: 'Approved' }, '/invoice/rejectInvoice': { msg: 'Rejected' } },
    );
    renderWithApp(<InvoiceQueryPage />, { path: '/queryInvoice' });
    await screen.findByText('INV001', { selector: 'td' });
    expect(await actionsOf('INV001')).toEqual(['View', 'Receive', 'Approve', 'Reject', 'Submit', 'History']);
    expect(await actionsOf('INV002')).toEqual(['View', 'Receive', 'Reject', 'Submit', 'History']);
    expect(toolbarButton('Download WHT')).not.toBeNull();
    expect(toolbarButton('Batch Send')).not.toBeNull();
    expect(toolbarButton('Change Status')).toBeNull();
    expandQueryForm();
    expect(screen.getByText('Need Approve', { selector: 'label' })).toBeInTheDocument();
    expect(screen.getByText('Process Type', { selector: 'label' })).toBeInTheDocument();

    // spec 3 §5: the invoice detail download needs a process type
    fireEvent.click(toolbarButton('Download Invoice Detail') as HTMLElement);
    expect(warning).toHaveBeenCalledWith('Please choose a process type first');

    await clickRowAction(rowOf('INV001'), 'Approve');
    const approve = await findDialog('Approve this invoice?');
    fireEvent.click(within(approve).getByText('OK', { selector: 'button > span' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Approved'));
    expect(api.bodiesOf('/invoice/approveInvoice')).toEqual([{ invoiceHeaderId: 1, status: 'Submitted' }]);

    // needApprove N: the reject type is required
    await clickRowAction(rowOf('INV002'), 'Reject');
    const reject = await findDialog('Reject Invoice');
    fireEvent.click(within(reject).getByText('OK', { selector: 'button > span' }));
    expect(await within(reject).findByText('Please select Reject Type')).toBeInTheDocument();
    expect(api.bodiesOf('/invoice/rejectInvoice')).toEqual([]);
  });

  it('AP sends a write-off invoice with its voucher number and posting date (spec 3 §2.2, §5)', async () => {
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    signInAs('B', [], ['Adient-AP']);
    const api = stubInvoiceApi(
      { invoiceRows: [invoiceRow(4, 'Passed', { type: 'WRITEOFF' }), invoiceRow(5, 'Passed')] },
      { '/invoice/sendWriteoffInvoice/4': { msg: 'Sent successfully' } },
    );
    renderWithApp(<InvoiceQueryPage />, { path: '/queryInvoice' });
    await screen.findByText('INV004', { selector: 'td' });
    expect(await actionsOf('INV004')).toEqual(['View', 'Send', 'History']);
    expect(await actionsOf('INV005')).toEqual(['View', 'History']);

    fireEvent.click(within(rowOf('INV004')).getByText('Send'));
    const dialog = await findDialog('Send Write-off Invoice INV004');
    fireEvent.click(within(dialog).getByText('OK', { selector: 'button > span' }));
    expect(await within(dialog).findByText('Please enter Voucher No')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Voucher No'), { target: { value: 'V'.repeat(31) } });
    expect(await within(dialog).findByText('At most 30 characters')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Voucher No'), { target: { value: ' WV-0004 ' } });
    fireEvent.click(within(dialog).getByText('OK', { selector: 'button > span' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Sent successfully'));
    const [body] = api.bodiesOf('/invoice/sendWriteoffInvoice/4') as [Record<string, unknown>];
    expect(body).toMatchObject({ invoiceHeaderId: 4, status: 'Passed', voucherNo: 'WV-0004' });
    // today, with the time of day appended
    expect(new Date(body.postingDate as number).toDateString()).toBe(new Date().toDateString());
  });

  it('batch send states how many invoices it takes, asks each credit memo for its voucher number and sends them with the posting date', async () => {
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    signInAs('B', [], ['Adient-AP']);
    const memo = { creditMemoId: 4, invoiceHeaderId: 4, invoiceNo: 'INV004', voucherNo: null };
    const api = stubInvoiceApi(
      { invoiceRows: [invoiceRow(4, 'Passed', { type: 'WRITEOFF' })] },
      {
        '/invoice/batchSendCount': { data: { waiting: 130, sendNow: 100 } },
        '/invoice/getBatchMemo': { data: [memo] },
        '/invoice/batchSendInfo': { data: null },
      },
    );
    renderWithApp(<InvoiceQueryPage />, { path: '/queryInvoice' });
    await screen.findByText('INV004', { selector: 'td' });
    fireEvent.click(toolbarButton('Batch Send') as HTMLElement);
    const dialog = await findDialog('Batch Send');
    expect(within(dialog).getByText('100 checked invoices will be sent to the ERP.')).toBeInTheDocument();
    expect(
      within(dialog).getByText(/130 checked invoices match the search: the first 100 go now/),
    ).toBeInTheDocument();
    fireEvent.click(within(dialog).getByText('OK', { selector: 'button > span' }));
    expect(await within(dialog).findByText('Please enter Voucher No')).toBeInTheDocument();
    expect(api.bodiesOf('/invoice/batchSendInfo')).toEqual([]);

    const voucher = dialog.querySelector('.ant-table-tbody input') as HTMLInputElement;
    fireEvent.change(voucher, { target: { value: 'CM-4 ' } });
    fireEvent.click(within(dialog).getByText('OK', { selector: 'button > span' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Sent successfully'));
    const [body] = api.bodiesOf('/invoice/batchSendInfo') as [Record<string, unknown>];
    expect(body.creditMemoList).toEqual([{ ...memo, voucherNo: 'CM-4' }]);
    expect(new Date(body.postingDate as number).toDateString()).toBe(new Date().toDateString());
  });

  it('batch send with nothing to send says so and offers no OK', async () => {
    signInAs('B', [], ['Adient-AP']);
    const api = stubInvoiceApi(
      { invoiceRows: [invoiceRow(4, 'Passed')] },
      {
        '/invoice/batchSendCount': { data: { waiting: 0, sendNow: 0 } },
        '/invoice/getBatchMemo': { data: [] },
      },
    );
    renderWithApp(<InvoiceQueryPage />, { path: '/queryInvoice' });
    await screen.findByText('INV004', { selector: 'td' });
    fireEvent.click(toolbarButton('Batch Send') as HTMLElement);
    const dialog = await findDialog('Batch Send');
    expect(within(dialog).getByText(/there is nothing to send/)).toBeInTheDocument();
    expect(within(dialog).queryByRole('table')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeDisabled();
    expect(api.bodiesOf('/invoice/batchSendInfo')).toEqual([]);
  });

  it('change status of a Failed invoice opens the posting form and sends what it holds', async () => {
    vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const info = vi.spyOn(notifier, 'info').mockImplementation(() => undefined);
    signInAs('B', [], ['Adient-Admin']);
    const api = stubInvoiceApi(
      { invoiceRows: [invoiceRow(3, 'Failed')] },
      { '/invoice/changeInvoiceStatus': { msg: 'Status changed successfully' } },
    );
    renderWithApp(<InvoiceQueryPage />, { path: '/queryInvoice' });
    await screen.findByText('INV003', { selector: 'td' });
    // spec 3 §4: cancelling says so and sends nothing
    fireEvent.click(within(rowOf('INV003')).getByText('Change Status'));
    const declined = await findDialog('Change Status');
    fireEvent.click(within(declined).getByText('Cancel', { selector: 'button > span' }));
    expect(info).toHaveBeenCalledWith('Cancelled');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(rowOf('INV003')).getByText('Change Status'));
    const dialog = await findDialog('Change Status');
    fireEvent.change(within(dialog).getByLabelText('Posting By'), { target: { value: 'AP-CLERK' } });
    fireEvent.change(within(dialog).getByLabelText('QAD Voucher No'), { target: { value: 'V-9' } });
    fireEvent.click(within(dialog).getByText('OK', { selector: 'button > span' }));
    await waitFor(() => expect(api.bodiesOf('/invoice/changeInvoiceStatus')).toHaveLength(1));
    expect(info).toHaveBeenCalledTimes(1);
    expect(api.bodiesOf('/invoice/changeInvoiceStatus')[0]).toMatchObject({
      invoiceHeaderId: 3,
      postingBy: 'AP-CLERK',
      qadVoucherNo: 'V-9',
      postingDate: expect.any(Number),
    });
  });

  it('filters are remembered on the way back from a detail route and reset otherwise', async () => {
    signInAs('S', ['EditInvoice(AP)']);
    const api = stubInvoiceApi({ invoiceRows: [invoiceRow(1, 'Draft')] });
    const { router, unmount } = renderWithApp(<InvoiceQueryPage />, {
      path: '/queryInvoice',
      routes: [{ path: '/invoiceDetailApEdit', element: <p>edit route</p> }],
    });
    await screen.findByText('INV001', { selector: 'td' });
    expandQueryForm();
    fireEvent.change(screen.getByLabelText('QR Code'), { target: { value: 'S100101|INV001' } });
    fireEvent.click(screen.getByText('Search', { selector: 'button > span' }));
    await waitFor(() => expect(api.bodiesOf(LIST).at(-1)).toMatchObject({ qrCode: 'S100101|INV001' }));
    fireEvent.click(within(rowOf('INV001')).getByText('Edit'));
    await screen.findByText('edit route');
    void router.navigate('/queryInvoice');
    await screen.findByText('INV001', { selector: 'td' });
    expect(api.bodiesOf(LIST).at(-1)).toMatchObject({ qrCode: 'S100101|INV001' });
    unmount();

    // opened afresh (from the menu): no filters
    const again = stubInvoiceApi({ invoiceRows: [invoiceRow(1, 'Draft')] });
    renderWithApp(<InvoiceQueryPage />, { path: '/queryInvoice' });
    await screen.findByText('INV001', { selector: 'td' });
    expect(again.bodiesOf(LIST)[0]).not.toHaveProperty('qrCode');
  });
});
