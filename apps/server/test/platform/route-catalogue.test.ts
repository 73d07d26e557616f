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
        route.access !== 'public' && route.url.startsWith(`${t().apiBase}/`) && route.method !== 'HEAD',
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

  it('an unknown API path answers 999 without a token and "not available" with one', async () => {
    const anonymous = await t().app.inject({ method: 'POST', url: `${t().apiBase}/asn/queryAsnList` });
    expect(anonymous.json()).toMatchObject({ code: 999 });
    const token = await t().login('admin');
    const signedIn = await t().app.inject({
      method: 'POST',
      url: `${t().apiBase}/asn/queryAsnList`,
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
