import type { KpiFigure, TrendPoint } from '@portal/contract/performance';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../platform/i18n/i18n.ts';
import { trendOption } from './trend-chart.tsx';

const figure = (kpi: KpiFigure['kpi'], rate: number | null, averageDays: number | null): KpiFigure => ({
  kpi,
  hits: 1,
  total: 2,
  rate,
  averageDays,
});

const trend: TrendPoint[] = [
  {
    periodStart: '2026-10-01',
    label: '2026-10',
    figures: [figure('onTime', 80, null), figure('postedCycle', null, 4)],
  },
  {
    periodStart: '2026-11-01',
    label: '2026-11',
    figures: [figure('onTime', null, null), figure('postedCycle', null, 3.5)],
  },
];

describe('trendOption', () => {
  it('draws one line per KPI: rates in percent on the left, cycle times in days dashed on the right', () => {
    const option = trendOption(trend, i18n.getFixedT('en', 'performance')) as {
      xAxis: { data: string[] };
      series: {
        id: string;
        name: string;
        yAxisIndex: number;
        lineStyle?: { type: string };
        data: unknown[];
      }[];
    };
    expect(option.xAxis.data).toEqual(['2026-10', '2026-11']);
    expect(option.series.map(({ id, name, yAxisIndex, data }) => ({ id, name, yAxisIndex, data }))).toEqual([
      // a period that counted nothing is a gap, not a zero
      { id: 'onTime', name: 'On-time Delivery', yAxisIndex: 0, data: [80, null] },
      { id: 'postedCycle', name: 'Invoice Submit to Posted', yAxisIndex: 1, data: [4, 3.5] },
    ]);
    expect(option.series[1]?.lineStyle).toEqual({ type: 'dashed' });
  });
});
