import { type SecurityCheckRow, securityCheckEndpoints } from '@portal/contract/security-check';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import { useDeleteSecurityCheck } from '../api/delete-security-check.ts';
import type { SecurityCheckPageInput } from '../api/get-security-check-page.ts';
import { detailPath } from '../components/detail-path.ts';
import { securityCheckListScreen } from '../components/security-check-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { securityCheckListScreen } from '../components/security-check-list-screen.ts';

/** Spec 2 §9: the gate entry list is at most 425 px high. */
const TABLE_HEIGHT = 425;
/** The three always-visible filters make the first row. */
const FILTERS_PER_ROW = 3;

const TIMELINE: TimelineOf<SecurityCheckRow> = {
  recordType: 'securityCheck',
  recordId: (row) => row.id,
  name: (row) => row.asnNo,
};

const toolbar: readonly ToolbarItem<SecurityCheckRow, SecurityCheckPageInput>[] = [
  { kind: 'download', endpoint: securityCheckEndpoints.download },
];

/** /securityCheckQuery */
export function SecurityCheckQueryPage() {
  const navigate = useNavigate();
  const remove = useDeleteSecurityCheck();
  const history = useTimeline(TIMELINE);
  const actions = useMemo<readonly RowAction<SecurityCheckRow>[]>(
    () => [
      {
        key: 'edit',
        label: 'actions.edit',
        permission: 'editSecurityCheck',
        visible: (row) => row.editable,
        onClick: (row) => navigate(detailPath('edit', row.id)),
      },
      {
        key: 'delete',
        label: 'actions.delete',
        permission: 'deleteSecurityCheck',
        visible: (row) => row.editable,
        danger: true,
        confirm: { question: 'actions.deleteQuestion', cancelled: 'actions.deleteCancelled' },
        onClick: (row) => remove.mutate(row.id),
      },
      ...history.actions,
    ],
    [navigate, remove.mutate, history.actions],
  );
  return (
    <>
      <ListPage
        {...securityCheckListScreen}
        ns="securityCheck"
        rowKey="id"
        actions={actions}
        toolbar={toolbar}
        scrollY={TABLE_HEIGHT}
        filtersPerRow={FILTERS_PER_ROW}
      />
      {history.drawer}
    </>
  );
}
