import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';

/** Our content security policy on top of helmet's defaults. */
export const HELMET_OPTIONS = {
  contentSecurityPolicy: {
    directives: {
      // Ant Design writes its styles at run time
      'style-src': ["'self'", "'unsafe-inline'"],
      'img-src': ["'self'", 'data:', 'blob:'],
    },
  },
};

type Headers = Record<string, string | number | string[]>;

/** What `reply.helmet()` sets on a reply: the headers it adds or changes. */
function helmetHeadersOf(reply: FastifyReply): Headers {
  const before = reply.raw.getHeaders();
  reply.helmet();
  const headers: Headers = {};
  for (const [name, value] of Object.entries(reply.raw.getHeaders())) {
    if (value !== undefined && value !== before[name]) headers[name] = value;
  }
  return headers;
}

/**
 * Helmet's security headers on every reply, as @fastify/helmet would send them globally, but worked out
 * once: the global mode builds a new helmet middleware and re-parses the policy on every request, a tenth
 * of a cached dashboard call's CPU. Our options use no per-request part (no CSP nonces), so the headers of
 * the first reply are those of every reply; they are taken from helmet itself on that reply, never
 * written out here.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, { ...HELMET_OPTIONS, global: false });
  let headers: Headers | undefined;
  app.addHook('onRequest', (_request, reply, done) => {
    if (headers) reply.headers(headers);
    else headers = helmetHeadersOf(reply);
    done();
  });
}
