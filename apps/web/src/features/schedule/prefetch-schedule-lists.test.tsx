import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp, testQueryClient } from '../../test/render-with-app.tsx';
import { DeliveryScheduleHistoryPage } from './pages/delivery-schedule-history-page.tsx';
import { DeliveryScheduleQueryPage } from './pages/delivery-schedule-query-page.tsx';
import { prefetchScheduleLists } from './prefetch-schedule-lists.ts';
import { line, signInAs, stubScheduleApi } from './testing/schedule-api-stub.ts';

const LISTS = ['/adientSchedule/queryList', '/adientSchedule/queryDetailList'];

describe('prefetchScheduleLists', { timeout: 30_000 }, () => {
  it.each([
    ['query', '/deliveryScheduleQuery', <DeliveryScheduleQueryPage key="query" />],
    ['history', '/deliveryScheduleHistory', <DeliveryScheduleHistoryPage key="history" />],
  ] as const)(
    'asks for the first pages the %s screen then shows, so it asks nothing again',
    async (screenName, path, page) => {
      signInAs('S', []);
      const api = stubScheduleApi([line(1, 'New')]);
      const queryClient = testQueryClient();
      const entry = `${path}?itemStatus=New&sortName=releaseNo&sort=DESC`;
      prefetchScheduleLists(queryClient, screenName, new URL(entry, 'http://localhost').searchParams);
      // answered before the screen mounts (the usual case: its code takes longer to arrive than the calls)
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      renderWithApp(page, { path, entry, queryClient });
      await screen.findByText('2026-02-01', { selector: 'td' });
      expect(api.paths().filter((called) => LISTS.includes(called))).toEqual(LISTS);
      expect(api.bodiesOf(LISTS[0] ?? '')[0]).toMatchObject({
        itemStatus: 'New',
        sortName: 'releaseNo',
        sort: 'DESC',
      });
      expect(api.bodiesOf(LISTS[1] ?? '')[0]).toMatchObject({
        itemStatus: 'New',
        headerSortName: 'releaseNo',
      });
    },
  );

  it('pages prefetched for another search are left alone: the screen asks for its own', async () => {
    signInAs('S', []);
    const api = stubScheduleApi([line(1, 'New')]);
    const queryClient = testQueryClient();
    prefetchScheduleLists(queryClient, 'query', new URLSearchParams('itemStatus=Confirmed'));
    renderWithApp(<DeliveryScheduleQueryPage />, { path: '/deliveryScheduleQuery', queryClient });
    await screen.findByText('2026-02-01', { selector: 'td' });
    const statuses = api.bodiesOf(LISTS[0] ?? '').map((body) => body.itemStatus);
    expect(statuses).toEqual(['Confirmed', undefined]);
  });
});
