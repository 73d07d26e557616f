import type { AuditEntryRow, AuditRecordType } from '@portal/contract/audit-log';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Button, Drawer, Empty, Flex, Spin, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { actorText } from './actor-text.ts';
import { AuditChangeList } from './audit-changes.tsx';
import { getTimelinePagesQueryOptions } from './get-timeline-pages.ts';

/** The record a timeline is of: its type and id as the audit log names it, and how the user calls it. */
export type TimelineRecord = { recordType: AuditRecordType; recordId: number; name: string };

const ACTION_COLORS: Record<AuditEntryRow['action'], string> = {
  create: 'green',
  update: 'blue',
  delete: 'red',
  upload: 'purple',
};

/** One entry: when and who, then what was done to which part, the fields old → new and an upload's counts. */
function entryItem(entry: AuditEntryRow) {
  return {
    key: entry.id,
    color: ACTION_COLORS[entry.action],
    // when and who inside the entry, not as the item's title: a title takes a column of its own
    content: (
      <Flex vertical gap={4} data-testid="timeline-entry">
        <Typography.Text type="secondary">
          {entry.changedAt} · {actorText(entry)}
        </Typography.Text>
        <span>
          <Tag color={ACTION_COLORS[entry.action]}>{entry.actionView}</Tag>
          {entry.subject && <Typography.Text strong>{entry.subject}</Typography.Text>}
        </span>
        {entry.changes.length > 0 && <AuditChangeList changes={entry.changes} />}
        {entry.summary && <Typography.Text>{entry.summary}</Typography.Text>}
      </Flex>
    ),
  };
}

/**
 * The history of one document or administration record (issue 15): who changed what and when, newest first,
 * in the user's language, a page at a time. The server decides who may read it; the drawer shows what it
 * answers.
 */
export function TimelineDrawer({ record, onClose }: { record: TimelineRecord; onClose: () => void }) {
  const { t } = useTranslation('timeline');
  const pages = useInfiniteQuery(getTimelinePagesQueryOptions(record.recordType, record.recordId));
  const entries = pages.data?.pages.flatMap((page) => page.data) ?? [];
  const total = pages.data?.pages[0]?.total ?? 0;
  return (
    <Drawer open size={560} title={t('title', { name: record.name })} onClose={onClose} destroyOnHidden>
      {pages.isPending ? (
        <Flex justify="center">
          <Spin />
        </Flex>
      ) : entries.length === 0 ? (
        <Empty description={t('empty')} />
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text type="secondary">{t('shown', { shown: entries.length, total })}</Typography.Text>
          <Timeline items={entries.map(entryItem)} />
          {pages.hasNextPage && (
            <Button loading={pages.isFetchingNextPage} onClick={() => void pages.fetchNextPage()}>
              {t('loadMore')}
            </Button>
          )}
        </Flex>
      )}
    </Drawer>
  );
}
