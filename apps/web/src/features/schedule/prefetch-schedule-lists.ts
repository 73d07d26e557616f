import type { QueryClient } from '@tanstack/react-query';
import {
  followingListState,
  listQueryOf,
  openingListState,
} from '../../components/list-kit/query/list-opening.ts';
import { prefetchListPage } from '../../components/list-kit/query/list-prefetch.ts';
import { getScheduleHeaderPageQueryOptions } from './api/get-schedule-header-page.ts';
import { getScheduleLinePageQueryOptions } from './api/get-schedule-line-page.ts';
import { type ScheduleScreen, screenFixedQuery } from './components/schedule-filters.ts';
import { LINE_PAGE_SIZE, lineFixedQuery, scheduleHeaderSetup } from './components/schedule-list-setup.ts';

/** The first pages a schedule screen opens on (headers and their lines), asked for as the address changes. */
export function prefetchScheduleLists(
  queryClient: QueryClient,
  screen: ScheduleScreen,
  params: URLSearchParams,
) {
  const setup = scheduleHeaderSetup(screen);
  const fixed = screenFixedQuery(screen);
  const headers = openingListState(setup, params);
  const lines = followingListState(headers.values, LINE_PAGE_SIZE);
  prefetchListPage(queryClient, getScheduleHeaderPageQueryOptions(listQueryOf(setup, headers, fixed)));
  const lineQuery = listQueryOf(setup, lines, lineFixedQuery(fixed, headers.sorting));
  prefetchListPage(queryClient, getScheduleLinePageQueryOptions(lineQuery));
}
