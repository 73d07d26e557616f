import { ScanOutlined } from '@ant-design/icons';
import { type SecurityCheckRow, securityCheckEndpoints } from '@portal/contract/security-check';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { CameraScanner } from '../../../components/camera-scanner/camera-scanner.tsx';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import { useSmallScreen } from '../../../platform/screen/use-small-screen.ts';
import { useDeleteSecurityCheck } from '../api/delete-security-check.ts';
import type { SecurityCheckPageInput } from '../api/get-security-check-page.ts';
import { detailPath } from '../components/detail-path.ts';
import { securityCheckListScreen } from '../components/security-check-list-screen.ts';
import { createPathFor, useOpenGateEntry } from '../components/use-open-gate-entry.ts';

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

type GateToolbarItem = ToolbarItem<SecurityCheckRow, SecurityCheckPageInput>;

const toolbar: readonly GateToolbarItem[] = [{ kind: 'download', endpoint: securityCheckEndpoints.download }];

/** On a phone the toolbar starts with Scan, for the truck's ASN label (camera-scan-button says why only there). */
function useGateToolbar(onScan: () => void): readonly GateToolbarItem[] {
  const small = useSmallScreen();
  return useMemo(() => {
    if (!small) return toolbar;
    const scan: GateToolbarItem = {
      kind: 'button',
      key: 'scan',
      label: 'cameraScanner:scan',
      icon: <ScanOutlined />,
      onClick: onScan,
    };
    return [scan, ...toolbar];
  }, [small, onScan]);
}

/** /securityCheckQuery */
export function SecurityCheckQueryPage() {
  const navigate = useNavigate();
  const remove = useDeleteSecurityCheck();
  const history = useTimeline(TIMELINE);
  const [scanning, setScanning] = useState(false);
  const openScanner = useCallback(() => setScanning(true), []);
  const gateToolbar = useGateToolbar(openScanner);
  const openGateEntry = useOpenGateEntry((asnNo) => navigate(createPathFor(asnNo)));
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
        toolbar={gateToolbar}
        scrollY={TABLE_HEIGHT}
        filtersPerRow={FILTERS_PER_ROW}
      />
      {history.drawer}
      <CameraScanner
        open={scanning}
        hint="securityCheck:scan.labelHint"
        onClose={() => setScanning(false)}
        onScan={(text) => {
          setScanning(false);
          void openGateEntry(text);
        }}
      />
    </>
  );
}
