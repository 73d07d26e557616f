import { KpiCode, type PeriodType, type TrendPoint } from '@portal/contract/performance';
import type { TFunction } from 'i18next';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { headlineValue, isRateKpi } from '../../../components/performance/kpi-value.ts';
import { echarts } from './echarts-setup.ts';

interface TrendChartProps {
  trend: readonly TrendPoint[];
  period: PeriodType;
  /** a point clicked: its KPI and the first day of its period */
  onPoint?: (kpi: KpiCode, periodStart: string) => void;
}

type ChartOption = Parameters<ReturnType<typeof echarts.init>['setOption']>[0];

/** Rates on the left axis in percent; the invoice cycle times on the right axis in days, dashed. */
export function trendOption(trend: readonly TrendPoint[], t: TFunction): ChartOption {
  const kpis = trend[0]?.figures.map((figure) => figure.kpi) ?? [];
  return {
    tooltip: { trigger: 'axis' },
    // a plain legend wraps onto a second line: a scrolling one cut long Thai names
    legend: { bottom: 0 },
    grid: { left: 48, right: 56, top: 24, bottom: 80 },
    xAxis: { type: 'category', data: trend.map((point) => point.label) },
    yAxis: [
      { type: 'value', min: 0, max: 100, axisLabel: { formatter: '{value}%' } },
      { type: 'value', min: 0, axisLabel: { formatter: `{value} ${t('units.days')}` } },
    ],
    series: kpis.map((kpi) => ({
      id: kpi,
      name: t(`kpi.${kpi}`),
      type: 'line',
      yAxisIndex: isRateKpi(kpi) ? 0 : 1,
      lineStyle: isRateKpi(kpi) ? undefined : { type: 'dashed' },
      connectNulls: false,
      symbolSize: 8,
      data: trend.map((point) => {
        const figure = point.figures.find((entry) => entry.kpi === kpi);
        return figure ? headlineValue(figure) : null;
      }),
    })),
  };
}

/** The last periods of every KPI (ECharts, in the dashboard's chunk only); a point opens its documents. */
export function TrendChart({ trend, period, onPoint }: TrendChartProps) {
  const { t } = useTranslation('performance');
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof echarts.init> | null>(null);
  const pointHandler = useRef(onPoint);
  pointHandler.current = onPoint;

  useEffect(() => {
    if (!box.current) return;
    const instance = echarts.init(box.current, undefined, { renderer: 'svg' });
    chart.current = instance;
    const resize = new ResizeObserver(() => instance.resize());
    resize.observe(box.current);
    return () => {
      resize.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    const instance = chart.current;
    if (!instance) return;
    instance.setOption(trendOption(trend, t), { notMerge: true });
    instance.off('click');
    instance.on('click', (params) => {
      const point = trend[params.dataIndex];
      const kpi = KpiCode.safeParse(params.seriesId);
      if (point && kpi.success) pointHandler.current?.(kpi.data, point.periodStart);
    });
  }, [trend, t]);

  return <div ref={box} className="performance-trend-chart" data-period={period} data-testid="trend-chart" />;
}
