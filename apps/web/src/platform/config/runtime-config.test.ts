import { afterEach, describe, expect, it } from 'vitest';
import { jsonReply, stubFetch } from '../../test/stub-fetch.ts';
import {
  DEFAULT_RUNTIME_CONFIG,
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

  it.each([
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
