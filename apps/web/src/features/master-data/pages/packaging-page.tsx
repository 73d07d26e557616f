import { masterDataEndpoints as endpoints, type PackagingRow } from '@portal/contract/master-data';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import type { PackagingPageInput } from '../api/get-packaging-page.ts';
import { usePackagingHistory } from '../components/packaging-history.ts';
import { packagingListScreen } from '../components/packaging-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { packagingListScreen } from '../components/packaging-list-screen.ts';

const rowKey = (row: PackagingRow) => `${row.buyerCompanyCode}|${row.supplierCode}|${row.packagingNo}`;

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

/** /packaging (ours): packaging per buyer, supplier and part. */
export function PackagingPage() {
  const history = usePackagingHistory();
  return (
    <>
      <ListPage
        {...packagingListScreen}
        ns="masterData"
        rowKey={rowKey}
        toolbar={toolbar}
        actions={history.actions}
      />
      {history.drawer}
    </>
  );
}
