import dayjs from 'dayjs';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { dashboardPresets } from '../components/dashboard-presets.ts';
import { ScheduleWorkbench } from '../components/schedule-workbench.tsx';

/**
 * /deliveryScheduleQuery: the latest releases and their lines. The dashboard's links preset the filters
 * (itemStatus, overdueDay); another link opens the screen afresh.
 */
export function DeliveryScheduleQueryPage() {
  const [params] = useSearchParams();
  const address = params.toString();
  const presets = useMemo(() => dashboardPresets(new URLSearchParams(address), dayjs()), [address]);
  return <ScheduleWorkbench key={address} screen="query" presetValues={presets} />;
}
