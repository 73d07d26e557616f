import type { ScheduleDetailRow } from '@portal/contract/schedule';
import { useMemo, useState } from 'react';
import { buildListQuery } from '../../../components/list-kit/query/build-list-query.ts';
import type { FilterValues } from '../../../components/list-kit/query/resolve-filters.ts';
import { useListQuery } from '../../../components/list-kit/query/use-list-query.ts';
import type { TableSorting } from '../../../components/list-kit/table/table-sorting.ts';
import { usePageSelection } from '../../../components/list-kit/table/use-page-selection.ts';
import { getScheduleHeaderPageQueryOptions } from '../api/get-schedule-header-page.ts';
import { getScheduleLinePageQueryOptions } from '../api/get-schedule-line-page.ts';
import { type ScheduleScreen, screenFixedQuery } from './schedule-filters.ts';
import { LINE_PAGE_SIZE, lineFixedQuery, scheduleHeaderSetup } from './schedule-list-setup.ts';

const LINE_SELECTION = { type: 'checkbox' } as const;

/**
 * The two lists of a schedule screen searched by one query form: the headers (releases) and below them
 * the lines of the picked header, or of every header found when none is picked. The header sort travels
 * with the lines (headerSort/headerSortName), so lines of several headers come in the headers' order. A
 * pick lasts while the header page it was made on shows (another search, page or sort drops it).
 */
export function useScheduleLists(screen: ScheduleScreen) {
  const setup = useMemo(() => scheduleHeaderSetup(screen), [screen]);
  const { filters } = setup;
  const fixed = screenFixedQuery(screen);
  const headers = useListQuery({
    ...setup,
    queryOptions: getScheduleHeaderPageQueryOptions,
    fixedQuery: fixed,
  });
  const headerPage = JSON.stringify(headers.query);
  const [pick, setPick] = useState<{ headerPage: string; id: number } | null>(null);
  const pickedId = pick?.headerPage === headerPage ? pick.id : undefined;
  const lines = useListQuery({
    filters,
    queryOptions: getScheduleLinePageQueryOptions,
    fixedQuery: lineFixedQuery(fixed, headers.sorting, pickedId),
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
