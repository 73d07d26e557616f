import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlaceholderPage } from '../components/placeholder-page.tsx';
import { setRuntimeConfig } from '../platform/config/runtime-config.ts';
import { setToken } from '../platform/session/session-storage.ts';
import { renderWithApp } from '../test/render-with-app.tsx';
import { jsonReply, stubFetch } from '../test/stub-fetch.ts';
import { RequireSession } from './require-session.tsx';
import { appRoutes } from './routes.tsx';

/** Spec 1 §2.1, complete route list. */
const SPEC_ROUTES = [
  '/login',
  '/dashboard',
  '/deliveryScheduleQuery',
  '/deliveryScheduleHistory',
  '/asnCreate',
  '/asnQuery',
  '/asnDetail',
  '/gr',
  '/createApInvoice',
  '/createIndiaInvoice',
  '/createOverseaInvoice',
  '/createWriteoffIndiaInvoice',
  '/queryInvoice',
  '/scanInvoice',
  '/invoiceDetailAp',
  '/invoiceDetailApEdit',
  '/invoiceDetailApView',
  '/invoiceDetailIndia',
  '/invoiceDetailIndiaEdit',
  '/invoiceDetailIndiaView',
  '/invoiceDetailOversea',
  '/invoiceDetailOverseaEdit',
  '/invoiceDetailOverseaView',
  '/invoiceDetailWriteoff',
  '/invoiceViewWriteoff',
  '/invoiceEditWriteoff',
  '/emailConfiguration',
  '/partInfo',
  '/supplier',
  '/partPrice',
  '/partPriceListCode',
  '/supplierFinance',
  '/securityCheckQuery',
  '/securityCheckCreate',
  '/securityCheckQuery/detail',
  '/userMgt',
  '/companyMgt',
  '/associateSupplier',
  '/userRole',
  '/webServiceLog',
];

function matchedPath(pathname: string): string | undefined {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  return matches[matches.length - 1]?.route.path;
}

describe('route table', () => {
  it.each(SPEC_ROUTES)('registers %s', (path) => {
    expect(matchedPath(path)).toBe(path);
  });

  it('sends unknown paths to the 404 page', () => {
    expect(matchedPath('/noSuchScreen')).toBe('*');
  });

  it('sends a visitor without a token to /login', async () => {
    const { router } = renderWithApp(<RequireSession />, {
      path: '/gr',
      routes: [{ path: '/login', element: <p>login</p> }],
    });
    expect(await screen.findByText('login')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a signed-in user through', async () => {
    setToken('t');
    renderWithApp(<RequireSession />, { path: '/gr' });
    expect(screen.queryByText('login')).not.toBeInTheDocument();
  });

  it('names a screen that is not built yet instead of showing a blank page', () => {
    setRuntimeConfig({ version: '1', apiBase: '/api', environment: 'prod' });
    stubFetch(() => jsonReply({ code: 200, msg: '', data: null }));
    renderWithApp(<PlaceholderPage screen="securityCheckDetail" />);
    expect(screen.getByText('Security Check View')).toBeInTheDocument();
    expect(screen.getByText('This screen is not yet available.')).toBeInTheDocument();
  });
});
