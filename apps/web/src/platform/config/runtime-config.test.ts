import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply, stubFetch } from '../../test/stub-fetch.ts';
import {
  DEFAULT_RUNTIME_CONFIG,
  displayTimeZone,
  fetchRuntimeConfig,
  loadRuntimeConfig,
  setRuntimeConfig,
} from './runtime-config.ts';

afterEach(() => setRuntimeConfig(DEFAULT_RUNTIME_CONFIG));

describe('runtime config', () => {
  it('takes /config.json and trims the trailing slash of the API base', async () => {
    stubFetch(() => jsonReply({ version: '7', apiBase: '/portal-api/', environment: 'stg', extra: 1 }));
    expect(await loadRuntimeConfig()).toEqual({ version: '7', apiBase: '/portal-api', environment: 'stg' });
  });

  it('keeps the zone the server names for its record times, and Asia/Shanghai when it names none', async () => {
    stubFetch(() =>
      jsonReply({ version: '7', apiBase: '/api', environment: 'prod', displayTimeZone: 'Asia/Bangkok' }),
    );
    await loadRuntimeConfig();
    expect(displayTimeZone()).toBe('Asia/Bangkok');
    setRuntimeConfig(DEFAULT_RUNTIME_CONFIG);
    expect(displayTimeZone()).toBe('Asia/Shanghai');
  });

  it.each([
    [
      'a zone that is not a text',
      jsonReply({ version: '7', apiBase: '/api', environment: 'prod', displayTimeZone: 7 }),
    ],
    ['an unknown environment', jsonReply({ version: '7', apiBase: '/api', environment: 'dev' })],
    ['a missing API base', jsonReply({ version: '7', environment: 'prod' })],
    ['a list', jsonReply([])],
    ['no JSON', { status: 200, body: 'not json' }],
    ['a failed request', { status: 404, body: '' }],
  ])('reads %s as no config, and keeps the default', async (_case, reply) => {
    stubFetch(() => reply);
    expect(await fetchRuntimeConfig()).toBeNull();
    expect(await loadRuntimeConfig()).toEqual(DEFAULT_RUNTIME_CONFIG);
  });
});
