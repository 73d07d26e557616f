import type { InterfaceLogDetail, InterfaceLogRow } from '@portal/contract/interface-log';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { clickRowAction, rowActionLabels } from '../../../components/list-kit/testing/row-actions.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { findDialog } from '../../../test/dialog.ts';
import { offeredPageSizes } from '../../../test/page-sizes.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { stubPortalApi } from '../../../test/stub-portal-api.ts';
import { InterfaceLogPage } from './interface-log-page.tsx';

const inbound: InterfaceLogRow = {
  id: 1,
  actionHistoryId: null,
  statusCode: 1,
  statusView: 'Success',
  wsType: 'SCHEDULE_RELEASE',
  wsTypeView: 'Delivery schedule release',
  requestForward: 'ERP → Portal',
  invoiceStatus: null,
  errorMessage: null,
  referenceNo: 'REL-1',
  requestTime: '2026-11-23 10:00',
  responseTime: '2026-11-23 10:00',
  isRetry: 'N',
  handleResult: null,
  fileId: null,
  fileDisplayName: null,
};
const failed: InterfaceLogRow = {
  ...inbound,
  id: 2,
  statusCode: 2,
  statusView: 'Failure',
  referenceNo: 'REL-2',
  errorMessage: 'buyerCompanyCode: buyer company NOBUYER does not exist',
};
const waiting: InterfaceLogRow = {
  ...inbound,
  id: 3,
  actionHistoryId: 9001,
  requestForward: 'Portal → ERP',
  referenceNo: 'ASN-77',
  isRetry: 'Y',
  handleResult: 'N',
};
const posting: InterfaceLogRow = {
  ...inbound,
  id: 4,
  actionHistoryId: 9002,
  wsType: 'INVOICE_POST',
  wsTypeView: 'Invoice posting',
  requestForward: 'Portal → ERP',
  referenceNo: 'INV-9',
  invoiceStatus: 'Posted',
};
const detail: InterfaceLogDetail = {
  ...failed,
  requestBody: '{"releaseNo":"REL-2","buyerCompanyCode":"NOBUYER"}',
  responseBody: null,
  handledBy: null,
  handledAt: null,
};

const HANDLE = '/interfaceActionHistory/handleInterface/9001';

/** The interface-log calls as the server answers them (see stubPortalApi). */
function stubInterfaceLogApi() {
  return stubPortalApi(
    { '/rs/query': [inbound, failed, waiting, posting] },
    {
      '/rs/webServiceTypes': { data: [] },
      '/rs/2': { data: detail },
      [HANDLE]: { msg: 'The result has been marked as processed' },
    },
  );
}

const rowOf = (referenceNo: string) =>
  screen.getByText(referenceNo, { selector: 'td' }).closest('tr') as HTMLElement;
/** The row's actions: its buttons, then its "more" menu. */
const actionsOf = (referenceNo: string) => rowActionLabels(rowOf(referenceNo));

describe('InterfaceLogPage', { timeout: 30_000 }, () => {
  it('offers each row the actions of spec 3 §4 and the page sizes of the log', async () => {
    const user = userEvent.setup();
    stubInterfaceLogApi();
    const { container } = renderWithApp(<InterfaceLogPage />);
    await screen.findByText('REL-1', { selector: 'td' });
    expect(await actionsOf('REL-1')).toEqual(['View']);
    expect(await actionsOf('REL-2')).toEqual(['View', 'Error']);
    expect(await actionsOf('ASN-77')).toEqual(['View', 'Resend', 'Process']);
    // an invoice posting shows its invoice's status in its own column
    const headers = [...container.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);
    const statusColumn = headers.indexOf('Invoice Status');
    expect(statusColumn).toBeGreaterThan(-1);
    expect(rowOf('INV-9').querySelectorAll('td')[statusColumn]?.textContent).toBe('Posted');
    expect(await offeredPageSizes(user, container)).toEqual([
      '10 / page',
      '20 / page',
      '50 / page',
      '100 / page',
    ]);
  });

  it('shows the error, and the messages pretty-printed with a download for the logged one', async () => {
    const user = userEvent.setup();
    stubInterfaceLogApi();
    renderWithApp(<InterfaceLogPage />);
    await screen.findByText('REL-2', { selector: 'td' });
    await user.click(within(rowOf('REL-2')).getByRole('button', { name: 'Error' }));
    const error = await findDialog('Error Message');
    expect(within(error).getByTestId('interface-error-message').textContent).toBe(failed.errorMessage);
    // the footer's Close (the corner's close icon is named Close too)
    const [, close] = within(error).getAllByRole('button', { name: 'Close' });
    await user.click(close as HTMLElement);

    await user.click(within(rowOf('REL-2')).getByRole('button', { name: 'View' }));
    const view = await findDialog('Interface Message');
    expect((await within(view).findByTestId('interface-message-req')).textContent).toBe(
      '{\n  "releaseNo": "REL-2",\n  "buyerCompanyCode": "NOBUYER"\n}',
    );
    expect(within(view).getByRole('button', { name: /Download request/ })).toBeInTheDocument();
    expect(within(view).queryByRole('button', { name: /Download response/ })).not.toBeInTheDocument();
    expect(within(view).getByText('No message was logged')).toBeInTheDocument();
    // the call as a description list in plain text: times with their zone, a dash where nothing is
    const summary = view.querySelector('.ant-descriptions-bordered') as HTMLElement;
    const beside = (label: string) =>
      within(summary).getByText(label).closest('th')?.nextElementSibling?.textContent;
    expect(beside('Request Time')).toBe('2026-11-23 10:00 UTC+8');
    expect(beside('Response Time')).toBe('2026-11-23 10:00 UTC+8');
    expect(beside('Reference No.')).toBe('REL-2');
    expect(within(summary).queryAllByRole('textbox')).toHaveLength(0);
  });

  it('processes a result only after confirmation, then shows the server msg and refreshes', async () => {
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubInterfaceLogApi();
    renderWithApp(<InterfaceLogPage />);
    await screen.findByText('ASN-77', { selector: 'td' });
    const queries = () => api.bodiesOf('/rs/query').length;
    const before = queries();
    await clickRowAction(rowOf('ASN-77'), 'Process');
    const confirm = await findDialog('Mark the result of this business action as processed?');
    expect(api.queriesOf(HANDLE)).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(api.queriesOf(HANDLE)).toEqual([{ result: 'Y' }]));
    await waitFor(() => expect(success).toHaveBeenCalledWith('The result has been marked as processed'));
    await waitFor(() => expect(queries()).toBeGreaterThan(before));
  });
});
