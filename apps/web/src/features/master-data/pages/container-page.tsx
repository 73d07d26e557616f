import { type ContainerRow, masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import type { ContainerPageInput } from '../api/get-container-page.ts';
import { containerListScreen } from '../components/container-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { containerListScreen } from '../components/container-list-screen.ts';

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
  return <ListPage {...containerListScreen} ns="masterData" rowKey="containerCode" toolbar={toolbar} />;
}
