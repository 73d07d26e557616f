import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/choose-option.ts';
import { fill } from '../../../test/fill.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { signInWithRole } from '../../../test/sign-in-as.ts';
import { stubPortalApi } from '../../../test/stub-portal-api.ts';
import { lateDelivery, novemberRow, weekRow } from '../testing/performance-rows.ts';
import { SupplierPerformancePage } from './supplier-performance-page.tsx';

const QUERY = '/performance/query';
const DOCUMENTS = '/performance/documents';
const DOWNLOAD = '/performance/download';

function stubPerformanceApi(rows = [novemberRow]) {
  return stubPortalApi(
    { [QUERY]: rows },
    { [DOCUMENTS]: { data: { records: [lateDelivery], total: 1, pages: 1 } } },
  );
}

function renderScreen(entry = '/supplierPerformance?dateFromStr=2026-11-01&dateToStr=2026-11-30') {
  return renderWithApp(<SupplierPerformancePage />, { path: '/supplierPerformance', entry });
}

const firstRow = async () =>
  (await screen.findByText('Shanghai Seat Frames', { selector: 'td, td *' })).closest('tr') as HTMLElement;

describe('SupplierPerformancePage', { timeout: 30_000 }, () => {
  it('shows every KPI of a supplier and period, rates with their hits of total', async () => {
    signInWithRole('Adient-SCM');
    stubPerformanceApi();
    renderScreen();
    const row = await firstRow();
    expect(row).toHaveTextContent('2026-11');
    expect(row).toHaveTextContent('87.5');
    expect(row).toHaveTextContent('92.5% (37/40)');
    expect(row).toHaveTextContent('80.0% (8/10)');
    expect(row).toHaveTextContent('3.2');
    // nothing paid yet: a dash, not 0
    expect(within(row).getAllByText('–').length).toBeGreaterThan(0);
  });

  it('sends a buyer’s filters: company, suppliers, week or month, the days', async () => {
    const user = userEvent.setup();
    signInWithRole('Adient-SCM');
    const api = stubPerformanceApi();
    renderScreen();
    await firstRow();
    expect(api.bodiesOf(QUERY)[0]).toMatchObject({
      period: 'month',
      dateFromStr: '20261101',
      dateToStr: '20261130',
      pageNo: 1,
    });
    await chooseOption(user, screen.getByLabelText('Period'), 'Week');
    await fill(user, screen.getByLabelText('Supplier Code'), 'S100101');
    await user.click(screen.getByRole('button', { name: /Search/ }));
    await waitFor(() =>
      expect(api.bodiesOf(QUERY).at(-1)).toMatchObject({
        period: 'week',
        supplierCode: ['S100101'],
        dateFromStr: '20261101',
        dateToStr: '20261130',
        pageNo: 1,
      }),
    );
  });

  it('keeps a supplier to its own code whatever the form holds', async () => {
    signInWithRole('Supplier');
    const api = stubPerformanceApi();
    renderScreen();
    await firstRow();
    expect(screen.getByLabelText('Supplier Code')).toBeDisabled();
    expect(api.bodiesOf(QUERY)[0]).toMatchObject({ supplierCode: ['S100101'] });
  });

  it('a row opens the documents behind its weakest rate, misses first, one KPI at a time', async () => {
    const user = userEvent.setup();
    signInWithRole('Adient-SCM');
    // on-time is the lowest rate that counted something (quantity counted nothing)
    const api = stubPerformanceApi([{ ...weekRow, quantityRate: null, quantityTotal: 0, onTimeRate: 50 }]);
    renderScreen();
    await user.click(await firstRow());
    await screen.findByText('ASN2611120001');
    expect(api.bodiesOf(DOCUMENTS)[0]).toEqual({
      kpi: 'onTime',
      companyCode: 'ADCN',
      supplierCode: 'S100101',
      dateFromStr: '20261123',
      dateToStr: '20261129',
      onlyMisses: 'N',
      pageNo: 1,
      size: 10,
      sort: 'ASC',
    });
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByText('Missed')).toBeInTheDocument();
    // one supplier's row: the scope line names it, so the rows need no supplier column
    expect(within(drawer).getByTestId('performance-drawer-scope')).toHaveTextContent(
      'ADCN · S100101 Shanghai Seat Frames · 2026-11-23 ~ 2026-11-29',
    );
    expect(within(drawer).queryByRole('columnheader', { name: 'Supplier' })).toBeNull();
    expect(within(drawer).getByRole('link', { name: 'ASN2611120001' })).toHaveAttribute('href', '/asnQuery');
    await user.click(within(drawer).getByText('First-pass Invoice Match'));
    await user.click(within(drawer).getByRole('switch', { name: 'Only misses' }));
    await waitFor(() =>
      expect(api.bodiesOf(DOCUMENTS).at(-1)).toMatchObject({ kpi: 'firstMatch', onlyMisses: 'Y', pageNo: 1 }),
    );
  });

  it('downloads SupplierPerformance.xlsx of the searched filters', async () => {
    const user = userEvent.setup();
    signInWithRole('Adient-SCM');
    const api = stubPerformanceApi();
    renderScreen('/supplierPerformance?period=week&companyCode=ADCN&dateFromStr=2026-11-01');
    await firstRow();
    await user.click(screen.getByRole('button', { name: /Download/ }));
    await waitFor(() => expect(api.calls.filter((call) => call.path === DOWNLOAD)).toHaveLength(1));
    const [call] = api.calls.filter((made) => made.path === DOWNLOAD);
    expect({ ...call?.query, ...call?.body }).toMatchObject({
      period: 'week',
      companyCode: 'ADCN',
      dateFromStr: '20261101',
    });
  });
});
