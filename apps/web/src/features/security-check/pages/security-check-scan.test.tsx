import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubBarcodeDetector, stubCamera } from '../../../components/camera-scanner/testing/fake-camera.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { stubScreenWidth } from '../../../test/screen-width.ts';
import { record, signInAs, stubSecurityCheckApi } from '../testing/security-check-api-stub.ts';
import { SecurityCheckCreatePage } from './security-check-create-page.tsx';
import { SecurityCheckQueryPage } from './security-check-query-page.tsx';

/** What an ASN label's QR holds: ASN|part|quantity|package. */
const labelOf = (asnNo: string) => `${asnNo}|101-7001|250|${asnNo}-0001`;

function renderList() {
  return renderWithApp(<SecurityCheckQueryPage />, {
    path: '/securityCheckQuery',
    routes: [
      { path: '/securityCheckQuery/detail', element: <p>detail</p> },
      { path: '/securityCheckCreate', element: <p>create</p> },
    ],
  });
}

describe('Scan on the gate screens of a phone', { timeout: 30_000 }, () => {
  it('opens the recorded gate entry of a scanned label, to edit, instead of starting a second one', async () => {
    stubScreenWidth(390);
    signInAs('B', ['editSecurityCheck']);
    stubSecurityCheckApi({ rows: [record] });
    stubCamera();
    stubBarcodeDetector([null, labelOf(record.asnNo)]);
    const { router } = renderList();
    await userEvent.setup().click(await screen.findByRole('button', { name: /Scan$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/securityCheckQuery/detail'));
    expect(router.state.location.search).toBe(`?type=edit&id=${record.id}`);
  });

  it('starts a new gate entry for an ASN without one (a partly matching number is another ASN)', async () => {
    stubScreenWidth(390);
    signInAs('B', ['editSecurityCheck']);
    const asnNo = record.asnNo.slice(0, -1);
    const api = stubSecurityCheckApi({ rows: [record] });
    stubCamera();
    stubBarcodeDetector([labelOf(asnNo)]);
    const { router } = renderList();
    await userEvent.setup().click(await screen.findByRole('button', { name: /Scan$/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/securityCheckCreate'));
    expect(router.state.location.search).toBe(`?asnNo=${asnNo}`);
    expect(api.callsTo('/securityCheck/query').at(-1)?.body).toMatchObject({ asnNo });
  });

  it('offers no Scan on a desktop, where the list stays as it was', async () => {
    signInAs('B', ['editSecurityCheck']);
    stubSecurityCheckApi({ rows: [record] });
    renderList();
    await screen.findByText(record.gateEntrySrNo);
    expect(screen.queryByRole('button', { name: /Scan$/ })).not.toBeInTheDocument();
  });

  it('the create screen opened for a scanned ASN runs its cascade as if the number were typed', async () => {
    stubScreenWidth(390);
    signInAs('B', []);
    const api = stubSecurityCheckApi({ rows: [] });
    renderWithApp(<SecurityCheckCreatePage />, {
      path: '/securityCheckCreate',
      entry: '/securityCheckCreate?asnNo=ASN1',
    });
    expect(await screen.findByLabelText('Name of Driver')).toBeInTheDocument();
    expect(screen.getByLabelText('ASN No')).toHaveValue('ASN1');
    expect(api.callsTo('/securityCheck/create/query/company')[0]?.query).toMatchObject({ asnNo: 'ASN1' });
    expect(screen.getByRole('button', { name: /Scan$/ })).toBeInTheDocument();
  });
});
