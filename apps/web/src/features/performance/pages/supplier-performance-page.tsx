import { type PerformanceRow, performanceEndpoints, RATE_KPIS } from '@portal/contract/performance';
import { useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type DrillDown, periodDrillDown } from '../../../components/performance/drill-down.ts';
import { weakestRate } from '../../../components/performance/kpi-value.ts';
import { PerformanceDocumentsDrawer } from '../../../components/performance/performance-documents-drawer.tsx';
import type { PerformancePageInput } from '../api/get-performance-page.ts';
import { performanceListScreen } from '../components/performance-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { performanceListScreen } from '../components/performance-list-screen.ts';

const TOOLBAR: readonly ToolbarItem<PerformanceRow, PerformancePageInput>[] = [
  { kind: 'download', endpoint: performanceEndpoints.download },
];

const rowKey = (row: PerformanceRow) => `${row.companyCode}|${row.supplierCode}|${row.periodStart}`;

/** A row's period is a week when its label names one (2026-W48), else a month (2026-11). */
function rowDrillDown(row: PerformanceRow): DrillDown {
  const period = row.periodLabel.includes('W') ? 'week' : 'month';
  const rates = RATE_KPIS.map((kpi) => ({ kpi, rate: row[`${kpi}Rate`] }));
  return periodDrillDown(weakestRate(rates), row, row.periodStart, period);
}

/** /supplierPerformance (ours, issue 16): every KPI per supplier and period, SupplierPerformance.xlsx. */
export function SupplierPerformancePage() {
  const [drill, setDrill] = useState<DrillDown | null>(null);
  return (
    <>
      <ListPage
        {...performanceListScreen}
        ns="performance"
        rowKey={rowKey}
        toolbar={TOOLBAR}
        onRowClick={(row) => setDrill(rowDrillDown(row))}
      />
      <PerformanceDocumentsDrawer drill={drill} onClose={() => setDrill(null)} />
    </>
  );
}
