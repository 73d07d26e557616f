import { type GrRow, grEndpoints } from '@portal/contract/gr';
import { useMemo } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { useIsSupplier } from '../../../platform/session/use-login-info.ts';
import { type GrPageInput, getGrPageQueryOptions } from '../api/get-gr-page.ts';
import { grColumns } from '../components/gr-columns.tsx';

const TOOLBAR: readonly ToolbarItem<GrRow, GrPageInput>[] = [
  { kind: 'download', endpoint: grEndpoints.download },
];

/**
 * /gr: goods receipts of the caller's scope (spec 2 §2), with GR.xlsx of the searched filters. Sending a
 * selection to ASN creation belongs to the ASN wizard and is not offered here yet.
 */
export function GrPage() {
  const isSupplier = useIsSupplier();
  const columns = useMemo(() => grColumns(!isSupplier), [isSupplier]);
  return (
    <ListPage
      ns="gr"
      columns={columns}
      queryOptions={getGrPageQueryOptions}
      rowKey="grId"
      toolbar={TOOLBAR}
    />
  );
}
