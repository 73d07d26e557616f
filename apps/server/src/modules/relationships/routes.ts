import { relationshipsEndpoints } from '@portal/contract/relationships';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../platform/http/route.ts';
import { relationshipMessages } from './messages.ts';
import { companiesOfType } from './repo.ts';
import { addRelationship, relationshipExport, relationshipPage, setRelationshipStatus } from './service.ts';

export function relationshipsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db } = deps;
  jsonRoute(app, deps, relationshipsEndpoints.getAdientCompanyList, () => companiesOfType(db, 'B'));
  jsonRoute(app, deps, relationshipsEndpoints.getSupplierCompanyList, () => companiesOfType(db, 'S'));
  jsonRoute(app, deps, relationshipsEndpoints.getRelationshipPage, ({ body }) =>
    relationshipPage(db, deps.config, body),
  );
  fileRoute(app, deps, relationshipsEndpoints.download, async ({ query, locale }) => {
    const file = await relationshipExport(db, deps.config, query, locale);
    return file && xlsxFile(relationshipsEndpoints.download.fileName, file);
  });
  jsonRoute(app, deps, relationshipsEndpoints.addRelationship, async ({ user, body, say }) => {
    await addRelationship(db, user, body);
    say(relationshipMessages.added);
    return null;
  });
  jsonRoute(app, deps, relationshipsEndpoints.updateRelationshipStatus, async ({ user, body, say }) => {
    await setRelationshipStatus(db, user, body);
    say(body.status === 'A' ? relationshipMessages.enabled : relationshipMessages.prohibited);
    return null;
  });
}
