import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig, TrustProxy } from './config.ts';
import type { Database } from './db/client.ts';
import { erpInboundRoutes } from './integration/erp-inbound/routes.ts';
import { asnRoutes } from './modules/asn/routes.ts';
import { auditLogRoutes } from './modules/audit-log/routes.ts';
import { companiesRoutes } from './modules/companies/routes.ts';
import { dashboardRoutes } from './modules/dashboard/routes.ts';
import { emailConfigurationRoutes } from './modules/email-configuration/routes.ts';
import { grRoutes } from './modules/gr/routes.ts';
import { interfaceLogRoutes } from './modules/interface-log/routes.ts';
import { invoiceRoutes } from './modules/invoice/routes.ts';
import { lookupRoutes } from './modules/lookup/routes.ts';
import { masterDataRoutes } from './modules/master-data/routes.ts';
import { performanceRoutes } from './modules/performance/routes.ts';
import { reconciliationRoutes } from './modules/reconciliation/routes.ts';
import { relationshipsRoutes } from './modules/relationships/routes.ts';
import { rolesRoutes } from './modules/roles/routes.ts';
import { scheduleRoutes } from './modules/schedule/routes.ts';
import { securityCheckRoutes } from './modules/security-check/routes.ts';
import { sentMailRoutes } from './modules/sent-mail/routes.ts';
import { sessionRoutes } from './modules/session/routes.ts';
import { usersRoutes } from './modules/users/routes.ts';
import { installAuthentication } from './platform/auth/authenticate.ts';
import { createSessionResolver } from './platform/auth/session-resolver.ts';
import type { AppDeps } from './platform/deps.ts';
import { handleFrameworkError, installErrorHandling } from './platform/http/error-handler.ts';
import { installHealthChecks } from './platform/http/health.ts';
import { installJsonBodyParser } from './platform/http/json-body.ts';
import { installNoStoreForJson } from './platform/http/no-store.ts';
import { installOpenApi } from './platform/http/openapi.ts';
import { installRouteCatalogue } from './platform/http/route-catalogue.ts';
import { installRuntimeConfig, RUNTIME_CONFIG_PATH } from './platform/http/runtime-config.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { installWebApp, WEB_FILES_ROUTE } from './platform/http/web-app.ts';
import { createLogger } from './platform/logging/logger.ts';
import { OneLinePerRequest } from './platform/logging/request-line.ts';
import { installMetrics } from './platform/metrics/install-metrics.ts';
import { UPLOAD_FIELD_LIMITS, UPLOAD_MAX_BYTES } from './platform/xlsx/upload.ts';

/** Every module's routes, in the order of the DESIGN's module list. */
const modules = [
  sessionRoutes,
  lookupRoutes,
  dashboardRoutes,
  scheduleRoutes,
  asnRoutes,
  grRoutes,
  invoiceRoutes,
  securityCheckRoutes,
  emailConfigurationRoutes,
  masterDataRoutes,
  companiesRoutes,
  usersRoutes,
  rolesRoutes,
  relationshipsRoutes,
  erpInboundRoutes,
  interfaceLogRoutes,
  sentMailRoutes,
  auditLogRoutes,
  performanceRoutes,
  reconciliationRoutes,
];

export interface BuildOptions {
  config: AppConfig;
  db: Database;
  /** false silences request logs (tests) */
  logger?: boolean;
  /** the process's logger (start-up and workers share it); a new one from the config when absent */
  log?: FastifyBaseLogger;
}

/** The setting as Fastify takes it: hops become "the nearest n addresses are proxies". */
function fastifyTrustProxy(setting: TrustProxy) {
  if (setting === false) return false;
  if ('hops' in setting) return (_address: string, hop: number) => hop < setting.hops;
  return setting.addresses;
}

/** Builds the app: external plugins, then the platform (errors, auth), then every module's routes. */
export async function buildApp({ config, db, logger = true, log }: BuildOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger
      ? { loggerInstance: log ?? createLogger(config.logLevel, config.logFormat) }
      : { logger: false }),
    logController: new OneLinePerRequest(),
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 2 * 1024 * 1024,
    // an undecodable URL or an over-long path segment gets the envelope, not Fastify's own reply
    frameworkErrors: handleFrameworkError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installJsonBodyParser(app);
  installNoStoreForJson(app);
  const deps: AppDeps = { db, config, sessions: createSessionResolver(db, config) };
  app.addHook('onClose', () => deps.sessions.close());
  const docsPrefix = `${config.apiBase}/docs`;
  installRouteCatalogue(app, (url) => url === WEB_FILES_ROUTE || url.startsWith(docsPrefix));

  await installSecurityHeaders(app);
  await app.register(rateLimit, { global: false });
  await app.register(multipart, { limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, ...UPLOAD_FIELD_LIMITS } });
  await installOpenApi(app, config.apiBase);

  installAuthentication(app, deps);
  const serveWebApp = await installWebApp(app, config.webDist);
  installErrorHandling(app, deps, serveWebApp);
  installRuntimeConfig(app, config);
  installHealthChecks(app, deps);
  installMetrics(app, deps);
  for (const registerModule of modules) registerModule(app, deps);
  return app;
}

export { RUNTIME_CONFIG_PATH };
