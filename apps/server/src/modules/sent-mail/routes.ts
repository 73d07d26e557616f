import { sentMailEndpoints } from '@portal/contract/sent-mail';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { jsonRoute } from '../../platform/http/route.ts';
import { sentMailPage } from './service.ts';

export function sentMailRoutes(app: FastifyInstance, deps: AppDeps): void {
  jsonRoute(app, deps, sentMailEndpoints.query, ({ user, body }) =>
    sentMailPage(deps.db, deps.config, user, body),
  );
}
