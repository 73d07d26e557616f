import { StyleProvider } from '@ant-design/cssinjs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { App, ConfigProvider } from 'antd';
import enUS from 'antd/es/locale/en_US';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { i18n } from '../platform/i18n/i18n.ts';

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

interface Options {
  path?: string;
  /** the address opened, when it carries a query (`/list?status=New`); default: `path` */
  entry?: string;
  /** extra routes, e.g. the targets a click navigates to */
  routes?: RouteObject[];
  queryClient?: QueryClient;
}

/**
 * Renders a screen with the app's providers and a memory router; returns the router to read the URL.
 * Ant Design's styles are computed but not put into the document (`mock="server"`): jsdom would otherwise
 * match every style rule on each getComputedStyle call, which made role queries take seconds.
 */
export function renderWithApp(element: ReactElement, options: Options = {}) {
  const path = options.path ?? '/';
  const router = createMemoryRouter([{ path, element }, ...(options.routes ?? [])], {
    initialEntries: [options.entry ?? path],
  });
  const queryClient = options.queryClient ?? testQueryClient();
  const view = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <StyleProvider mock="server">
          <ConfigProvider locale={enUS}>
            <App>
              <RouterProvider router={router} />
            </App>
          </ConfigProvider>
        </StyleProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
  return { ...view, router, queryClient };
}
