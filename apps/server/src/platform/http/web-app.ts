import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Route that serves the web app's files; declared public in the route catalogue. */
export const WEB_FILES_ROUTE = '/*';

/**
 * Serves the built web app at / with the single-page fallback: any unknown non-API path answers
 * index.html so the web's router shows the route. Hashed assets are cached for a year, index.html never.
 */
export async function installWebApp(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist || !existsSync(webDist)) return (reply: FastifyReply) => reply.status(404).send('Not found');
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    setHeaders: (response, filePath) => {
      const immutable = filePath.includes('/assets/');
      response.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  return (reply: FastifyReply) => reply.header('cache-control', 'no-cache').sendFile('index.html');
}
