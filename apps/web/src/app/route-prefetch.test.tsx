import { screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { GrPage } from '../features/gr/pages/gr-page.tsx';
import { receipt } from '../features/gr/testing/gr-receipt.ts';
import { header, line } from '../features/schedule/testing/schedule-api-stub.ts';
import { resourcesQueryOptions } from '../features/session/api/resources-query.ts';
import { menusOfRole } from '../test/menus-of-role.ts';
import { renderWithApp, testQueryClient } from '../test/render-with-app.tsx';
import { type SeededRoleName, signInWithRole } from '../test/sign-in-as.ts';
import { stubPortalApi } from '../test/stub-portal-api.ts';
import { startRoutePrefetch } from './route-prefetch.ts';
import { provideRoutePrefetches } from './route-prefetch-table.ts';
import { appRoutes } from './routes.tsx';

// what the shell does as it loads
provideRoutePrefetches(import('./route-prefetches.ts').then((m) => m.PREFETCHES));

const LISTS = ['/adientSchedule/queryList', '/adientSchedule/queryDetailList'];
const GR_LIST = '/gr/queryGr';

/** A session of a seeded role on the dashboard, its menus in the cache as after sign-in, prefetching on. */
function signedInOnDashboard(role: SeededRoleName) {
  signInWithRole(role);
  const api = stubPortalApi({
    [LISTS[0] ?? '']: [header],
    [LISTS[1] ?? '']: [line(1, 'New')],
    [GR_LIST]: [receipt],
  });
  const queryClient = testQueryClient();
  queryClient.setQueryData(resourcesQueryOptions().queryKey, { menus: menusOfRole(role), buttons: [] });
  const router = createMemoryRouter(appRoutes, { initialEntries: ['/dashboard'] });
  startRoutePrefetch(router, queryClient);
  const listCalls = () => api.paths().filter((path) => LISTS.includes(path));
  return { api, queryClient, router, listCalls };
}

describe('startRoutePrefetch', { timeout: 30_000 }, () => {
  it("asks for a screen's first pages as the address changes to it", async () => {
    const { api, queryClient, router, listCalls } = signedInOnDashboard('Supplier');
    await router.navigate('/deliveryScheduleQuery?itemStatus=New');
    await waitFor(() => expect(listCalls()).toEqual(LISTS));
    expect(api.bodiesOf(LISTS[0] ?? '')[0]).toMatchObject({ itemStatus: 'New', supplierCode: ['S100101'] });
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    // within the screen (a page, a sort) the screen asks for itself
    await router.navigate('/deliveryScheduleQuery?itemStatus=New&pageNo=2');
    await router.navigate('/deliveryScheduleQuery');
    expect(listCalls()).toEqual(LISTS);
  });

  it('asks nothing for a screen the session may not open', async () => {
    // loaded beforehand, so a prefetch would have gone out within the wait below
    await import('../features/schedule/prefetch-schedule-lists.ts');
    const { router, listCalls } = signedInOnDashboard('Adient-AP');
    await router.navigate('/deliveryScheduleQuery');
    await router.navigate('/gr');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(listCalls()).toEqual([]);
  });

  it("asks for a list screen's first page, which the screen then shows without asking again", async () => {
    const { api, queryClient, router } = signedInOnDashboard('Supplier');
    const address = '/gr?asnNo=ASN20261101E00001&sortName=grNo&sort=DESC';
    await router.navigate(address);
    await waitFor(() => expect(api.bodiesOf(GR_LIST)).toHaveLength(1));
    expect(api.bodiesOf(GR_LIST)[0]).toMatchObject({
      asnNo: ['ASN20261101E00001'],
      supplierCode: ['S100101'],
      sortName: 'grNo',
      sort: 'DESC',
      pageNo: 1,
    });

    renderWithApp(<GrPage />, { path: '/gr', entry: address, queryClient });
    expect(await screen.findByText('5000000001', { selector: 'td' })).toBeInTheDocument();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(api.bodiesOf(GR_LIST)).toHaveLength(1);
  });
});
