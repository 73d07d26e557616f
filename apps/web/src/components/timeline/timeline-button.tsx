import { HistoryOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsSupplier } from '../../platform/session/use-login-info.ts';
import { offersHistory } from './history-visibility.ts';
import { TimelineDrawer, type TimelineRecord } from './timeline-drawer.tsx';

/** History on a detail screen: a button that opens the record's timeline. */
export function TimelineButton({ record }: { record: TimelineRecord }) {
  const { t } = useTranslation('timeline');
  const isSupplier = useIsSupplier();
  const [open, setOpen] = useState(false);
  if (!offersHistory(record.recordType, isSupplier)) return null;
  return (
    <>
      <Button icon={<HistoryOutlined />} onClick={() => setOpen(true)}>
        {t('history')}
      </Button>
      {open && <TimelineDrawer record={record} onClose={() => setOpen(false)} />}
    </>
  );
}
