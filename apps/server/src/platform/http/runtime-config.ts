import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config.ts';
import { buildVersion } from './build-version.ts';
import { PLATFORM_TAG } from './openapi.ts';

export const RUNTIME_CONFIG_PATH = '/config.json';

/**
 * GET /config.json: what the web needs before its first call (API base, environment banner) and the
 * version it compares to reload itself after a deployment.
 */
export function installRuntimeConfig(app: FastifyInstance, config: AppConfig): void {
  const schema = {
    summary: "The web's start-up settings: API base, environment banner, display time zone and build version",
    tags: [PLATFORM_TAG],
    security: [],
  };
  app.get(
    RUNTIME_CONFIG_PATH,
    { config: { access: 'public', scope: 'none' }, schema },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        version: buildVersion(config.webDist),
        apiBase: config.apiBase,
        environment: config.environment,
        // record times are sent as yyyy-MM-dd HH:mm in this zone; the web labels them with it
        displayTimeZone: config.displayTimeZone,
      };
    },
  );
}
