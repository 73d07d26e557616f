import type { FastifyInstance } from 'fastify';

/**
 * Every JSON reply is `Cache-Control: no-store`: envelopes carry session tokens (login), prices and
 * another moment's state, none of which a browser or a proxy may keep. Files set their own header.
 */
export function installNoStoreForJson(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (
      typeof type === 'string' &&
      type.startsWith('application/json') &&
      !reply.hasHeader('cache-control')
    ) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
