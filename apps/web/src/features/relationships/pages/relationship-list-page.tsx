import {
  type AddRelationshipBody,
  type RelationshipRow,
  relationshipsEndpoints,
} from '@portal/contract/relationships';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { FilterValues } from '../../../components/list-kit/query/resolve-filters.ts';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import { addButton } from '../../../components/list-kit/toolbar/add-button.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { useAddRelationship } from '../api/add-relationship.ts';
import type { RelationshipPageInput } from '../api/get-relationship-page.ts';
import { useUpdateRelationshipStatus } from '../api/update-relationship-status.ts';
import { useRelationshipHistory } from '../components/relationship-history.ts';
import { relationshipListScreen } from '../components/relationship-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { relationshipListScreen } from '../components/relationship-list-screen.ts';

function idOf(value: FilterValues[string]): number | undefined {
  const id = typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/** The pair the pickers hold, or undefined until both a buyer and a supplier are chosen (spec 3 §5). */
function pairOf(values: FilterValues): AddRelationshipBody | undefined {
  const buyerCompanyId = idOf(values.buyerCompanyId);
  const supplierCompanyId = idOf(values.supplierCompanyId);
  return buyerCompanyId && supplierCompanyId ? { buyerCompanyId, supplierCompanyId } : undefined;
}

/** The two companies of a row, as the Enable and Prohibit questions name them. */
const pairNames = (row: RelationshipRow) => ({
  buyer: `${row.buyerCompanyCode} ${row.buyerCompanyName}`,
  supplier: `${row.supplierCompanyCode} ${row.supplierCompanyName}`,
});

/** /associateSupplier: buyer-supplier relationships; Add links the picked pair, Enable/Prohibit toggles a row; Relationships.xlsx. */
export function RelationshipListPage() {
  const [picked, setPicked] = useState<FilterValues>({});
  const add = useAddRelationship();
  const toggle = useUpdateRelationshipStatus();
  const pair = pairOf(picked);

  const toolbar = useMemo<ToolbarItem<RelationshipRow, RelationshipPageInput>[]>(
    () => [
      addButton(
        () => pair && add.mutate(pair),
        () => !pair || add.isPending,
        'toolbar.addHint',
      ),
      { kind: 'download', endpoint: relationshipsEndpoints.download },
    ],
    [pair, add.isPending, add.mutate],
  );

  // an I row offers Enable, an A row Prohibit; each sends the opposite status (spec 3 §4), once confirmed:
  // prohibiting cuts the supplier out of the buyer's lists and alerts
  const actions = useMemo<RowAction<RelationshipRow>[]>(
    () => [
      {
        key: 'enable',
        label: 'actions.enable',
        visible: (row) => row.status === 'I',
        confirm: { question: 'confirm.enable', cancelled: 'confirm.cancelled', values: pairNames },
        onClick: (row) => toggle.mutate({ relationshipId: row.id, status: 'A' }),
      },
      {
        key: 'prohibit',
        label: 'actions.prohibit',
        danger: true,
        visible: (row) => row.status === 'A',
        confirm: { question: 'confirm.prohibit', cancelled: 'confirm.cancelled', values: pairNames },
        onClick: (row) => toggle.mutate({ relationshipId: row.id, status: 'I' }),
      },
    ],
    [toggle.mutate],
  );
  const history = useRelationshipHistory();
  const rowActions = useMemo(() => [...actions, ...history.actions], [actions, history.actions]);

  return (
    <>
      <ListPage
        {...relationshipListScreen}
        ns="relationships"
        rowKey="id"
        toolbar={toolbar}
        actions={rowActions}
        onFilterChange={setPicked}
      />
      {history.drawer}
    </>
  );
}
