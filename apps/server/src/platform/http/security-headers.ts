import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

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

/** The headers of a GET on a bare Fastify instance, with `prepare` applied to it first. */
async function headersOfBareReply(prepare: (app: FastifyInstance) => Promise<void>): Promise<Headers> {
  const app = Fastify();
  try {
    await prepare(app);
    app.get('/', async () => ({}));
    const response = await app.inject({ method: 'GET', url: '/' });
    return response.headers as Headers;
  } finally {
    await app.close();
  }
}

/** What @fastify/helmet, registered globally with our options, adds to a reply. */
export async function helmetHeaders(): Promise<Headers> {
  const plain = await headersOfBareReply(async () => {});
  const helmeted = await headersOfBareReply(async (app) => {
    await app.register(helmet, HELMET_OPTIONS);
  });
  return Object.fromEntries(
    Object.entries(helmeted).filter(([name, value]) => plain[name] !== value && name !== 'date'),
  );
}

/**
 * Helmet's security headers on every reply, as @fastify/helmet registered globally sends them, but worked
 * out once at start-up (from helmet itself, on a bare instance): the plugin's global mode builds a new
 * helmet middleware and re-parses the policy on every request, a tenth of a cached dashboard call's CPU.
 * Our options have no per-request part (no CSP nonces), so one set of headers serves every reply.
 */
export async function installSecurityHeaders(app: FastifyInstance): Promise<void> {
  const headers = await helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
