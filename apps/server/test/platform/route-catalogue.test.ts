import { describe, expect, it } from 'vitest';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('route catalogue', () => {
  it('every registered route declares its access and supplier scope', () => {
    const undeclared = t()
      .app.routeCatalogue.filter((route) => !route.access || !route.scope)
      .map((route) => `${route.method} ${route.url}`);
    expect(t().app.routeCatalogue.length).toBeGreaterThan(10);
    expect(undeclared).toEqual([]);
  });

  it('every guarded API route answers 999 without a token', async () => {
    const guarded = t().app.routeCatalogue.filter(
      (route) =>
        route.access !== 'public' &&
        route.access !== 'erpClient' &&
        route.url.startsWith(`${t().apiBase}/`) &&
        route.method !== 'HEAD',
    );
    expect(guarded.length).toBeGreaterThan(5);
    for (const route of guarded) {
      const response = await t().app.inject({
        method: route.method as 'GET',
        url: route.url.replace(/:(\w+)/g, '1'),
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(200);
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({ code: 999, data: '/login' });
    }
  });

  it('every machine-client route answers 401 without an API key', async () => {
    const machine = t().app.routeCatalogue.filter((route) => route.access === 'erpClient');
    expect(machine.length).toBeGreaterThan(0);
    for (const route of machine) {
      const response = await t().app.inject({ method: route.method as 'POST', url: route.url });
      expect(response.json(), `${route.method} ${route.url}`).toMatchObject({ code: 401 });
    }
  });

  it('an unknown API path answers 999 without a token and "not available" with one', async () => {
    const anonymous = await t().app.inject({
      method: 'POST',
      url: `${t().apiBase}/invoice/changeInvoiceStatus`,
    });
    expect(anonymous.json()).toMatchObject({ code: 999 });
    const token = await t().login('admin');
    const signedIn = await t().app.inject({
      method: 'POST',
      url: `${t().apiBase}/invoice/changeInvoiceStatus`,
      headers: { authorization: token, 'accept-language': 'en' },
    });
    expect(signedIn.json()).toMatchObject({ code: 404, msg: 'This function is not available yet' });
  });

  it('a forged or expired token is treated like no token', async () => {
    const response = await t().app.inject({
      method: 'GET',
      url: `${t().apiBase}/dashboard/dashboardList`,
      headers: { authorization: 'not-a-real-token' },
    });
    expect(response.json()).toMatchObject({ code: 999 });
  });
});

describe('OpenAPI document', () => {
  it('is served at /api/docs/json and documents every API route with its summary', async () => {
    const response = await t().app.inject({ method: 'GET', url: `${t().apiBase}/docs/json` });
    const document = response.json<{ paths: Record<string, Record<string, { summary?: string }>> }>();
    expect(document.paths['/api/user/login']?.post?.summary).toBe(
      'Sign in with account and password; answers a session token',
    );
    const apiRoutes = t().app.routeCatalogue.filter(
      (route) => route.url.startsWith(`${t().apiBase}/`) && !route.url.startsWith(`${t().apiBase}/docs`),
    );
    for (const route of apiRoutes.filter((r) => r.method !== 'HEAD')) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[path]?.[route.method.toLowerCase()], `${route.method} ${path}`).toBeDefined();
    }
  });

  it('names how each route is authenticated: the session, the ERP API key, or nothing', async () => {
    const response = await t().app.inject({ method: 'GET', url: `${t().apiBase}/docs/json` });
    type Operation = { security?: Array<Record<string, string[]>> };
    const document = response.json<{
      security: Array<Record<string, string[]>>;
      paths: Record<string, Record<string, Operation>>;
    }>();
    expect(document.security).toEqual([{ session: [] }]);
    expect(document.paths['/api/erp/schedule/release']?.post?.security).toEqual([{ erpApiKey: [] }]);
    expect(document.paths['/api/erp/gr/receipts']?.post?.security).toEqual([{ erpApiKey: [] }]);
    expect(document.paths['/api/user/login']?.post?.security).toEqual([]);
    expect(document.paths['/api/adientSchedule/queryList']?.post?.security).toBeUndefined();
  });
});
