import type { ReleaseComparison, ReleaseRef } from '@portal/contract/schedule';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Flex, Modal, Select, Spin, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { compareReleasesQueryOptions } from '../api/compare-releases.ts';
import { ChangeSummary } from './change-summary.tsx';
import { ComparisonTable } from './comparison-table.tsx';

const releaseLabel = (release: ReleaseRef) => `${release.releaseNo} (${release.releaseDateStr})`;

/** The releases of the order line older than the one looked at (the only ones it compares with). */
function earlierReleases(comparison: ReleaseComparison): ReleaseRef[] {
  const { releases, current } = comparison;
  const index = releases.findIndex(
    (release) => release.deliveryScheduleHeaderId === current.deliveryScheduleHeaderId,
  );
  return releases.slice(index + 1);
}

function PreviousChoice(props: { comparison: ReleaseComparison; onChange: (id: number) => void }) {
  const { t } = useTranslation('schedule');
  const { previous } = props.comparison;
  if (!previous) return <Typography.Text type="secondary">{t('compare.firstRelease')}</Typography.Text>;
  return (
    <Select<number>
      aria-label={t('compare.previous')}
      value={previous.deliveryScheduleHeaderId}
      onChange={props.onChange}
      showSearch={{ optionFilterProp: 'label' }}
      style={{ minWidth: 260 }}
      options={earlierReleases(props.comparison).map((release) => ({
        value: release.deliveryScheduleHeaderId,
        label: releaseLabel(release),
      }))}
    />
  );
}

function ComparisonHead(props: { comparison: ReleaseComparison; onPrevious: (id: number) => void }) {
  const { t } = useTranslation('schedule');
  const { comparison } = props;
  return (
    <Descriptions
      size="small"
      column={2}
      bordered
      items={[
        {
          key: 'orderLine',
          label: t('compare.orderLine'),
          children: `${comparison.orderNo} / ${comparison.lineNo}`,
        },
        { key: 'part', label: t('fields.partNo'), children: comparison.partNo },
        { key: 'current', label: t('compare.current'), children: releaseLabel(comparison.current) },
        {
          key: 'previous',
          label: t('compare.previous'),
          children: <PreviousChoice comparison={comparison} onChange={props.onPrevious} />,
        },
      ]}
    />
  );
}

/**
 * A release of an order line next to an earlier one (ours: what planners ask for most): per delivery what
 * was added, removed, raised, lowered or moved. Any earlier release of the line can be chosen.
 */
export function ReleaseComparisonDialog({ headerId, onClose }: { headerId: number; onClose: () => void }) {
  const { t } = useTranslation('schedule');
  const [previousId, setPreviousId] = useState<number | undefined>();
  const comparison = useQuery(compareReleasesQueryOptions(headerId, previousId));
  const failed = comparison.isError;
  useEffect(() => {
    if (failed) onClose();
  }, [failed, onClose]);
  return (
    <Modal
      open
      width={1000}
      title={t('compare.title')}
      onCancel={onClose}
      footer={[
        <Button key="close" onClick={onClose}>
          {t('compare.close')}
        </Button>,
      ]}
    >
      {comparison.data ? (
        <Flex vertical gap={12}>
          <ComparisonHead comparison={comparison.data} onPrevious={setPreviousId} />
          <ChangeSummary changes={comparison.data.changes} />
          <Spin spinning={comparison.isFetching}>
            <ComparisonTable changes={comparison.data.changes} />
          </Spin>
        </Flex>
      ) : (
        <Spin style={{ display: 'block', padding: 48 }} />
      )}
    </Modal>
  );
}
