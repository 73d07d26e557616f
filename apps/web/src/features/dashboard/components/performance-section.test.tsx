import type {
  KpiCode,
  KpiFigure,
  PerformanceDocument,
  PerformanceOverview,
} from '@portal/contract/performance';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ECElementEvent } from 'echarts/core';
import { describe, expect, it } from 'vitest';
import { chooseOption } from '../../../test/choose-option.ts';
import { menusOfRole } from '../../../test/menus-of-role.ts';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { type SeededRoleName, signInWithRole } from '../../../test/sign-in-as.ts';
import { stubPortalApi } from '../../../test/stub-portal-api.ts';
import { echarts } from './echarts-setup.ts';
import { PerformanceSection } from './performance-section.tsx';

const rate = (kpi: KpiFigure['kpi'], hits: number, total: number): KpiFigure => ({
  kpi,
  hits,
  total,
  rate: total ? Math.round((hits / total) * 1000) / 10 : null,
  averageDays: null,
});
const cycle = (kpi: KpiFigure['kpi'], total: number, averageDays: number | null): KpiFigure => ({
  kpi,
  hits: total,
  total,
  rate: null,
  averageDays,
});

const current = [
  rate('onTime', 37, 40),
  rate('quantity', 18, 20),
  { ...rate('confirmLead', 9, 10), averageDays: 1.5 },
  rate('asnSuccess', 20, 20),
  rate('firstMatch', 3, 6),
  cycle('postedCycle', 6, 3.2),
  cycle('paidCycle', 0, null),
];
const previous = [
  rate('onTime', 30, 40),
  rate('quantity', 19, 20),
  rate('confirmLead', 9, 10),
  rate('asnSuccess', 20, 20),
  rate('firstMatch', 0, 0),
  cycle('postedCycle', 5, 4.0),
  cycle('paidCycle', 0, null),
];

function overview(worstSuppliers: PerformanceOverview['worstSuppliers'] = []): PerformanceOverview {
  return {
    period: 'month',
    periodStart: '2026-11-01',
    periodEnd: '2026-11-30',
    current,
    previous,
    trend: [{ periodStart: '2026-11-01', label: '2026-11', figures: current }],
    worstSuppliers,
  };
}

const worst = [
  { supplierCode: 'S100102', supplierName: 'Late Foam Ltd', score: 61.5, figures: [rate('onTime', 5, 10)] },
  { supplierCode: 'S100101', supplierName: 'Good Frames Co', score: 88, figures: [rate('quantity', 9, 10)] },
];

/** A missed delivery of November, received from the named supplier. */
const missedBy = (supplierCode: string, supplierName: string): PerformanceDocument => ({
  kpi: 'onTime',
  hit: 'N',
  dayStr: '2026-11-12',
  supplierCode,
  supplierName,
  asnNo: null,
  invoiceNo: null,
  releaseNo: null,
  orderNo: null,
  partNo: 'P-100',
  grNo: `GR-${supplierCode}`,
  expected: '2026-11-08 ~ 2026-11-10',
  actual: '2026-11-12',
  measure: null,
});

/** The dashboard's calls as the server answers a seeded role: its menus, one buyer company, the overview. */
function stubApi(
  roleName: SeededRoleName,
  answer: PerformanceOverview,
  menus = menusOfRole(roleName),
  documents: readonly PerformanceDocument[] = [],
) {
  signInWithRole(roleName);
  return stubPortalApi(
    { '/performance/documents': documents },
    {
      '/resources/getResources': { data: { data: { menus, buttons: [] } } },
      '/company/query': ({ body }) => ({
        data:
          body.companyType === 'B'
            ? [{ companyId: 1, companyCode: 'ADNT-CN', companyName: 'Adient China' }]
            : [{ companyId: 7, companyCode: 'S100102', companyName: 'Late Foam Ltd' }],
      }),
      '/performance/overview': { data: answer },
    },
  );
}

/**
 * A click on a point of the trend chart as ECharts hands it over (jsdom lays nothing out, so there is no
 * point to hit): the chart's own click handler runs with the series and the index of the point.
 */
async function clickTrendPoint(kpi: KpiCode, dataIndex: number) {
  const box = await screen.findByTestId('trend-chart');
  await waitFor(() => expect(echarts.getInstanceByDom(box)).toBeDefined());
  // only the fields the handler reads: the rest of an ECharts event (component, value, colour) plays no part
  const event = { seriesId: kpi, dataIndex } as ECElementEvent;
  echarts.getInstanceByDom(box)?.trigger('click', event);
}

describe('PerformanceSection', { timeout: 30_000 }, () => {
  it('shows each KPI of the answer with hits of total or the average, and the arrows against the period before', async () => {
    const api = stubApi('Supplier', overview());
    renderWithApp(<PerformanceSection />);
    const onTime = await screen.findByTestId('kpi-onTime');
    expect(onTime).toHaveTextContent('On-time Delivery92.5%');
    expect(onTime).toHaveTextContent('37 of 40');
    expect(within(onTime).getByTestId('trend-up')).toHaveClass('performance-trend-better');
    expect(within(screen.getByTestId('kpi-quantity')).getByTestId('trend-down')).toHaveClass(
      'performance-trend-worse',
    );
    // a shorter cycle time is better: the arrow points down in green
    const posted = screen.getByTestId('kpi-postedCycle');
    expect(posted).toHaveTextContent('3.2 days');
    expect(within(posted).getByTestId('trend-down')).toHaveClass('performance-trend-better');
    // nothing counted before (or now): no arrow
    expect(within(screen.getByTestId('kpi-firstMatch')).queryByTestId(/trend-/)).toBeNull();
    expect(screen.getByTestId('kpi-paidCycle')).toHaveTextContent('–');
    expect(within(screen.getByTestId('kpi-asnSuccess')).getByTestId('trend-flat')).toBeInTheDocument();
    expect(api.bodiesOf('/performance/overview')[0]).toEqual({ period: 'month', companyCode: 'ADNT-CN' });
  });

  it('a supplier gets no ranking and no supplier picker', async () => {
    stubApi('Supplier', overview(worst));
    renderWithApp(<PerformanceSection />);
    await screen.findByTestId('kpi-onTime');
    expect(screen.queryByTestId('worst-suppliers')).toBeNull();
    expect(screen.queryByLabelText('Supplier')).toBeNull();
  });

  it('shows a buyer the suppliers worst first, as ranked', async () => {
    stubApi('Adient-SCM', overview(worst));
    renderWithApp(<PerformanceSection />);
    const ranking = await screen.findByTestId('worst-suppliers');
    expect(
      within(ranking)
        .getAllByRole('button')
        .map((row) => row.textContent),
    ).toEqual(['1S100102Late Foam Ltd61.5', '2S100101Good Frames Co88.0']);
  });

  it("a supplier's card opens the drawer asking for that KPI, company, supplier and period", async () => {
    const api = stubApi('Supplier', overview());
    renderWithApp(<PerformanceSection />);
    await userEvent.click(await screen.findByTestId('kpi-onTime'));
    await waitFor(() => expect(api.bodiesOf('/performance/documents')).toHaveLength(1));
    expect(api.bodiesOf('/performance/documents')[0]).toMatchObject({
      kpi: 'onTime',
      companyCode: 'ADNT-CN',
      supplierCode: 'S100101',
      dateFromStr: '20261101',
      dateToStr: '20261130',
      onlyMisses: 'N',
      pageNo: 1,
    });
  });

  it("a buyer's ranking row opens the supplier's weakest KPI", async () => {
    const api = stubApi('Adient-SCM', overview(worst));
    renderWithApp(<PerformanceSection />);
    const ranking = await screen.findByTestId('worst-suppliers');
    await waitFor(() =>
      expect(within(ranking).getAllByRole('button')[0]).toHaveAttribute('aria-disabled', 'false'),
    );
    await userEvent.click(within(ranking).getAllByRole('button')[0] as HTMLElement);
    await waitFor(() => expect(api.bodiesOf('/performance/documents')).toHaveLength(1));
    expect(api.bodiesOf('/performance/documents')[0]).toMatchObject({
      kpi: 'onTime',
      companyCode: 'ADNT-CN',
      supplierCode: 'S100102',
    });
    expect(screen.getByTestId('performance-drawer-scope')).toHaveTextContent('S100102 Late Foam Ltd');
  });

  it("a buyer's card of all suppliers opens every supplier's documents, each row naming its supplier", async () => {
    const user = userEvent.setup();
    const api = stubApi('Adient-SCM', overview(worst), menusOfRole('Adient-SCM'), [
      missedBy('S100102', 'Late Foam Ltd'),
      missedBy('S100101', 'Good Frames Co'),
    ]);
    renderWithApp(<PerformanceSection />);
    await waitFor(() => expect(screen.getByTestId('kpi-onTime')).toHaveAttribute('aria-disabled', 'false'));
    await user.click(screen.getByTestId('kpi-onTime'));
    await waitFor(() => expect(api.bodiesOf('/performance/documents')).toHaveLength(1));
    const body = api.bodiesOf('/performance/documents')[0];
    expect(body).toMatchObject({ kpi: 'onTime', companyCode: 'ADNT-CN', dateFromStr: '20261101' });
    expect(body).not.toHaveProperty('supplierCode');
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).getByTestId('performance-drawer-scope')).toHaveTextContent(
      'ADNT-CN · All suppliers · 2026-11-01 ~ 2026-11-30',
    );
    expect(within(drawer).getByRole('columnheader', { name: 'Supplier' })).toBeInTheDocument();
    expect(await within(drawer).findByText('S100101 Good Frames Co')).toBeInTheDocument();
    expect(within(drawer).getByText('S100102 Late Foam Ltd')).toBeInTheDocument();
  });

  it("a buyer's chart point of all suppliers opens its period with no supplier", async () => {
    const api = stubApi('Adient-SCM', overview(worst));
    renderWithApp(<PerformanceSection />);
    await screen.findByTestId('trend-chart');
    expect(screen.queryByText(/Choose a supplier/)).toBeNull();
    // the chart itself is ECharts (canvas-free SVG in jsdom, no layout): its click handler is what opens
    await clickTrendPoint('quantity', 0);
    await waitFor(() => expect(api.bodiesOf('/performance/documents')).toHaveLength(1));
    expect(api.bodiesOf('/performance/documents')[0]).toMatchObject({
      kpi: 'quantity',
      dateFromStr: '20261101',
      dateToStr: '20261130',
    });
    expect(api.bodiesOf('/performance/documents')[0]).not.toHaveProperty('supplierCode');
  });

  it("a buyer's supplier pick narrows the figures and lets a card open that supplier's documents", async () => {
    const user = userEvent.setup();
    const api = stubApi('Adient-AP', overview(worst));
    renderWithApp(<PerformanceSection />);
    await screen.findByTestId('worst-suppliers');
    await chooseOption(user, screen.getByLabelText('Supplier'), 'S100102 Late Foam Ltd');
    await waitFor(() =>
      expect(api.bodiesOf('/performance/overview').at(-1)).toEqual({
        period: 'month',
        companyCode: 'ADNT-CN',
        supplierCode: 'S100102',
      }),
    );
    await waitFor(() =>
      expect(screen.getByTestId('kpi-firstMatch')).toHaveAttribute('aria-disabled', 'false'),
    );
    await user.click(screen.getByTestId('kpi-firstMatch'));
    await waitFor(() => expect(api.bodiesOf('/performance/documents')).toHaveLength(1));
    expect(api.bodiesOf('/performance/documents')[0]).toMatchObject({
      kpi: 'firstMatch',
      supplierCode: 'S100102',
    });
  });

  it('asks for weeks once the week switch is chosen', async () => {
    const user = userEvent.setup();
    const api = stubApi('Supplier', overview());
    renderWithApp(<PerformanceSection />);
    await screen.findByTestId('kpi-onTime');
    await user.click(screen.getByText('Week'));
    await waitFor(() =>
      expect(api.bodiesOf('/performance/overview').at(-1)).toEqual({
        period: 'week',
        companyCode: 'ADNT-CN',
      }),
    );
  });

  it('opens nothing for a session without the Supplier Performance menu (the documents call needs it)', async () => {
    const menus = menusOfRole('Adient-SCM').filter((menu) => menu.resourcesCode !== 'supplierPerformance');
    const api = stubApi('Adient-SCM', overview(worst), menus);
    renderWithApp(<PerformanceSection />);
    const ranking = await screen.findByTestId('worst-suppliers');
    await waitFor(() => expect(api.paths()).toContain('/resources/getResources'));
    expect(within(ranking).getAllByRole('button')[0]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(within(ranking).getAllByRole('button')[0] as HTMLElement);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
