import type { ScheduleFilter } from '@portal/contract/schedule';
import dayjs from 'dayjs';
import type { z } from 'zod';
import { FILTER_DATE_FORMAT } from '../../../components/list-kit/query-form/filter-date.ts';
import { lockToOwnSupplier } from '../../../components/list-kit/query-form/own-supplier-lock.ts';
import type { SearchOnlyColumn } from '../../../components/list-kit/table/list-column.ts';
import {
  BUYER_CODE_OPTIONS_KEY,
  getBuyerCodeOptions,
  getPlantCodeOptions,
  PLANT_CODE_OPTIONS_KEY,
} from '../../lookup/api/code-options.ts';

export type ScheduleFilterInput = z.input<typeof ScheduleFilter>;
type FilterColumn = SearchOnlyColumn<ScheduleFilterInput>;

/** Which of the two schedule screens: the latest releases (query) or the previous ones (history). */
export type ScheduleScreen = 'query' | 'history';

/** Spec 2 §9: the history screen opens on the releases of the last 15 days. */
export const HISTORY_DAYS = 15;

const filter = (key: string, column: Omit<FilterColumn, 'key' | 'title' | 'hideInTable'>): FilterColumn => ({
  hideInTable: true,
  key,
  title: `fields.${key}`,
  ...column,
});

function releaseDateColumn(screen: ScheduleScreen): FilterColumn {
  const today = dayjs();
  const initialValue =
    screen === 'history'
      ? {
          from: today.subtract(HISTORY_DAYS, 'day').format(FILTER_DATE_FORMAT),
          to: today.format(FILTER_DATE_FORMAT),
        }
      : undefined;
  return filter('releaseDate', {
    filter: { kind: 'dateRange', from: 'releaseDateFrom', to: 'releaseDateTo', initialValue },
  });
}

/**
 * The query form of both schedule screens in the spec's order (2 §2). Supplier users have their supplier
 * code fixed; the history screen has no isLatest filter (it always asks for previous releases).
 */
export function scheduleFilterColumns(screen: ScheduleScreen): FilterColumn[] {
  const columns: FilterColumn[] = [
    filter('releaseNo', { filter: { kind: 'text' } }),
    releaseDateColumn(screen),
    filter('orderNo', { filter: { kind: 'multiText' } }),
    filter('partNo', { filter: { kind: 'multiText' } }),
    filter('supplierCode', { filter: { kind: 'multiText', lockedValue: lockToOwnSupplier } }),
    filter('supplierName', { filter: { kind: 'text' } }),
    filter('companyCode', {
      filter: { kind: 'remoteSelect', queryKey: BUYER_CODE_OPTIONS_KEY, loadOptions: getBuyerCodeOptions },
    }),
    filter('itemStatus', { filter: { kind: 'property', propType: 'scheduleStatus' } }),
    filter('isLatest', { filter: { kind: 'property', propType: 'scheduleActive', initialValue: 'Y' } }),
    filter('shipToPlant', {
      filter: { kind: 'remoteSelect', queryKey: PLANT_CODE_OPTIONS_KEY, loadOptions: getPlantCodeOptions },
    }),
    filter('model', { filter: { kind: 'text' } }),
    filter('horizonStart', {
      filter: { kind: 'dateRange', from: 'horizonStartFrom', to: 'horizonStartTo' },
    }),
    filter('type', { filter: { kind: 'property', propType: 'scheduleType' } }),
  ];
  return screen === 'history' ? columns.filter((column) => column.key !== 'isLatest') : columns;
}

/** Values every call of the screen carries: the history screen looks at previous releases only. */
export function screenFixedQuery(screen: ScheduleScreen): Partial<ScheduleFilterInput> | undefined {
  return screen === 'history' ? { isLatest: 'N' } : undefined;
}
