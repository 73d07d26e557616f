import { ArrowDownOutlined, ArrowUpOutlined, MinusOutlined } from '@ant-design/icons';
import type { KpiCode, KpiFigure } from '@portal/contract/performance';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  formatHeadline,
  headlineValue,
  isImprovement,
  isRateKpi,
  type TrendDirection,
  trendDirection,
} from '../../../components/performance/kpi-value.ts';

interface KpiCardsProps {
  current: readonly KpiFigure[];
  previous: readonly KpiFigure[];
  /** opens the documents behind a card; undefined when the figure cannot be drilled into yet */
  onOpen?: (kpi: KpiCode) => void;
}

/** One card per KPI: the headline (rate or average days), hits of total, and the arrow against the period before. */
export function KpiCards({ current, previous, onOpen }: KpiCardsProps) {
  return (
    <div className="performance-cards">
      {current.map((figure) => (
        <KpiCard
          key={figure.kpi}
          figure={figure}
          previous={previous.find((before) => before.kpi === figure.kpi)}
          onOpen={onOpen}
        />
      ))}
    </div>
  );
}

const ARROWS: Record<TrendDirection, typeof ArrowUpOutlined> = {
  up: ArrowUpOutlined,
  down: ArrowDownOutlined,
  flat: MinusOutlined,
};

function KpiCard({
  figure,
  previous,
  onOpen,
}: {
  figure: KpiFigure;
  previous?: KpiFigure;
  onOpen?: KpiCardsProps['onOpen'];
}) {
  const { t } = useTranslation('dashboard');
  const { t: tp } = useTranslation('performance');
  const days = tp('units.days');
  const direction = trendDirection(figure, previous);
  const detail = isRateKpi(figure.kpi)
    ? tp('units.hitsOfTotal', { hits: figure.hits, total: figure.total })
    : tp('units.documentsCounted', { total: figure.total });
  const before = previous ? formatHeadline(headlineValue(previous), figure.kpi, days) : null;
  const Arrow = direction ? ARROWS[direction] : null;
  const tone =
    direction && direction !== 'flat' ? (isImprovement(figure.kpi, direction) ? 'better' : 'worse') : 'same';
  return (
    <button
      type="button"
      className="performance-card"
      data-testid={`kpi-${figure.kpi}`}
      // aria-disabled, not disabled: a disabled button swallows the pointer, so the arrow's tooltip would not open
      aria-disabled={!onOpen}
      onClick={() => onOpen?.(figure.kpi)}
    >
      <span className="performance-card-name">{tp(`kpi.${figure.kpi}`)}</span>
      <span className="performance-card-value">
        {formatHeadline(headlineValue(figure), figure.kpi, days)}
        {Arrow && direction && (
          <Tooltip
            title={
              before === null ? t('performance.noPrevious') : t('performance.vsPrevious', { value: before })
            }
          >
            <Arrow
              className={`performance-trend performance-trend-${tone}`}
              data-testid={`trend-${direction}`}
              aria-label={t(
                `performance.trend${direction === 'up' ? 'Up' : direction === 'down' ? 'Down' : 'Flat'}`,
              )}
            />
          </Tooltip>
        )}
      </span>
      <span className="performance-card-detail">
        {detail}
        {figure.kpi === 'confirmLead' &&
          figure.averageDays !== null &&
          ` · ${tp('units.averageDays', { days: figure.averageDays.toFixed(1) })}`}
      </span>
    </button>
  );
}
