import { masterDataEndpoints as endpoints, type OverShippedRow } from '@portal/contract/master-data';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import type { OverShippedPageInput } from '../api/get-over-shipped-page.ts';
import { OverShippedDialog } from '../components/over-shipped-dialog.tsx';
import { overShippedListScreen } from '../components/over-shipped-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { overShippedListScreen } from '../components/over-shipped-list-screen.ts';

const rowKey = (row: OverShippedRow) => `${row.buyerCompanyCode}|${row.supplierCode}`;

const TIMELINE: TimelineOf<OverShippedRow> = {
  recordType: 'overShipment',
  recordId: (row) => row.overShipmentId,
  name: (row) => `${row.buyerCompanyCode} - ${row.supplierCode}`,
};

/** Spec 1 §2.8: download (Supplier.xlsx) and an upload without a template link. */
const toolbar: readonly ToolbarItem<OverShippedRow, OverShippedPageInput>[] = [
  { kind: 'download', endpoint: endpoints.overShippedDownload },
  {
    kind: 'upload',
    endpoint: endpoints.overShippedUpload,
    permission: 'supplierConfigaration',
    title: 'upload.supplier',
  },
];

/** /supplier: supplier over-shipment configuration. */
export function SupplierOverShipmentPage() {
  const [editing, setEditing] = useState<OverShippedRow | null>(null);
  const history = useTimeline(TIMELINE);
  const actions = useMemo<RowAction<OverShippedRow>[]>(
    () => [
      { key: 'edit', label: 'actions.edit', permission: 'supplierConfigaration', onClick: setEditing },
      ...history.actions,
    ],
    [history.actions],
  );
  return (
    <>
      <ListPage
        {...overShippedListScreen}
        ns="masterData"
        rowKey={rowKey}
        toolbar={toolbar}
        actions={actions}
      />
      <OverShippedDialog row={editing} onClose={() => setEditing(null)} />
      {history.drawer}
    </>
  );
}
