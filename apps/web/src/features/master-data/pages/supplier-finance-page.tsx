import { masterDataEndpoints as endpoints, type SupplierFinanceRow } from '@portal/contract/master-data';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import type { FinancePageInput } from '../api/get-finance-page.ts';
import { FinanceDialog } from '../components/finance-dialog.tsx';
import { financeListScreen } from '../components/finance-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { financeListScreen } from '../components/finance-list-screen.ts';

const TIMELINE: TimelineOf<SupplierFinanceRow> = {
  recordType: 'supplierFinance',
  recordId: (row) => row.supplierFinanceId,
  name: (row) => `${row.buyerCompanyCode} - ${row.supplierCode}`,
};

const toolbar: readonly ToolbarItem<SupplierFinanceRow, FinancePageInput>[] = [
  { kind: 'download', endpoint: endpoints.supplierFinanceDownload },
];

/** /supplierFinance: supplier finance info with its edit dialog (supplierFinance-edit). */
export function SupplierFinancePage() {
  const [editing, setEditing] = useState<SupplierFinanceRow | null>(null);
  const history = useTimeline(TIMELINE);
  const actions = useMemo<RowAction<SupplierFinanceRow>[]>(
    () => [
      { key: 'edit', label: 'actions.edit', permission: 'supplierFinance-edit', onClick: setEditing },
      ...history.actions,
    ],
    [history.actions],
  );
  return (
    <>
      <ListPage
        {...financeListScreen}
        ns="masterData"
        rowKey="supplierFinanceId"
        toolbar={toolbar}
        actions={actions}
      />
      <FinanceDialog row={editing} onClose={() => setEditing(null)} />
      {history.drawer}
    </>
  );
}
