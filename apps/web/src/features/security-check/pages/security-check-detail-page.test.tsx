import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { fill } from '../../../test/fill.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { record, signInAs, stubSecurityCheckApi } from '../testing/security-check-api-stub.ts';
import { SecurityCheckDetailPage } from './security-check-detail-page.tsx';

function open(type: 'view' | 'edit', id = record.id) {
  return renderWithApp(<SecurityCheckDetailPage />, {
    path: '/securityCheckQuery/detail',
    entry: `/securityCheckQuery/detail?type=${type}&id=${id}`,
  });
}

/** The value cell of a description list beside its label. */
function valueBeside(label: string): string | null | undefined {
  return screen.getByText(label, { selector: 'th, th *' }).closest('th')?.nextElementSibling?.textContent;
}

describe('SecurityCheckDetailPage', { timeout: 30_000 }, () => {
  it('is read-only until Edit, then saves the changed entry with its id and goes back', async () => {
    signInAs('B', ['editSecurityCheck']);
    const user = userEvent.setup();
    const success = vi.spyOn(notifier, 'success').mockImplementation(() => undefined);
    const api = stubSecurityCheckApi();
    const { router } = renderWithApp(<SecurityCheckDetailPage />, {
      path: '/securityCheckQuery/detail',
      entry: '/securityCheckQuery',
      routes: [{ path: '/securityCheckQuery', element: <p>list</p> }],
    });
    await router.navigate(`/securityCheckQuery/detail?type=view&id=${record.id}`);
    // read-only: a description list in plain text, no greyed-out inputs
    expect(await screen.findByText(record.gateEntrySrNo)).toBeInTheDocument();
    expect(api.callsTo('/securityCheck')[0]?.query).toEqual({ id: '41' });
    expect(screen.queryByLabelText('Name of Driver')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('textbox')).toHaveLength(0);
    expect(valueBeside('Name of Driver')).toBe('Wang Wei');
    // gate times are on the plant's clock and say which one
    expect(valueBeside('Time In')).toBe('2026-11-09 08:30 UTC+7');
    expect(valueBeside('Remarks')).toBe('-');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByLabelText('Name of Driver')).toBeEnabled();
    expect(screen.getByLabelText('ASN No')).toBeDisabled();
    await fill(user, screen.getByLabelText('Name of Driver'), ' Li Lei ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('/securityCheck/createOrUpdate')).toHaveLength(1));
    expect(api.callsTo('/securityCheck/createOrUpdate')[0]?.body).toMatchObject({
      id: 41,
      asnNo: record.asnNo,
      nameOfDriver: 'Li Lei',
      pollutionControlCrt: 'Y',
      driverLicense: 'N',
      itemList: record.itemList,
    });
    await waitFor(() => expect(success).toHaveBeenCalledWith('Saved successfully'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/securityCheckQuery'));
  });

  it('opens editable with type=edit, but never for a linked entry or without editSecurityCheck', async () => {
    signInAs('B', ['editSecurityCheck']);
    stubSecurityCheckApi();
    const first = open('edit');
    expect(await screen.findByLabelText('Name of Driver')).toBeEnabled();
    first.unmount();

    stubSecurityCheckApi({ one: { ...record, editable: false, linkedToInv: 'Y', invoiceNo: 'INV-1' } });
    const second = open('edit');
    expect(await screen.findByText('INV-1')).toBeInTheDocument();
    // the flag reads as a word, not the raw letter
    expect(valueBeside('Linked to Invoice')).toBe('Yes');
    expect(valueBeside('Driver License')).toBe('No');
    expect(screen.queryByLabelText('Name of Driver')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    second.unmount();

    signInAs('B', []);
    stubSecurityCheckApi();
    open('view');
    await screen.findByText(record.gateEntrySrNo);
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Return' })).toBeInTheDocument();
  });
});
