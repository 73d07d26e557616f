import { ScheduleWorkbench } from '../components/schedule-workbench.tsx';

/** /deliveryScheduleHistory: previous releases of the last 15 days by default; feedback is only read. */
export function DeliveryScheduleHistoryPage() {
  return <ScheduleWorkbench screen="history" />;
}
