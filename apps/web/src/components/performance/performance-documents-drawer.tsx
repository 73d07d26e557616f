import { Drawer, Flex, Switch, Table, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listPagination } from '../list-kit/table/list-pagination.ts';
import { documentColumns } from './document-columns.tsx';
import { type DrillDown, documentsQuery } from './drill-down.ts';
import { getPerformanceDocumentsQueryOptions } from './get-performance-documents.ts';

const PAGE_SIZES = [10, 20, 50, 100];

interface PerformanceDocumentsDrawerProps {
  /** the figure to explain; null keeps the drawer closed */
  drill: DrillDown | null;
  onClose: () => void;
}

/** The documents behind one figure (dashboard card, chart point, ranking row, list row), misses first. */
export function PerformanceDocumentsDrawer({ drill, onClose }: PerformanceDocumentsDrawerProps) {
  return (
    <Drawer open={drill !== null} onClose={onClose} size={960} destroyOnHidden title={drill && <DrawerTitle drill={drill} />}>
      {drill && <DocumentsTable drill={drill} />}
    </Drawer>
  );
}

function DrawerTitle({ drill }: { drill: DrillDown }) {
  const { t } = useTranslation('performance');
  return (
    <Flex vertical>
      <span>{t(`kpi.${drill.kpi}`)}</span>
      <Typography.Text type="secondary" className="performance-drawer-subtitle">
        {[drill.companyCode, `${drill.supplierCode} ${drill.supplierName ?? ''}`.trim(), `${drill.firstDay} ~ ${drill.lastDay}`].join(' · ')}
      </Typography.Text>
    </Flex>
  );
}

function DocumentsTable({ drill }: { drill: DrillDown }) {
  const { t } = useTranslation('performance');
  const [onlyMisses, setOnlyMisses] = useState(false);
  const [paging, setPaging] = useState({ pageNo: 1, size: PAGE_SIZES[0] });
  const query = documentsQuery(drill, { ...paging, onlyMisses });
  const documents = useQuery(getPerformanceDocumentsQueryOptions(query));
  const columns = useMemo(() => documentColumns(drill.kpi, t), [drill.kpi, t]);
  return (
    <Flex vertical gap={12}>
      <label className="performance-only-misses">
        <Switch
          checked={onlyMisses}
          onChange={(checked) => {
            setOnlyMisses(checked);
            setPaging((current) => ({ ...current, pageNo: 1 }));
          }}
        />
        <span>{t('documents.onlyMisses')}</span>
      </label>
      <Table
        size="small"
        rowKey={(row) => `${row.dayStr}-${row.asnNo}-${row.invoiceNo}-${row.releaseNo}-${row.grNo}-${row.partNo}`}
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
