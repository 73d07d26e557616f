import type { Access, SupplierScope } from '@portal/contract/endpoint';
import type { FastifyInstance } from 'fastify';

export interface RegisteredRoute {
  method: string;
  url: string;
  access: Access | undefined;
  scope: SupplierScope | undefined;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** every route the app registered, with the access it declared (checked by a test) */
    routeCatalogue: RegisteredRoute[];
  }
}

/**
 * Records every route with its declared access. Routes that plugins add (API docs, static web files)
 * are public by nature; they are named here, in one place, rather than left undeclared.
 */
export function installRouteCatalogue(
  app: FastifyInstance,
  isPluginPublicRoute: (url: string) => boolean,
): void {
  const catalogue: RegisteredRoute[] = [];
  app.decorate('routeCatalogue', catalogue);
  app.addHook('onRoute', (route) => {
    const config = (route.config ?? {}) as { access?: Access; scope?: SupplierScope };
    if (!config.access && isPluginPublicRoute(route.url)) {
      route.config = { ...config, access: 'public', scope: 'none' };
    }
    const declared = (route.config ?? {}) as { access?: Access; scope?: SupplierScope };
    for (const method of [route.method].flat()) {
      catalogue.push({ method, url: route.url, access: declared.access, scope: declared.scope });
    }
  });
}
