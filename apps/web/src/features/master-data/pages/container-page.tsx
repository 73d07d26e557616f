import { type ContainerRow, masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import type { ContainerPageInput } from '../api/get-container-page.ts';
import { containerListScreen } from '../components/container-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { containerListScreen } from '../components/container-list-screen.ts';

const TIMELINE: TimelineOf<ContainerRow> = {
  recordType: 'container',
  recordId: (row) => row.containerId,
  name: (row) => row.containerCode,
};

const toolbar: readonly ToolbarItem<ContainerRow, ContainerPageInput>[] = [
  { kind: 'download', endpoint: endpoints.containerDownload },
  {
    kind: 'upload',
    endpoint: endpoints.containerUpload,
    permission: 'uploadContainer',
    template: { endpoint: endpoints.containerUploadTemplate },
    title: 'upload.container',
  },
];

/** /container (ours): the returnable containers, with the spec's download and a maintenance upload. */
export function ContainerPage() {
  const history = useTimeline(TIMELINE);
  return (
    <>
      <ListPage
        {...containerListScreen}
        ns="masterData"
        rowKey="containerCode"
        toolbar={toolbar}
        actions={history.actions}
      />
      {history.drawer}
    </>
  );
}
