import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { readAsnWizardHandoff } from '../../../platform/session/asn-handoff.ts';
import { chooseOption } from '../../../test/choose-option.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInWithRole } from '../../../test/sign-in-as.ts';
import { stubPortalApi } from '../../../test/stub-portal-api.ts';
import { resolvedLateAsn, shortAsn, shortAsnLines } from '../testing/discrepancies.ts';
import { ReconciliationPage } from './reconciliation-page.tsx';

const QUERY = '/reconciliation/query';
const LINES = '/reconciliation/lines';
const DOWNLOAD = '/reconciliation/download';

function stubReconciliationApi() {
  return stubPortalApi({ [QUERY]: [shortAsn, resolvedLateAsn] }, { [LINES]: { data: shortAsnLines } });
}

const rowOf = (asnNo: string) =>
  screen.getByText(asnNo, { selector: 'td, td *' }).closest('tr') as HTMLElement;

// Ant Design's first render of a wide table in jsdom is slow on a busy machine
describe('ReconciliationPage', { timeout: 30_000 }, () => {
  it('shows a buyer each discrepancy with its kind, figures and state, open ones first asked for', async () => {
    signInWithRole('Adient-SCM');
    const api = stubReconciliationApi();
    renderWithApp(<ReconciliationPage />, { path: '/asnReconciliation' });
    await screen.findByText(shortAsn.asnNo, { selector: 'td, td *' });
    expect(api.bodiesOf(QUERY)[0]).toMatchObject({ state: 'open', pageNo: 1 });
    expect(rowOf(shortAsn.asnNo)).toHaveTextContent('Quantity differs');
    expect(rowOf(shortAsn.asnNo)).toHaveTextContent('Open');
    expect(within(rowOf(shortAsn.asnNo)).getByText('60')).toBeInTheDocument();
    expect(rowOf(resolvedLateAsn.asnNo)).toHaveTextContent('Late');
    expect(rowOf(resolvedLateAsn.asnNo)).toHaveTextContent('Resolved 2026-11-24 10:00');
  });

  it('sends the kind chosen by its name and downloads what was searched', async () => {
    const user = userEvent.setup();
    signInWithRole('Adient-SCM');
    const api = stubReconciliationApi();
    renderWithApp(<ReconciliationPage />, { path: '/asnReconciliation' });
    await screen.findByText(shortAsn.asnNo, { selector: 'td, td *' });
    await chooseOption(user, screen.getByLabelText('Discrepancy'), 'Missing');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() => expect(api.bodiesOf(QUERY).at(-1)).toMatchObject({ kind: 'missing', state: 'open' }));
    await user.click(screen.getByRole('button', { name: /Download/ }));
    await waitFor(() =>
      expect(api.queriesOf(DOWNLOAD)).toEqual([expect.objectContaining({ kind: 'missing', state: 'open' })]),
    );
  });

  it("keeps a supplier's own code fixed", async () => {
    signInWithRole('Supplier');
    const api = stubReconciliationApi();
    renderWithApp(<ReconciliationPage />, { path: '/asnReconciliation' });
    await screen.findByText(shortAsn.asnNo, { selector: 'td, td *' });
    expect(api.bodiesOf(QUERY)[0]).toMatchObject({ supplierCode: ['S100101'] });
  });

  it('opens the drawer of an ASN part by part, with its receipts', async () => {
    const user = userEvent.setup();
    signInWithRole('Supplier');
    const api = stubReconciliationApi();
    renderWithApp(<ReconciliationPage />, { path: '/asnReconciliation' });
    await screen.findByText(shortAsn.asnNo, { selector: 'td, td *' });
    await user.click(within(rowOf(shortAsn.asnNo)).getByRole('button', { name: 'Parts' }));
    const drawer = await screen.findByRole('dialog');
    await within(drawer).findByText('Not on ASN');
    expect(api.bodiesOf(LINES)).toEqual([{ asnHeaderId: shortAsn.asnHeaderId }]);
    expect(drawer).toHaveTextContent(`ASN ${shortAsn.asnNo}: shipped and received`);
    expect(within(drawer).getAllByText('5000000101')).toHaveLength(2);
    const own = within(drawer).getByText('PO4500101').closest('tr') as HTMLElement;
    expect(own).toHaveTextContent('100');
    expect(own).toHaveTextContent('60');
  });

  it("opens the ASN's own view from a row", async () => {
    const user = userEvent.setup();
    signInWithRole('Adient-SCM');
    stubReconciliationApi();
    const { router } = renderWithApp(<ReconciliationPage />, {
      path: '/asnReconciliation',
      routes: [{ path: '/asnDetail', element: <p>wizard</p> }],
    });
    await screen.findByText(shortAsn.asnNo, { selector: 'td, td *' });
    await user.click(within(rowOf(shortAsn.asnNo)).getByRole('button', { name: 'View ASN' }));
    await screen.findByText('wizard');
    expect(router.state.location.pathname).toBe('/asnDetail');
    expect(readAsnWizardHandoff()).toEqual({ asnHistory: true, asnHeaderId: shortAsn.asnHeaderId });
  });
});
