import { ScheduleWorkbench } from '../components/schedule-workbench.tsx';

/**
 * /deliveryScheduleQuery: the latest releases and their lines. The dashboard's links carry their filters
 * in the address (itemStatus, releaseDateTo), like any searched list.
 */
export function DeliveryScheduleQueryPage() {
  return <ScheduleWorkbench screen="query" />;
}
