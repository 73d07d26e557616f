import { masterDataEndpoints as endpoints, type PriceListRow } from '@portal/contract/master-data';
import { ListPage } from '../../../components/list-kit/list-page.tsx';
import type { ToolbarItem } from '../../../components/list-kit/toolbar/toolbar-item.ts';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';
import type { PricePageInput } from '../api/get-price-page.ts';
import { priceListScreen } from '../components/price-list-screen.ts';

// the route prefetch (app/route-prefetches.ts) reads the screen's list from the page's own chunk
export { priceListScreen } from '../components/price-list-screen.ts';

const rowKey = (row: PriceListRow) =>
  `${row.companyCode}|${row.partNo}|${row.priceListCode}|${row.effectiveDateFromStr}`;

const TIMELINE: TimelineOf<PriceListRow> = {
  recordType: 'price',
  recordId: (row) => row.priceId,
  name: (row) => `${row.partNo} ${row.priceListCode} ${row.effectiveDateFromStr}`,
};

const download: ToolbarItem<PriceListRow, PricePageInput> = {
  kind: 'download',
  endpoint: endpoints.priceListDownload,
};

/** The maintenance upload of ours (uploadPartPrice), with its template. */
const upload: ToolbarItem<PriceListRow, PricePageInput> = {
  kind: 'upload',
  endpoint: endpoints.priceListUpload,
  permission: 'uploadPartPrice',
  template: { endpoint: endpoints.priceListUploadTemplate },
  title: 'upload.price',
};

const QUERY_TOOLBAR = [download];
const MAINTENANCE_TOOLBAR = [download, upload];

type PriceListPageProps = { maintain?: boolean };

/**
 * The part price list: /partPriceListCode (query and download), and /partPrice (system management), the
 * same list with the maintenance upload (see docs/decisions.md).
 */
export function PriceListPage({ maintain = false }: PriceListPageProps) {
  const history = useTimeline(TIMELINE);
  return (
    <>
      <ListPage
        {...priceListScreen}
        ns="masterData"
        rowKey={rowKey}
        toolbar={maintain ? MAINTENANCE_TOOLBAR : QUERY_TOOLBAR}
        actions={history.actions}
      />
      {history.drawer}
    </>
  );
}

/** /partPrice */
export function PartPricePage() {
  return <PriceListPage maintain />;
}
