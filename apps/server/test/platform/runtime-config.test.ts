import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { installRuntimeConfig } from '../../src/platform/http/runtime-config.ts';

async function configReply(env: NodeJS.ProcessEnv) {
  const app = Fastify();
  installRuntimeConfig(app, { ...loadConfig(env), webDist: undefined });
  const reply = await app.inject({ method: 'GET', url: '/config.json' });
  await app.close();
  return reply.json() as Record<string, unknown>;
}

describe('GET /config.json', () => {
  it('names the zone record times are written in, so the web can label them', async () => {
    expect(await configReply({ DISPLAY_TIME_ZONE: 'Asia/Bangkok' })).toMatchObject({
      displayTimeZone: 'Asia/Bangkok',
    });
  });

  it("names the server's default zone when none is configured", async () => {
    expect(await configReply({})).toMatchObject({ displayTimeZone: 'Asia/Shanghai', apiBase: '/api' });
  });
});
