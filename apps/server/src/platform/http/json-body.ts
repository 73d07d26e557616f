import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as usual, except that an empty body with a JSON content type reads as "no body":
 * clients post calls without payload (getResources, loginOut) with that header set.
 */
export function installJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      const error = Object.assign(new Error('invalid JSON body'), { statusCode: 400 });
      done(error, undefined);
    }
  });
}
