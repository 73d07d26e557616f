import { existsSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Route that serves the web app's files; declared public in the route catalogue. */
export const WEB_FILES_ROUTE = '/*';

/** Hashed file names change with their content: a year, never revalidated. */
const HASHED_ASSET = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files name the current build: asked again on every visit. */
const REVALIDATED = 'no-cache';

/**
 * Serves the built web app at / with the single-page fallback: any unknown non-API path answers
 * index.html so the web's router shows the route. Files are sent as the brotli or gzip copy the build
 * wrote beside them when the browser accepts it (`Vary: Accept-Encoding`). Hashed assets are cached for a
 * year; the plugin's own cache header is off, as it would overwrite ours.
 */
export async function installWebApp(app: FastifyInstance, webDist: string | undefined) {
  if (!webDist || !existsSync(webDist)) return (reply: FastifyReply) => reply.status(404).send('Not found');
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    preCompressed: true,
    cacheControl: false,
    setHeaders: (response, filePath) => {
      response.setHeader('cache-control', filePath.includes('/assets/') ? HASHED_ASSET : REVALIDATED);
      // the same URL is sent in three encodings: a shared cache must keep them apart
      response.setHeader('vary', 'Accept-Encoding');
    },
  });
  return (reply: FastifyReply) => reply.header('cache-control', REVALIDATED).sendFile('index.html');
}
