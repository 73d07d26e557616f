import { masterDataEndpoints as endpoints, type PackagingRow } from '@portal/contract/master-data';
import { useMemo, useState } from 'react';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { RowAction } from '../../../components/list-kit/table/row-action.ts';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import type { PackagingPageInput } from '../api/get-packaging-page.ts';
import { usePackagingHistory } from '../components/packaging-history.ts';
import { packagingListScreen } from '../components/packaging-list-screen.ts';
import { PackagingPicturesDrawer } from '../components/packaging-pictures-drawer.tsx';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { packagingListScreen } from '../components/packaging-list-screen.ts';

const toolbar: readonly ToolbarItem<PackagingRow, PackagingPageInput>[] = [
  { kind: 'download', endpoint: endpoints.packagingDownload },
  {
    kind: 'upload',
    endpoint: endpoints.packagingUpload,
    permission: 'uploadPackaging',
    template: { endpoint: endpoints.packagingUploadTemplate },
    title: 'upload.packaging',
  },
];

/** /packaging (ours): packaging per buyer, supplier and part, with the pictures of each record. */
export function PackagingPage() {
  const history = usePackagingHistory();
  const [shown, setShown] = useState<PackagingRow>();
  const actions = useMemo<RowAction<PackagingRow>[]>(
    () => [{ key: 'pictures', label: 'pictures.action', onClick: setShown }, ...history.actions],
    [history.actions],
  );
  return (
    <>
      <ListPage
        {...packagingListScreen}
        ns="masterData"
        rowKey="packagingId"
        toolbar={toolbar}
        actions={actions}
      />
      {history.drawer}
      {shown && (
        <PackagingPicturesDrawer key={shown.packagingId} row={shown} onClose={() => setShown(undefined)} />
      )}
    </>
  );
}
