import type { FastifyInstance } from 'fastify';

/** How long requests in flight get to finish once a stop begins (a download of a large export included). */
export const DRAIN_GRACE_MS = 20_000;
/** How often a kept-alive connection whose request has just finished is looked for and closed. */
const IDLE_SWEEP_MS = 100;

/**
 * Stops taking connections and waits for the requests in flight. A kept-alive connection is closed as
 * soon as its request is answered (else it would hold the stop for the keep-alive timeout); after the
 * grace period whatever is still open is cut, so a stalled client cannot hold the stop forever.
 */
export async function closeAfterDraining(app: FastifyInstance, graceMs = DRAIN_GRACE_MS): Promise<void> {
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
  try {
    await app.close();
  } finally {
    clearInterval(sweep);
    clearTimeout(cut);
  }
}
