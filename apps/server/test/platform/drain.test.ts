import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { closeAfterDraining } from '../../src/platform/process/drain.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A server with one request that takes `ms` to answer, and its address. */
async function slowServer(ms: number): Promise<{ app: FastifyInstance; url: string }> {
  const app = Fastify();
  app.get('/slow', async () => {
    await sleep(ms);
    return { done: true };
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `${address}/slow` };
}

describe('closeAfterDraining', () => {
  let app: FastifyInstance | undefined;
  afterEach(async () => {
    app?.server.closeAllConnections();
    await app?.close();
  });

  it('lets a request in flight finish, then takes no more', async () => {
    const server = await slowServer(400);
    app = server.app;
    const inFlight = fetch(server.url);
    await sleep(100);
    const started = Date.now();
    await closeAfterDraining(server.app, 5_000);
    // the client's kept-alive connection is closed once answered, not after the keep-alive timeout
    expect(Date.now() - started).toBeLessThan(2_000);
    const reply = await inFlight;
    expect(reply.status).toBe(200);
    expect(await reply.json()).toEqual({ done: true });
    await expect(fetch(server.url)).rejects.toThrow();
  });

  it('cuts a request that outlasts the grace period', async () => {
    const server = await slowServer(10_000);
    app = server.app;
    const inFlight = fetch(server.url);
    await sleep(100);
    const started = Date.now();
    await closeAfterDraining(server.app, 300);
    expect(Date.now() - started).toBeLessThan(3_000);
    await expect(inFlight).rejects.toThrow();
  });
});
