import { KPI_CODES, type KpiCode } from '@portal/contract/performance';
import { useQuery } from '@tanstack/react-query';
import { Drawer, Flex, Segmented, Switch, Table, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../list-kit/table/list-pagination.ts';
import { documentColumns } from './document-columns.tsx';
import { type DrillDown, documentsQuery } from './drill-down.ts';
import { getPerformanceDocumentsQueryOptions } from './get-performance-documents.ts';
import './performance-documents-drawer.css';

const PAGE_SIZES = [10, 20, 50, 100];
const FIRST_PAGE_SIZE = 10;
/** one drawer is open at a time, so one id is enough */
const ONLY_MISSES_ID = 'performance-only-misses';

interface PerformanceDocumentsDrawerProps {
  /** the figure to explain; null keeps the drawer closed */
  drill: DrillDown | null;
  onClose: () => void;
}

/**
 * The documents behind one figure (dashboard card, chart point, ranking row, list row), misses first. The
 * KPI can be switched inside: a list row stands for every KPI of a supplier and period. A figure of all
 * suppliers says so in its scope line and names each row's supplier.
 */
export function PerformanceDocumentsDrawer({ drill, onClose }: PerformanceDocumentsDrawerProps) {
  const { t } = useTranslation('performance');
  return (
    <Drawer open={drill !== null} onClose={onClose} size={960} destroyOnHidden title={t('documents.title')}>
      {drill && <DrawerBody key={JSON.stringify(drill)} drill={drill} />}
    </Drawer>
  );
}

function DrawerBody({ drill }: { drill: DrillDown }) {
  const { t } = useTranslation('performance');
  const [kpi, setKpi] = useState<KpiCode>(drill.kpi);
  const [onlyMisses, setOnlyMisses] = useState(false);
  const [paging, setPaging] = useState({ pageNo: 1, size: FIRST_PAGE_SIZE });
  const firstPage = () => setPaging((current) => ({ ...current, pageNo: 1 }));
  const query = documentsQuery({ ...drill, kpi }, { ...paging, onlyMisses });
  const documents = useQuery(getPerformanceDocumentsQueryOptions(query));
  const allSuppliers = !drill.supplierCode;
  const columns = useMemo(() => documentColumns(kpi, t, allSuppliers), [kpi, t, allSuppliers]);
  const supplier = allSuppliers
    ? t('documents.allSuppliers')
    : `${drill.supplierCode} ${drill.supplierName ?? ''}`.trim();
  return (
    <Flex vertical gap={12}>
      <Typography.Text type="secondary" data-testid="performance-drawer-scope">
        {[drill.companyCode, supplier, `${drill.firstDay} ~ ${drill.lastDay}`].join(' · ')}
      </Typography.Text>
      <Segmented
        className="performance-drawer-kpis"
        value={kpi}
        options={KPI_CODES.map((code) => ({ value: code, label: t(`kpi.${code}`) }))}
        onChange={(value) => {
          setKpi(value);
          firstPage();
        }}
      />
      <span className="performance-only-misses">
        <Switch
          id={ONLY_MISSES_ID}
          size="small"
          checked={onlyMisses}
          onChange={(checked) => {
            setOnlyMisses(checked);
            firstPage();
          }}
        />
        <label htmlFor={ONLY_MISSES_ID}>{t('documents.onlyMisses')}</label>
      </span>
      <Table
        size="small"
        rowKey={(row) =>
          `${row.supplierCode}-${row.dayStr}-${row.asnNo}-${row.invoiceNo}-${row.releaseNo}-${row.grNo}-${row.partNo}`
        }
        columns={columns}
        dataSource={documents.data?.records ?? []}
        loading={documents.isFetching}
        scroll={{ x: 'max-content', y: 520 }}
        pagination={{
          ...listPagination({
            paging,
            total: documents.data?.total ?? 0,
            pageSizes: PAGE_SIZES,
            showTotal: (total) => t('documents.total', { total }),
          }),
          onChange: (pageNo, size) => setPaging({ pageNo: size === paging.size ? pageNo : 1, size }),
        }}
      />
    </Flex>
  );
}
