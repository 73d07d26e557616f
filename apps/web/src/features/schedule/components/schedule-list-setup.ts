import type { ListUrlSetup, SortableColumn } from '../../../components/list-kit/query/list-url-codec.ts';
import { sortableColumnsOf } from '../../../components/list-kit/query/list-url-codec.ts';
import { resolveFilters } from '../../../components/list-kit/query/resolve-filters.ts';
import type { TableSorting } from '../../../components/list-kit/table/table-sorting.ts';
import { headerColumns } from './header-columns.ts';
import { type ScheduleFilterInput, type ScheduleScreen, scheduleFilterColumns } from './schedule-filters.ts';

/** Spec 2 §2 and §9: the header table shows 5 releases a page (5 added to the sizes), the line table 10. */
export const HEADER_PAGE_SIZES = [5, 10, 20, 30, 50, 100, 500] as const;
export const HEADER_PAGE_SIZE = 5;
export const LINE_PAGE_SIZE = 10;

export const HEADER_SORTABLE: readonly SortableColumn[] = sortableColumnsOf(headerColumns);

/** The header list of a schedule screen as the address keeps it (the lines follow its form). */
export function scheduleHeaderSetup(screen: ScheduleScreen): ListUrlSetup<ScheduleFilterInput> {
  return {
    filters: resolveFilters<never, ScheduleFilterInput>(scheduleFilterColumns(screen)),
    defaultPageSize: HEADER_PAGE_SIZE,
    pageSizes: HEADER_PAGE_SIZES,
    sortable: HEADER_SORTABLE,
  };
}

/**
 * What the line calls carry besides the form: the screen's fixed values, the header sort (lines of
 * several headers come in the headers' order) and the picked header, if any.
 */
export function lineFixedQuery(
  fixed: Partial<ScheduleFilterInput> | undefined,
  headerSorting: TableSorting,
  pickedId?: number,
) {
  return {
    ...fixed,
    headerSort: headerSorting.sort,
    ...(headerSorting.sortName ? { headerSortName: headerSorting.sortName } : {}),
    ...(pickedId === undefined ? {} : { deliveryScheduleHeaderId: pickedId }),
  };
}
