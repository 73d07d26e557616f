import type { SupplierScore } from '@portal/contract/performance';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { CutText } from '../../../components/cut-text/cut-text.tsx';

interface WorstSuppliersProps {
  ranking: readonly SupplierScore[];
  /** undefined: the rows show the scores but open nothing */
  onOpen?: (supplier: SupplierScore) => void;
}

/** A buyer's suppliers of the period, worst overall score first, as the server ranks them (top 10). */
export function WorstSuppliers({ ranking, onOpen }: WorstSuppliersProps) {
  const { t } = useTranslation('dashboard');
  if (ranking.length === 0)
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('performance.empty')} />;
  return (
    <ol className="performance-ranking" data-testid="worst-suppliers">
      {ranking.map((supplier, index) => (
        <li key={supplier.supplierCode}>
          <button
            type="button"
            className="performance-ranking-row"
            // not `disabled`: the tooltip of a cut supplier name still opens
            aria-disabled={!onOpen}
            onClick={() => onOpen?.(supplier)}
          >
            <span className="performance-ranking-place">{index + 1}</span>
            <span className="performance-ranking-name">
              <span className="performance-ranking-code">{supplier.supplierCode}</span>
              <CutText text={supplier.supplierName} className="performance-ranking-text" />
            </span>
            <span className="performance-ranking-score" title={t('performance.score')}>
              {supplier.score === null ? '–' : supplier.score.toFixed(1)}
            </span>
          </button>
        </li>
      ))}
    </ol>
  );
}
