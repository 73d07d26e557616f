import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { findDialog } from '../../../test/dialog.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { invoiceRow, signInAs, stubInvoiceApi } from '../testing/invoice-api-stub.ts';
import { ScanInvoicePage } from './scan-invoice-page.tsx';

const SCAN = '/invoice/queryByScan';

function scan(text: string) {
  const input = screen.getByPlaceholderText('Supplier code|Invoice No|Plant');
  fireEvent.change(input, { target: { value: text } });
  fireEvent.click(screen.getByText('Check', { selector: 'button > span' }));
}

describe('/scanInvoice', { timeout: 30_000 }, () => {
  it('not found and several found stay on the page; one is confirmed and checked', async () => {
    const error = vi.spyOn(notifier, 'error').mockImplementation(() => undefined);
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    signInAs('B', [], ['Adient-AP']);
    const one = invoiceRow(4, 'Passed');
    const api = stubInvoiceApi(
      {},
      {
        [SCAN]: [{ data: [] }, { data: [invoiceRow(1, 'Passed'), invoiceRow(2, 'Passed')] }, { data: [one] }],
        '/invoice/invoiceCheck': { msg: 'Invoice checked' },
      },
    );
    renderWithApp(<ScanInvoicePage />, { path: '/scanInvoice' });

    scan(' S100101|INV|001|CN01 ');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "The scanned invoice No. doesn't exist in the system",
    );
    expect(error).not.toHaveBeenCalled();
    expect(api.bodiesOf(SCAN)[0]).toEqual({
      supplierCode: 'S100101',
      invoiceNo: 'INV001',
      shipToPlantCode: 'CN01',
    });

    scan('S100101|INV001');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Multiple invoices'));
    expect(screen.getByRole('alert')).toHaveTextContent(/You cannot do invoice check by scan\./);

    scan('S100101|INV004');
    const question = await findDialog('Invoice check of invoice INV004?');
    fireEvent.click(within(question).getByText('OK', { selector: 'button > span' }));
    await waitFor(() => expect(success).toHaveBeenCalledWith('Invoice checked'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.bodiesOf('/invoice/invoiceCheck')).toEqual([{ invoiceHeaderId: 4, status: 'Passed' }]);
  });
  it("shows the server's refusal in place: 404 as not found, 409 as several invoices", async () => {
    const error = vi.spyOn(notifier, 'error').mockImplementation(() => undefined);
    signInAs('B', [], ['Adient-AP']);
    stubInvoiceApi(
      {},
      {
        [SCAN]: [
          { code: 404, msg: "The scanned invoice No. doesn't exist in the system" },
          { code: 409, msg: 'Multiple invoices exist in the system.' },
        ],
      },
    );
    renderWithApp(<ScanInvoicePage />, { path: '/scanInvoice' });

    scan('S100101|NOPE');
    expect(await screen.findByRole('alert')).toHaveTextContent("The scanned invoice No. doesn't exist");
    scan('S100101|INV001');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Multiple invoices'));
    expect(screen.getByRole('alert')).toHaveTextContent('Multiple invoices exist in the system.');
    expect(error).not.toHaveBeenCalled();
  });
});
