import { masterDataEndpoints as endpoints, type PartRow } from '@portal/contract/master-data';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import type { PartPageInput } from '../api/get-part-page.ts';
import { partListScreen } from '../components/part-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { partListScreen } from '../components/part-list-screen.ts';

const partRowKey = (row: PartRow) => `${row.buyerPlantCode}|${row.partNo}|${row.supplierCode}`;

const TIMELINE: TimelineOf<PartRow> = {
  recordType: 'part',
  recordId: (row) => row.partId,
  name: (row) => `${row.buyerPlantCode} ${row.partNo} ${row.supplierCode}`,
};

/** Spec 1 §2.7: download of the filtered rows; upload (uploadPartInfo) with a template link. */
const toolbar: readonly ToolbarItem<PartRow, PartPageInput>[] = [
  { kind: 'download', endpoint: endpoints.materialsDownload },
  {
    kind: 'upload',
    endpoint: endpoints.materialsUpload,
    permission: 'uploadPartInfo',
    template: { endpoint: endpoints.materialsUploadTemplate },
    title: 'upload.partInfo',
  },
];

/** /partInfo */
export function PartInfoPage() {
  const history = useTimeline(TIMELINE);
  return (
    <>
      <ListPage
        {...partListScreen}
        ns="masterData"
        rowKey={partRowKey}
        toolbar={toolbar}
        actions={history.actions}
      />
      {history.drawer}
    </>
  );
}
