import { type ScheduleDetailRow, type ScheduleHeaderRow, scheduleEndpoints } from '@portal/contract/schedule';
import { Card, Flex } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryForm } from '../../../components/list-kit/query-form/query-form.tsx';
import { DEFAULT_PAGE_SIZES } from '../../../components/list-kit/table/list-pagination.ts';
import { ListTable } from '../../../components/list-kit/table/list-table.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import { CLICKABLE_ROW_CLASS, SELECTED_ROW_CLASS } from '../../../components/list-kit/table/selected-row.ts';
import { ListToolbar } from '../../../components/list-kit/toolbar/list-toolbar.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import type { ScheduleHeaderInput } from '../api/get-schedule-header-page.ts';
import type { ScheduleLineInput } from '../api/get-schedule-line-page.ts';
import { CommentsDialog } from './comments-dialog.tsx';
import { FeedbackDialog, type FeedbackRequest } from './feedback-dialog.tsx';
import { headerColumns } from './header-columns.ts';
import { useHeaderTableHeight } from './header-table-height.ts';
import { lineColumns, pickedLineColumns } from './line-columns.tsx';
import { ReleaseComparisonDialog } from './release-comparison-dialog.tsx';
import type { ScheduleScreen } from './schedule-filters.ts';
import { HEADER_PAGE_SIZES } from './schedule-list-setup.ts';
import { useLineActions } from './use-line-actions.tsx';
import { useScheduleLists } from './use-schedule-lists.ts';
import './schedule-workbench.css';

/** Spec 2 §9: the line table is at most 465 px high (the header table: header-table-height.ts). */
const LINE_TABLE_HEIGHT = 465;

/** A line's timeline: its feedback, confirmations and quantities shipped, named by release, order line and date. */
const LINE_TIMELINE: TimelineOf<ScheduleDetailRow> = {
  recordType: 'scheduleLine',
  recordId: (line) => line.deliveryScheduleDetailId,
  name: (line) => `${line.releaseNo} ${line.orderNo}/${line.lineNo} ${line.deliveryDateStr}`,
};

type LineToolbarItem = ToolbarItem<ScheduleDetailRow, ScheduleLineInput>;

/** Download of the searched lines on both screens; the feedback upload (with its template) on the query screen. */
function fileItems(screen: ScheduleScreen): LineToolbarItem[] {
  const download: LineToolbarItem = { kind: 'download', endpoint: scheduleEndpoints.download };
  if (screen === 'history') return [download];
  return [
    download,
    {
      kind: 'upload',
      label: 'actions.uploadFeedback',
      title: 'upload.title',
      endpoint: scheduleEndpoints.uploadFeedback,
      permission: 'feedbackSchedule',
      template: { endpoint: scheduleEndpoints.downloadFeedbackUploadTemplate },
    },
  ];
}

/** Comments on the query screen's headers; Compare on both screens. */
function useHeaderActions(
  screen: ScheduleScreen,
  onComments: (row: ScheduleHeaderRow) => void,
  onCompare: (row: ScheduleHeaderRow) => void,
) {
  return useMemo<RowAction<ScheduleHeaderRow>[]>(() => {
    const compare = { key: 'compare', label: 'actions.compare', onClick: onCompare };
    if (screen === 'history') return [compare];
    return [{ key: 'comments', label: 'actions.comments', onClick: onComments }, compare];
  }, [screen, onComments, onCompare]);
}

type ScheduleWorkbenchProps = {
  screen: ScheduleScreen;
};

/**
 * A delivery schedule screen (spec 2 §2): one query form over the releases found (header table) and their
 * lines below, the line actions and files above the lines, comments and the release comparison on each
 * header. The query screen shows the latest releases, the history screen the previous ones. The form and
 * the releases are kept low (one row of filters, a header table sized to the window) so the first lines
 * show without scrolling on a 1280x720 laptop.
 */
export function ScheduleWorkbench({ screen }: ScheduleWorkbenchProps) {
  const { t } = useTranslation('schedule');
  const lists = useScheduleLists(screen);
  const { headers, lines, selection, picked } = lists;
  const [feedback, setFeedback] = useState<FeedbackRequest | null>(null);
  const [commenting, setCommenting] = useState<ScheduleHeaderRow | null>(null);
  const [comparing, setComparing] = useState<number | null>(null);
  const dropSelection = () => selection.select([]);
  const lineActions = useLineActions({ screen, openFeedback: setFeedback, onDone: dropSelection });
  const closeFeedback = useCallback(() => setFeedback(null), []);
  const closeComparison = useCallback(() => setComparing(null), []);
  const compare = useCallback((row: ScheduleHeaderRow) => setComparing(row.deliveryScheduleHeaderId), []);
  const headerActions = useHeaderActions(screen, setCommenting, compare);
  const headerTableHeight = useHeaderTableHeight();
  const lineHistory = useTimeline(LINE_TIMELINE);
  const linesTitle = picked
    ? t('tables.linesOf', { releaseNo: picked.releaseNo, orderNo: picked.orderNo, lineNo: picked.lineNo })
    : t('tables.allLines');

  return (
    <Flex vertical gap={12}>
      <Card size="small" className="schedule-query">
        <QueryForm
          filters={lists.filters}
          ns="schedule"
          searchedValues={lists.headers.values}
          onSearch={lists.search}
          oneRowCollapsed
        />
      </Card>
      <Card size="small" title={t('tables.headers')} className="schedule-headers">
        <ListTable<ScheduleHeaderRow, ScheduleHeaderInput>
          ns="schedule"
          columnsKey={`schedule.${screen}.headers`}
          columns={headerColumns}
          rows={headers.rows}
          total={headers.total}
          loading={headers.loading}
          paging={headers.paging}
          sorting={headers.sorting}
          pageSizes={HEADER_PAGE_SIZES}
          onPage={headers.changePage}
          onSort={lists.sortHeaders}
          rowKey="deliveryScheduleHeaderId"
          scrollY={headerTableHeight}
          actions={headerActions}
          selectedRows={[]}
          onSelect={() => undefined}
          rowClassName={(row) =>
            row.deliveryScheduleHeaderId === lists.pickedId
              ? `${SELECTED_ROW_CLASS} ${CLICKABLE_ROW_CLASS}`
              : CLICKABLE_ROW_CLASS
          }
          onRowClick={(row) => lists.toggle(row.deliveryScheduleHeaderId)}
        />
      </Card>
      <Card size="small" title={linesTitle} className="schedule-lines">
        <ListTable<ScheduleDetailRow, ScheduleLineInput>
          ns="schedule"
          columnsKey={`schedule.${screen}.lines`}
          toolbar={
            <ListToolbar<ScheduleDetailRow, ScheduleLineInput>
              items={[...lineActions.items, ...fileItems(screen)]}
              ns="schedule"
              context={{
                query: lists.downloadQuery as Partial<ScheduleLineInput>,
                selectedRows: selection.selectedRows,
                refresh: lists.refresh,
              }}
            />
          }
          columns={picked ? pickedLineColumns : lineColumns}
          rows={lines.rows}
          total={lines.total}
          loading={lines.loading}
          paging={lines.paging}
          sorting={lines.sorting}
          pageSizes={DEFAULT_PAGE_SIZES}
          onPage={lines.changePage}
          onSort={lines.changeSort}
          rowKey="deliveryScheduleDetailId"
          scrollY={LINE_TABLE_HEIGHT}
          actions={lineHistory.actions}
          rowSelection={lists.lineSelection}
          selectedRows={selection.selectedRows}
          onSelect={selection.select}
        />
      </Card>
      {lineActions.modalHolder}
      {lineHistory.drawer}
      {feedback && (
        <FeedbackDialog
          request={feedback}
          onClose={closeFeedback}
          onSaved={() => {
            closeFeedback();
            dropSelection();
          }}
        />
      )}
      {commenting && <CommentsDialog header={commenting} onClose={() => setCommenting(null)} />}
      {comparing !== null && <ReleaseComparisonDialog headerId={comparing} onClose={closeComparison} />}
    </Flex>
  );
}
