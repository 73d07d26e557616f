import { rolesEndpoints } from '@portal/contract/roles';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../platform/http/route.ts';
import { rolesMessages } from './messages.ts';
import { saveRole } from './save-role.ts';
import { functionTree, roleExport, roleFunctionTree, rolePage } from './service.ts';

export function rolesRoutes(app: FastifyInstance, deps: AppDeps): void {
  jsonRoute(app, deps, rolesEndpoints.query, ({ body }) => rolePage(deps.db, deps.config, body));
  fileRoute(app, deps, rolesEndpoints.download, async ({ query, locale }) => {
    const file = await roleExport(deps.db, deps.config, query, locale);
    return file && xlsxFile(rolesEndpoints.download.fileName, file);
  });
  jsonRoute(app, deps, rolesEndpoints.getFunction, ({ locale }) => functionTree(deps.db, locale));
  jsonRoute(app, deps, rolesEndpoints.getRoleResources, ({ query, locale }) =>
    roleFunctionTree(deps.db, query.roleId, locale),
  );
  jsonRoute(app, deps, rolesEndpoints.saveOrUpdate, async ({ body, user, locale, say }) => {
    await saveRole(deps.db, body, user, locale);
    say(rolesMessages.saved);
    return null;
  });
}
