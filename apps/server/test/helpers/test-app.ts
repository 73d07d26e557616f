import { randomBytes } from 'node:crypto';
import type { Envelope, WebLocale } from '@portal/contract/common';
import type { BodyInputOf, DataOf, EndpointDef, HttpMethod, QueryInputOf } from '@portal/contract/endpoint';
import { methodsOf } from '@portal/contract/endpoint';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { type Database, openDatabase } from '../../src/db/client.ts';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-accounts.ts';
import { cloneTemplate, databaseUrl, dropDatabase } from './databases.ts';

const ACCEPT_LANGUAGE: Record<WebLocale, string> = { cn: 'zh-CN', en: 'en', th: 'th' };

export interface CallOptions<E extends EndpointDef> {
  token?: string | null;
  body?: BodyInputOf<E> | Record<string, unknown>;
  query?: QueryInputOf<E> | Record<string, string | string[]>;
  params?: Record<string, string | number>;
  locale?: WebLocale;
  method?: HttpMethod;
  /** extra request headers (e.g. a machine client's X-Api-Key) */
  headers?: Record<string, string>;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  apiBase: string;
  /** signs a demo account in and answers its session token */
  login(userCode: string, password?: string): Promise<string>;
  /** calls a contract endpoint through the real app and answers the envelope */
  call<E extends EndpointDef>(endpoint: E, options?: CallOptions<E>): Promise<Envelope<DataOf<E>>>;
  /** the same, answering the raw HTTP response (downloads) */
  request<E extends EndpointDef>(endpoint: E, options?: CallOptions<E>): Promise<LightMyRequestResponse>;
}

export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name] ?? '')));
}

/**
 * The real app on a database of its own, cloned from the seeded template for this test file and
 * dropped afterwards. Use inside a describe/file: `const t = useTestApp();` then `t().call(...)`.
 */
export function useTestApp(env: NodeJS.ProcessEnv = {}): () => TestApp {
  let testApp: TestApp | undefined;
  let close = async () => {};
  beforeAll(async () => {
    const adminUrl = inject('adminDatabaseUrl');
    const name = `portal_test_${randomBytes(6).toString('hex')}`;
    await cloneTemplate(adminUrl, name);
    const database = openDatabase(databaseUrl(adminUrl, name), 5);
    // tests arrange data straight in the database and expect the next call to see it: no per-instance
    // caches of sessions or counts (their own tests turn them on)
    const config = {
      ...loadConfig({ SESSION_CACHE_MS: '0', DASHBOARD_COUNTS_MAX_AGE_MS: '0', ...env }),
      webDist: undefined,
    };
    const app = await buildApp({ config, db: database.db, logger: false });
    await app.ready();
    testApp = createTestApp(app, database.db, config.apiBase);
    close = async () => {
      await app.close();
      await database.close();
      await dropDatabase(adminUrl, name);
    };
  });
  afterAll(() => close());
  return () => {
    if (!testApp) throw new Error('the test app is built in beforeAll');
    return testApp;
  };
}

function createTestApp(app: FastifyInstance, db: Database, apiBase: string): TestApp {
  const request = <E extends EndpointDef>(endpoint: E, options: CallOptions<E> = {}) => {
    const headers: Record<string, string> = {
      'accept-language': ACCEPT_LANGUAGE[options.locale ?? 'en'],
      ...options.headers,
    };
    if (options.token) headers.authorization = options.token;
    return app.inject({
      method: options.method ?? methodsOf(endpoint)[0] ?? 'GET',
      url: `${apiBase}${fillPath(endpoint.path, options.params)}`,
      headers,
      query: options.query as Record<string, string | string[]> | undefined,
      ...(options.body !== undefined ? { payload: options.body as Record<string, unknown> } : {}),
    });
  };
  const call = async <E extends EndpointDef>(endpoint: E, options: CallOptions<E> = {}) =>
    (await request(endpoint, options)).json<Envelope<DataOf<E>>>();
  const login = async (userCode: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({
      method: 'POST',
      url: `${apiBase}/user/login`,
      payload: { userCode, password },
    });
    const reply = response.json<Envelope<{ token: string } | null>>();
    if (reply.code !== 200 || !reply.data) throw new Error(`login of ${userCode} failed: ${reply.msg}`);
    return reply.data.token;
  };
  return { app, db, apiBase, login, call, request };
}
