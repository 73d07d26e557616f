import helmet from '@fastify/helmet';
import { dashboardEndpoints } from '@portal/contract/dashboard';
import { sessionEndpoints } from '@portal/contract/session';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { HELMET_OPTIONS } from '../../src/platform/http/security-headers.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

/** What @fastify/helmet sends in its global mode, with our options, on a bare Fastify. */
async function globalHelmetHeaders(): Promise<Record<string, unknown>> {
  const bare = Fastify();
  await bare.register(helmet, HELMET_OPTIONS);
  bare.get('/', async () => ({}));
  const response = await bare.inject({ method: 'GET', url: '/' });
  await bare.close();
  const bareOnly = Fastify();
  bareOnly.get('/', async () => ({}));
  const plain = await bareOnly.inject({ method: 'GET', url: '/' });
  await bareOnly.close();
  return Object.fromEntries(Object.entries(response.headers).filter(([name]) => !(name in plain.headers)));
}

const pick = (response: LightMyRequestResponse, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, response.headers[name]]));

describe('security headers', () => {
  it('sends on every reply, the first and the later ones, errors and unknown paths too, what global helmet sends', async () => {
    const expected = await globalHelmetHeaders();
    const names = Object.keys(expected);
    expect(names).toContain('content-security-policy');
    expect(expected['content-security-policy']).toContain("style-src 'self' 'unsafe-inline'");
    const first = await t().request(sessionEndpoints.login, {
      body: { userCode: 'admin', password: DEMO_PASSWORD },
    });
    const token = first.json().data.token as string;
    const later = await t().request(dashboardEndpoints.dashboardList, { token });
    const expired = await t().request(dashboardEndpoints.dashboardList, { token: 'no-such-token' });
    const unknown = await t().app.inject({ method: 'GET', url: `${t().apiBase}/no/such/path` });
    for (const [name, response] of Object.entries({ first, later, expired, unknown })) {
      expect(pick(response, names), name).toEqual(expected);
    }
  });
});
