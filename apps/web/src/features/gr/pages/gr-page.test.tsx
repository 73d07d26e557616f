import type { GrRow } from '@portal/contract/gr';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { readAsnWizardHandoff } from '../../../platform/session/asn-handoff.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInAs } from '../../../test/sign-in-as.ts';
import { jsonReply, stubFetch } from '../../../test/stub-fetch.ts';
import { receipt } from '../testing/gr-receipt.ts';
import { GrPage } from './gr-page.tsx';

/** The GR list as the server answers each side: buyers get the prices, suppliers do not. */
function stubGrApi(...rows: GrRow[]) {
  const bodies: unknown[] = [];
  stubFetch((url, init) => {
    const path = new URL(url, 'http://localhost').pathname.replace(/^\/api/, '');
    if (path === '/gr/queryGr') {
      bodies.push(JSON.parse(String(init?.body ?? '{}')));
      return jsonReply({ code: 200, msg: '', data: { records: rows, total: rows.length, pages: 1 } });
    }
    return jsonReply({ code: 200, msg: '', data: [] });
  });
  return bodies;
}

const headers = () => screen.getAllByRole('columnheader').map((cell) => cell.textContent ?? '');
const PRICE_HEADERS = ['Currency', 'GR Unit Price', 'Amount'];

// Ant Design's first render of a 15-column table in jsdom is slow on a busy machine
describe('GrPage', { timeout: 30_000 }, () => {
  it('shows a buyer the currency, unit price and amount of each receipt', async () => {
    signInAs('B', []);
    stubGrApi({ ...receipt, currency: 'CNY', grUnitPrice: '12.500000', amount: '3125.00' });
    renderWithApp(<GrPage />);
    const row = (await screen.findByText('5000000001', { selector: 'td' })).closest('tr') as HTMLElement;
    for (const header of PRICE_HEADERS) expect(headers()).toContain(header);
    expect(within(row).getByText('CNY')).toBeInTheDocument();
    expect(within(row).getByText('12.5')).toBeInTheDocument();
    expect(within(row).getByText('3,125')).toBeInTheDocument();
    expect(within(row).getByText('250')).toBeInTheDocument();
    expect(headers()).toEqual(expect.arrayContaining(['Company Code', 'GR No', 'Invoice No']));
    // in the column chooser, not in the default set
    expect(headers()).not.toContain('Invoice Date');
  });

  it('shows a supplier no price columns and keeps its supplier code fixed', async () => {
    signInAs('S', []);
    const bodies = stubGrApi(receipt);
    renderWithApp(<GrPage />);
    await screen.findByText('5000000001', { selector: 'td' });
    for (const header of PRICE_HEADERS) expect(headers()).not.toContain(header);
    expect(headers()).toEqual(expect.arrayContaining(['Qty', 'PO UOM', 'Order No', 'Invoiced']));
    expect(bodies[0]).toMatchObject({ supplierCode: ['S100101'] });
  });
});

describe('GrPage: GR to ASN (spec 2 §2, §5)', { timeout: 30_000 }, () => {
  const createAsn = () => screen.getByText('Create ASN', { selector: 'button > span' });
  const check = (grNo: string) =>
    fireEvent.click(
      (screen.getByText(grNo, { selector: 'td' }).closest('tr') as HTMLElement).querySelector(
        'input[type="checkbox"]',
      ) as HTMLElement,
    );

  it('a supplier sends receipts of one plant to the ASN wizard, at least one chosen', async () => {
    const warning = vi.spyOn(notifier, 'warning').mockImplementation(() => undefined);
    signInAs('S', ['createAsn']);
    stubGrApi(
      receipt,
      { ...receipt, grId: 2, grNo: '5000000002', shipToPlantCode: 'SH02' },
      { ...receipt, grId: 3, grNo: '5000000003' },
    );
    const { router } = renderWithApp(<GrPage />, {
      path: '/gr',
      routes: [{ path: '/asnDetail', element: <p>wizard</p> }],
    });
    await screen.findByText('5000000003', { selector: 'td' });
    fireEvent.click(createAsn());
    expect(warning).toHaveBeenLastCalledWith('Please select data');
    check('5000000001');
    check('5000000002');
    fireEvent.click(createAsn());
    expect(warning).toHaveBeenLastCalledWith('The selected lines must have the same ship-to plant');
    expect(router.state.location.pathname).toBe('/gr');
    check('5000000002');
    check('5000000003');
    fireEvent.click(createAsn());
    await screen.findByText('wizard');
    expect(readAsnWizardHandoff()).toEqual({ asnHistory: false, grIds: [1, 3] });
  });

  it('a buyer gets neither the selection nor the button, whatever it holds', async () => {
    signInAs('B', ['createAsn']);
    stubGrApi(receipt);
    const { container } = renderWithApp(<GrPage />);
    await screen.findByText('5000000001', { selector: 'td' });
    expect(container.querySelector('input[type="checkbox"]')).toBeNull();
    expect(screen.queryByText('Create ASN', { selector: 'button > span' })).toBeNull();
  });
});
