import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { findDialog } from '../../../test/dialog.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { record, signInAs, stubSecurityCheckApi } from '../testing/security-check-api-stub.ts';
import { SecurityCheckQueryPage } from './security-check-query-page.tsx';

const linked = {
  ...record,
  id: 42,
  gateEntrySrNo: 'GE20261109000042',
  editable: false,
  linkedToInv: 'Y' as const,
};

/** A text filter of the query form (the table's headers carry the same names). */
function filterBox(label: string): HTMLElement {
  return screen.getByRole('textbox', { name: label, hidden: true });
}

function rowOf(serial: string): HTMLElement {
  return screen.getByText(serial).closest('tr') as HTMLElement;
}

describe('SecurityCheckQueryPage', { timeout: 30_000 }, () => {
  it('offers Edit and Delete on editable rows to holders of the buttons, and links the number to the view', async () => {
    signInAs('B', ['editSecurityCheck', 'deleteSecurityCheck']);
    const user = userEvent.setup();
    stubSecurityCheckApi({ rows: [record, linked] });
    const { router } = renderWithApp(<SecurityCheckQueryPage />, {
      path: '/securityCheckQuery',
      routes: [{ path: '/securityCheckQuery/detail', element: <p>detail</p> }],
    });
    await screen.findByText(record.gateEntrySrNo);
    expect(within(rowOf(record.gateEntrySrNo)).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(rowOf(record.gateEntrySrNo)).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(
      within(rowOf(linked.gateEntrySrNo)).queryByRole('button', { name: 'Edit' }),
    ).not.toBeInTheDocument();
    expect(
      within(rowOf(linked.gateEntrySrNo)).queryByRole('button', { name: 'Delete' }),
    ).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: linked.gateEntrySrNo }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=view&id=42'));
  });

  it('shows no row action without the buttons', async () => {
    signInAs('B', ['editSecurityCheck']);
    stubSecurityCheckApi({ rows: [record] });
    renderWithApp(<SecurityCheckQueryPage />);
    await screen.findByText(record.gateEntrySrNo);
    expect(within(rowOf(record.gateEntrySrNo)).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(
      within(rowOf(record.gateEntrySrNo)).queryByRole('button', { name: 'Delete' }),
    ).not.toBeInTheDocument();
  });

  it('asks before deleting: cancelling says so, confirming deletes and reloads the list', async () => {
    signInAs('B', ['deleteSecurityCheck']);
    const user = userEvent.setup();
    const info = vi.spyOn(notifier, 'info').mockImplementation(() => undefined);
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubSecurityCheckApi({
      rows: [record],
      write: {
        status: 200,
        body: { code: 200, msg: 'Deleted successfully', data: null },
        headers: { 'Content-Type': 'application/json' },
      },
    });
    renderWithApp(<SecurityCheckQueryPage />);
    await screen.findByText(record.gateEntrySrNo);
    await user.click(within(rowOf(record.gateEntrySrNo)).getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await findDialog('Delete this gate entry?')).getByRole('button', { name: 'Cancel' }),
    );
    expect(info).toHaveBeenCalledWith('Delete cancelled');
    expect(api.callsTo('/securityCheck/delete')).toHaveLength(0);

    await user.click(within(rowOf(record.gateEntrySrNo)).getByRole('button', { name: 'Delete' }));
    const lists = api.callsTo('/securityCheck/query').length;
    await user.click(within(await findDialog('Delete this gate entry?')).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(api.callsTo('/securityCheck/delete').map((call) => call.query)).toEqual([{ id: '41' }]),
    );
    await waitFor(() => expect(success).toHaveBeenCalledWith('Deleted successfully'));
    await waitFor(() => expect(api.callsTo('/securityCheck/query').length).toBeGreaterThan(lists));
  });

  it('shows the three number filters at once, the others on Expand, the supplier code locked for suppliers', async () => {
    signInAs('S', []);
    const user = userEvent.setup();
    const api = stubSecurityCheckApi({ rows: [record] });
    renderWithApp(<SecurityCheckQueryPage />);
    await screen.findByText(record.gateEntrySrNo);
    for (const label of ['Gate Entry Sr No', 'ASN No', 'Challan No']) expect(filterBox(label)).toBeVisible();
    expect(screen.queryByRole('textbox', { name: 'Security GR No', hidden: true })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Expand/ }));
    expect(filterBox('Security GR No')).toBeVisible();
    expect(filterBox('Supplier Code')).toBeDisabled();
    expect(api.callsTo('/securityCheck/query')[0]?.body).toMatchObject({ supplierCodeList: ['S100101'] });
  });
});
