import type { KpiCode, PerformanceOverview, SupplierScore } from '@portal/contract/performance';
import { Card, Col, Empty, Row, Skeleton, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DrillDown, periodLastDay } from '../../../components/performance/drill-down.ts';
import { weakestRate } from '../../../components/performance/kpi-value.ts';
import { PerformanceDocumentsDrawer } from '../../../components/performance/performance-documents-drawer.tsx';
import { useIsSupplier, useLoginInfo } from '../../../platform/session/use-login-info.ts';
import { useMayDrillDown } from '../api/may-drill-down.ts';
import { usePerformanceOverview } from '../api/performance-overview.ts';
import { KpiCards } from './kpi-cards.tsx';
import { type PerformanceChoice, PerformanceFilters, useBuyerOptions } from './performance-filters.tsx';
import { WorstSuppliers } from './worst-suppliers.tsx';

/**
 * ECharts is most of the section's code (about 180 kB gzipped): a chunk of its own that only the dashboard
 * loads, so the to-do card and the figures do not wait for it and the dashboard chunk stays small.
 */
const TrendChart = lazy(() => import('./trend-chart.tsx').then((m) => ({ default: m.TrendChart })));

type Opener = (kpi: KpiCode, firstDay: string, lastDay: string) => void;

/**
 * Supplier performance below the to-do card (issue 16): a supplier its own figures, a buyer those of all
 * its suppliers or the one picked, with the worst suppliers ranked. Figures open their documents once the
 * buyer company is known (the documents call names one); a buyer's figure of all suppliers opens with no
 * supplier, so the drawer lists the documents of every supplier behind it.
 */
export function PerformanceSection() {
  const { t } = useTranslation('dashboard');
  const isSupplier = useIsSupplier();
  const ownSupplier = useLoginInfo()?.supplierCode ?? undefined;
  const buyers = useBuyerOptions();
  const mayDrill = useMayDrillDown();
  const [choice, setChoice] = useState<PerformanceChoice>({ period: 'month' });
  const [drill, setDrill] = useState<DrillDown | null>(null);
  const companyCode = choice.companyCode ?? buyers.data?.[0]?.value;
  const supplierCode = isSupplier ? ownSupplier : choice.supplierCode;
  const overview = usePerformanceOverview(
    { period: choice.period, companyCode, supplierCode: isSupplier ? undefined : supplierCode },
    !buyers.isPending,
  );

  const openFor = (supplier: string | undefined, name?: string): Opener | undefined =>
    mayDrill && companyCode
      ? (kpi, firstDay, lastDay) =>
          setDrill({ kpi, companyCode, supplierCode: supplier, supplierName: name, firstDay, lastDay })
      : undefined;
  // a supplier's session without its code cannot say whose figures it shows: nothing opens rather than "all"
  const open = isSupplier && !supplierCode ? undefined : openFor(supplierCode);

  return (
    <Card
      title={t('performance.title')}
      className="performance-section"
      extra={
        <PerformanceFilters
          choice={{ ...choice, companyCode }}
          isSupplier={isSupplier}
          onChange={setChoice}
        />
      }
    >
      {overview.isPending ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : overview.data ? (
        <OverviewBody
          overview={overview.data}
          isSupplier={isSupplier}
          open={open}
          openSupplier={
            mayDrill && companyCode
              ? (supplier) => openFor(supplier.supplierCode, supplier.supplierName)
              : undefined
          }
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('performance.empty')} />
      )}
      <PerformanceDocumentsDrawer drill={drill} onClose={() => setDrill(null)} />
    </Card>
  );
}

interface OverviewBodyProps {
  overview: PerformanceOverview;
  isSupplier: boolean;
  open: Opener | undefined;
  openSupplier: ((supplier: SupplierScore) => Opener | undefined) | undefined;
}

function OverviewBody({ overview, isSupplier, open, openSupplier }: OverviewBodyProps) {
  const { t } = useTranslation('dashboard');
  const { period, periodStart, periodEnd } = overview;
  const openWorst = (supplier: SupplierScore) => {
    // the supplier's weakest rate opens first; the drawer switches to any other KPI
    openSupplier?.(supplier)?.(weakestRate(supplier.figures), periodStart, periodEnd);
  };
  return (
    <>
      <KpiCards
        current={overview.current}
        previous={overview.previous}
        onOpen={open && ((kpi) => open(kpi, periodStart, periodEnd))}
      />
      <Row gutter={[16, 16]} className="performance-charts">
        <Col xs={24} xl={isSupplier ? 24 : 15}>
          <Typography.Title level={5}>{t('performance.trendTitle')}</Typography.Title>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} />}>
            <TrendChart
              trend={overview.trend}
              period={period}
              onPoint={open && ((kpi, start) => open(kpi, start, periodLastDay(start, period)))}
            />
          </Suspense>
        </Col>
        {!isSupplier && (
          <Col xs={24} xl={9}>
            <Typography.Title level={5}>{t('performance.worstTitle')}</Typography.Title>
            <WorstSuppliers ranking={overview.worstSuppliers} onOpen={openSupplier && openWorst} />
          </Col>
        )}
      </Row>
    </>
  );
}
