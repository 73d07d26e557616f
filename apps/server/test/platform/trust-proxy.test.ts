import { describe, expect, it } from 'vitest';
import { parseTrustProxy } from '../../src/config.ts';
import { type TestApp, useTestApp } from '../helpers/test-app.ts';

/** 20 wrong sign-ins, each claiming another address in X-Forwarded-For, all from one socket address. */
async function sprayFrom(app: TestApp, socketAddress: string): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    await app.app.inject({
      method: 'POST',
      url: `${app.apiBase}/user/login`,
      payload: { userCode: `nobody-${attempt}`, password: 'wrong' },
      headers: { 'x-forwarded-for': `198.51.100.${attempt}` },
      remoteAddress: socketAddress,
    });
  }
  const next = await app.app.inject({
    method: 'POST',
    url: `${app.apiBase}/user/login`,
    payload: { userCode: 'nobody-else', password: 'wrong' },
    headers: { 'x-forwarded-for': '198.51.100.250' },
    remoteAddress: socketAddress,
  });
  return next.json().code;
}

describe('TRUST_PROXY', () => {
  it('reads unset or false as no proxy, digits as hops, anything else as proxy addresses', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16')).toEqual({ addresses: ['10.0.0.1', '10.1.0.0/16'] });
  });
});

describe('without a trusted proxy', () => {
  const t = useTestApp();

  it('locks the socket address whatever X-Forwarded-For claims', async () => {
    expect(await sprayFrom(t(), '203.0.113.7')).toBe(429);
  });
});

describe('behind one trusted proxy hop', () => {
  const t = useTestApp({ TRUST_PROXY: '1' });

  it('counts the address the proxy forwards, so one address does not lock out the others behind it', async () => {
    expect(await sprayFrom(t(), '203.0.113.8')).toBe(400);
  });
});
