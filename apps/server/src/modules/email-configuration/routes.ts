import { emailConfigurationEndpoints } from '@portal/contract/email-configuration';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { jsonRoute } from '../../platform/http/route.ts';
import { emailConfigurationMessages as messages } from './messages.ts';
import {
  configurationPage,
  configuredSuppliers,
  saveConfiguredSuppliers,
  setConfigurationStatus,
} from './service.ts';
import { sendTestMail } from './test-mail.ts';

export function emailConfigurationRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  jsonRoute(app, deps, emailConfigurationEndpoints.query, ({ scope, locale, body }) =>
    configurationPage(db, scope, locale, body),
  );
  jsonRoute(app, deps, emailConfigurationEndpoints.status, async ({ user, body, say }) => {
    await setConfigurationStatus(db, user, body);
    say(body.configStatus === 'Active' ? messages.activated : messages.deactivated);
    return null;
  });
  jsonRoute(app, deps, emailConfigurationEndpoints.configuration, async ({ user, body, say }) => {
    await saveConfiguredSuppliers(db, user, body);
    say(messages.saved);
    return null;
  });
  jsonRoute(app, deps, emailConfigurationEndpoints.testMail, async ({ user, params, say }) => {
    const recipient = await sendTestMail(db, user, params.id);
    say(messages.testMailQueued, { email: recipient });
    return { recipient };
  });
  jsonRoute(app, deps, emailConfigurationEndpoints.suppliers, ({ user, params }) =>
    configuredSuppliers(db, user, params.id),
  );
}
