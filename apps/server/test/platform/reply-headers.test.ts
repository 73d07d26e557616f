import { dashboardEndpoints } from '@portal/contract/dashboard';
import { sessionEndpoints } from '@portal/contract/session';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('headers of every JSON reply', () => {
  it('sends the login reply, with its token, as JSON that nobody may store', async () => {
    const response = await t().request(sessionEndpoints.login, {
      body: { userCode: 'admin', password: DEMO_PASSWORD },
    });
    expect(response.json().code).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('sends errors, a refused sign-in and the 999 of a missing session as JSON that nobody may store', async () => {
    const refused = await t().request(sessionEndpoints.login, { body: { userCode: 'admin', password: 'x' } });
    const invalid = await t().request(sessionEndpoints.login, { body: { userCode: 'admin' } });
    const expired = await t().request(dashboardEndpoints.dashboardList, { token: 'no-such-token' });
    const malformed = await t().app.inject({
      method: 'POST',
      url: `${t().apiBase}/user/login`,
      headers: { 'content-type': 'application/json' },
      payload: '{"userCode":',
    });
    for (const [name, response, code] of [
      ['refused', refused, 400],
      ['invalid', invalid, 400],
      ['expired', expired, 999],
      ['malformed', malformed, 400],
    ] as const) {
      expect(response.json().code, name).toBe(code);
      expect(response.headers['content-type'], name).toMatch(/^application\/json/);
      expect(response.headers['cache-control'], name).toBe('no-store');
    }
  });

  it('sends a list reply as JSON that nobody may store', async () => {
    const token = await t().login('scm');
    const response = await t().request(dashboardEndpoints.dashboardList, { token });
    expect(response.json().code).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});
