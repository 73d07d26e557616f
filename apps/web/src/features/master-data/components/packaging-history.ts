import type { PackagingRow } from '@portal/contract/master-data';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';

const TIMELINE: TimelineOf<PackagingRow> = {
  recordType: 'packaging',
  recordId: (row) => row.packagingId,
  name: (row) => `${row.supplierCode} ${row.packagingNo}`,
};

/** History on the packaging list: a packaging record's changes and uploads in the timeline drawer. */
export const usePackagingHistory = () => useTimeline(TIMELINE);
