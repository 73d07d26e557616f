import { lookupEndpoints } from '@portal/contract/lookup';
import { sessionEndpoints } from '@portal/contract/session';
import { describe, expect, it } from 'vitest';
import { sessionRoutes } from './session-routes.ts';

const contract = {
  login: sessionEndpoints.login,
  getResources: sessionEndpoints.getResources,
  updateLanguage: sessionEndpoints.updateLanguage,
  getProperties: lookupEndpoints.getProperties,
};

describe('session routes', () => {
  it.each(Object.entries(contract))(
    '%s has the method, path and access of the contract',
    (name, endpoint) => {
      const route = sessionRoutes[name as keyof typeof sessionRoutes];
      expect(route).toEqual({ method: endpoint.method, path: endpoint.path, access: endpoint.access });
    },
  );
});
