import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { logFormatOf, loggerOptions } from '../../src/platform/logging/logger.ts';

const HUGE = 'x'.repeat(4_000_000);

/** The app logging JSON lines into `lines`; a route that fails with a 4 MB message and 70 k parameters. */
async function loggingApp(lines: string[]): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  // no database call is made: the routes used here never reach one
  const database = openDatabase('postgres://portal:portal@127.0.0.1:9/portal', 1);
  const log = pino(loggerOptions('info'), sink);
  const app = await buildApp({ config: { ...loadConfig({}), webDist: undefined }, db: database.db, log });
  app.get('/fails', { config: { access: 'public', scope: 'none' } }, async () => {
    throw Object.assign(new Error(`Failed query: ${HUGE}`), {
      params: Array.from({ length: 70_000 }, (_, i) => i),
    });
  });
  await app.ready();
  return { app, close: async () => (await app.close(), await database.close()) };
}

describe('request logging', () => {
  const lines: string[] = [];
  let subject: Awaited<ReturnType<typeof loggingApp>>;
  beforeAll(async () => {
    subject = await loggingApp(lines);
  });
  afterAll(() => subject.close());

  it('writes one line per request with method, route, status and duration', async () => {
    lines.length = 0;
    await subject.app.inject({ method: 'GET', url: '/healthz?_t=123' });
    expect(lines).toHaveLength(1);
    const line = JSON.parse(lines[0] ?? '{}');
    expect(line).toMatchObject({ method: 'GET', route: '/healthz', url: '/healthz', status: 200 });
    expect(line.ms).toBeTypeOf('number');
    expect(line.msg).toMatch(/^GET \/healthz 200 [\d.]+ ms$/);
  });

  it('writes one line for an address no route serves', async () => {
    lines.length = 0;
    await subject.app.inject({ method: 'GET', url: '/api/no/such/call' });
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({ route: '(unmatched)', url: '/api/no/such/call' });
  });

  it('keeps a failure with megabytes of details to a few kilobytes', async () => {
    lines.length = 0;
    const reply = await subject.app.inject({ method: 'GET', url: '/fails' });
    expect(reply.json().code).toBe(500);
    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toBeDefined();
    expect(failure?.length ?? 0).toBeLessThan(20_000);
    expect(failure).toContain('more characters');
    // the failed query's 70,000 parameters are named by their number, not listed
    expect(failure).toContain('[70000 values]');
    // the request's own line follows (the envelope carries the failure; HTTP says 200)
    expect(lines.map((line) => JSON.parse(line).level)).toEqual([50, 30]);
    expect(JSON.parse(lines[1] ?? '{}')).toMatchObject({ route: '/fails', status: 200 });
  });
});

describe('log format', () => {
  it('is readable on a terminal and JSON elsewhere unless LOG_FORMAT says', () => {
    expect(logFormatOf(undefined, true)).toBe('pretty');
    expect(logFormatOf(undefined, false)).toBe('json');
    expect(logFormatOf('json', true)).toBe('json');
    expect(logFormatOf('pretty', false)).toBe('pretty');
    expect(logFormatOf('loud', false)).toBe('json');
  });
});
