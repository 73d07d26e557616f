import { type ContainerRow, masterDataEndpoints as endpoints } from '@portal/contract/master-data';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type ContainerPageInput, getContainerPageQueryOptions } from '../api/get-container-page.ts';
import { containerColumns } from '../components/container-columns.tsx';

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
  return (
    <ListPage
      ns="masterData"
      columns={containerColumns}
      queryOptions={getContainerPageQueryOptions}
      rowKey="containerCode"
      toolbar={toolbar}
    />
  );
}
