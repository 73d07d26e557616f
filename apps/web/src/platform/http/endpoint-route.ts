import type { EndpointDef } from '@portal/contract/endpoint';

/**
 * What the HTTP client reads of an endpoint: method, path and access. A contract module builds every
 * zod schema of its endpoints when it is imported, so the login path names its few calls by route
 * (see features/session/api/session-routes.ts) and keeps zod out of the first download; the contract
 * endpoint rides along as a type only, for the input and `data` types.
 */
export interface EndpointRoute<E extends EndpointDef = EndpointDef> {
  method: E['method'];
  path: string;
  access: E['access'];
  /** never set: carries the contract endpoint's type */
  readonly endpoint?: E;
}

/** The route of one contract endpoint, typed by it: `routeOf<typeof sessionEndpoints.login>({...})`. */
export function routeOf<E extends EndpointDef>(
  route: Pick<E, 'method' | 'path' | 'access'>,
): EndpointRoute<E> {
  return { method: route.method, path: route.path, access: route.access };
}
