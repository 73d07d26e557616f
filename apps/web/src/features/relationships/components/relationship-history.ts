import type { RelationshipRow } from '@portal/contract/relationships';
import { type TimelineOf, useTimeline } from '../../../components/timeline/use-timeline.tsx';

const TIMELINE: TimelineOf<RelationshipRow> = {
  recordType: 'relationship',
  recordId: (row) => row.id,
  name: (row) => `${row.buyerCompanyCode} - ${row.supplierCompanyCode}`,
};

/** History on the relationship list: who enabled or prohibited a pair, and when. */
export const useRelationshipHistory = () => useTimeline(TIMELINE);
