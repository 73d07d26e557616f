import { usersEndpoints as endpoints } from '@portal/contract/users';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../platform/deps.ts';
import { fileRoute, jsonRoute, xlsxFile } from '../../platform/http/route.ts';
import { companyKeyValues } from './companies-repo.ts';
import { countryList } from './countries.ts';
import { userMessages as messages } from './messages.ts';
import { resetPassword } from './reset-password.ts';
import { saveUser } from './save-user.ts';
import { findUser, userExport, userPage } from './user-list.ts';
import { setUserLocked } from './user-lock.ts';
import {
  buyerPlantsOfSupplier,
  setUserPlants,
  supplierPlantsOfBuyer,
  userPlantChoices,
} from './user-plants.ts';
import { giveRole, userRoleChoices } from './user-role.ts';

export function usersRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { db, config } = deps;
  jsonRoute(app, deps, endpoints.getCountryList, async ({ locale }) => [...countryList(locale)]);
  jsonRoute(app, deps, endpoints.userQuery, ({ body, locale }) => userPage(db, config, body, locale));
  fileRoute(app, deps, endpoints.userDownload, async ({ query, locale }) => {
    const file = await userExport(db, config, query, locale);
    return file && xlsxFile(endpoints.userDownload.fileName, file);
  });
  jsonRoute(app, deps, endpoints.getUserById, ({ params, locale }) =>
    findUser(db, config, params.userId, locale),
  );
  jsonRoute(app, deps, endpoints.addOrUpdateUser, async ({ body, user, say }) => {
    const { invitedAt } = await saveUser(db, config, user, body);
    say(invitedAt ? messages.invited : messages.saved, { email: invitedAt ?? '' });
    return null;
  });
  jsonRoute(app, deps, endpoints.userAddOrUpdate, async ({ body, user, locale, say }) => {
    const { userId, invitedAt } = await saveUser(db, config, user, body);
    say(invitedAt ? messages.invited : messages.saved, { email: invitedAt ?? '' });
    return findUser(db, config, userId, locale);
  });
  jsonRoute(app, deps, endpoints.resetPassword, async ({ params, user, say }) => {
    const result = await resetPassword(db, config, user, params.userId);
    say(messages.passwordReset, { email: result.email });
    return result;
  });
  jsonRoute(app, deps, endpoints.lockUser, async ({ params, user, say }) => {
    const result = await setUserLocked(db, user, params.userId, true);
    say(messages.locked, { userCode: result.username });
    return result;
  });
  jsonRoute(app, deps, endpoints.unlockUser, async ({ params, user, say }) => {
    const result = await setUserLocked(db, user, params.userId, false);
    say(messages.unlocked, { userCode: result.username });
    return result;
  });
  jsonRoute(app, deps, endpoints.getCompanyTypeAndCode, ({ query }) =>
    companyKeyValues(db, query.companyType),
  );
  jsonRoute(app, deps, endpoints.userAndRoleQuery, ({ query }) => userRoleChoices(db, query.userId));
  jsonRoute(app, deps, endpoints.userAndRole, async ({ body, user, say }) => {
    await giveRole(db, user, body);
    say(messages.saved);
    return null;
  });
  jsonRoute(app, deps, endpoints.userAndPlantQuery, ({ body }) => userPlantChoices(db, body));
  jsonRoute(app, deps, endpoints.userAndPlant, async ({ body, user, say }) => {
    await setUserPlants(db, user, body);
    say(messages.saved);
    return null;
  });
  jsonRoute(app, deps, endpoints.buyerPlantsBySupplier, ({ body }) => buyerPlantsOfSupplier(db, body));
  jsonRoute(app, deps, endpoints.supplierPlantsByBuyer, ({ body }) => supplierPlantsOfBuyer(db, body));
}
