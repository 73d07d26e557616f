import type { ScheduleDetailRow } from '@portal/contract/schedule';
import { useMemo, useState } from 'react';
import { buildListQuery } from '../../../components/list-kit/query/build-list-query.ts';
import { sortableColumnsOf } from '../../../components/list-kit/query/list-url-codec.ts';
import { type FilterValues, resolveFilters } from '../../../components/list-kit/query/resolve-filters.ts';
import { useListQuery } from '../../../components/list-kit/query/use-list-query.ts';
import type { TableSorting } from '../../../components/list-kit/table/table-sorting.ts';
import { usePageSelection } from '../../../components/list-kit/table/use-page-selection.ts';
import { getScheduleHeaderPageQueryOptions } from '../api/get-schedule-header-page.ts';
import { getScheduleLinePageQueryOptions } from '../api/get-schedule-line-page.ts';
import { headerColumns } from './header-columns.ts';
import {
  type ScheduleFilterInput,
  type ScheduleScreen,
  scheduleFilterColumns,
  screenFixedQuery,
} from './schedule-filters.ts';

/** Spec 2 §2 and §9: the header table shows 5 releases a page (5 added to the sizes), the line table 10. */
export const HEADER_PAGE_SIZES = [5, 10, 20, 30, 50, 100, 500] as const;
export const HEADER_PAGE_SIZE = 5;
export const LINE_PAGE_SIZE = 10;

const LINE_SELECTION = { type: 'checkbox' } as const;
const HEADER_SORTABLE = sortableColumnsOf(headerColumns);

/**
 * The two lists of a schedule screen searched by one query form: the headers (releases) and below them
 * the lines of the picked header, or of every header found when none is picked. The header sort travels
 * with the lines (headerSort/headerSortName), so lines of several headers come in the headers' order. A
 * pick lasts while the header page it was made on shows (another search, page or sort drops it).
 */
export function useScheduleLists(screen: ScheduleScreen) {
  const filters = useMemo(
    () => resolveFilters<never, ScheduleFilterInput>(scheduleFilterColumns(screen)),
    [screen],
  );
  const fixed = screenFixedQuery(screen);
  const headers = useListQuery({
    filters,
    queryOptions: getScheduleHeaderPageQueryOptions,
    fixedQuery: fixed,
    defaultPageSize: HEADER_PAGE_SIZE,
    pageSizes: HEADER_PAGE_SIZES,
    sortable: HEADER_SORTABLE,
  });
  const headerPage = JSON.stringify(headers.query);
  const [pick, setPick] = useState<{ headerPage: string; id: number } | null>(null);
  const pickedId = pick?.headerPage === headerPage ? pick.id : undefined;
  const { sort: headerSort, sortName: headerSortName } = headers.sorting;
  const lines = useListQuery({
    filters,
    queryOptions: getScheduleLinePageQueryOptions,
    fixedQuery: {
      ...fixed,
      headerSort,
      ...(headerSortName ? { headerSortName } : {}),
      ...(pickedId === undefined ? {} : { deliveryScheduleHeaderId: pickedId }),
    },
    defaultPageSize: LINE_PAGE_SIZE,
    // the header list keeps the search in the address; the lines follow it
    followValues: headers.values,
  });
  const selection = usePageSelection<ScheduleDetailRow>(JSON.stringify(lines.query), LINE_SELECTION);
  return {
    filters,
    headers,
    lines,
    selection,
    lineSelection: LINE_SELECTION,
    pickedId,
    picked: headers.rows.find((row) => row.deliveryScheduleHeaderId === pickedId),
    /** the searched filters and the line sort: what the download sends */
    downloadQuery: buildListQuery(filters, lines.values, { fixedQuery: fixed, sorting: lines.sorting }),
    search(values: FilterValues) {
      setPick(null);
      headers.search(values);
      lines.search(values);
    },
    /** a click on a header shows its lines; a click on the picked one shows every header's lines again */
    toggle(id: number) {
      setPick(id === pickedId ? null : { headerPage, id });
      lines.changePage(1, lines.paging.size);
    },
    /** a new header sort reorders the lines too: both start again on page 1 */
    sortHeaders(sorting: TableSorting) {
      headers.changeSort(sorting);
      lines.changePage(1, lines.paging.size);
    },
    refresh() {
      headers.refresh();
      lines.refresh();
    },
  };
}
