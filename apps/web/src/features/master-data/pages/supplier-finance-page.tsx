import { masterDataEndpoints as endpoints, type SupplierFinanceRow } from '@portal/contract/master-data';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import type { FinancePageInput } from '../api/get-finance-page.ts';
import { FinanceDialog } from '../components/finance-dialog.tsx';
import { financeListScreen } from '../components/finance-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { financeListScreen } from '../components/finance-list-screen.ts';

const toolbar: readonly ToolbarItem<SupplierFinanceRow, FinancePageInput>[] = [
  { kind: 'download', endpoint: endpoints.supplierFinanceDownload },
];

/** /supplierFinance: supplier finance info with its edit dialog (supplierFinance-edit). */
export function SupplierFinancePage() {
  const [editing, setEditing] = useState<SupplierFinanceRow | null>(null);
  const actions = useMemo<RowAction<SupplierFinanceRow>[]>(
    () => [{ key: 'edit', label: 'actions.edit', permission: 'supplierFinance-edit', onClick: setEditing }],
    [],
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
    </>
  );
}
