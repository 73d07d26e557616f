import type { BodyInputOf } from '@portal/contract/endpoint';
import type { LoginResult, sessionEndpoints } from '@portal/contract/session';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';
import { sessionRoutes } from './session-routes.ts';

export type LoginInput = BodyInputOf<typeof sessionEndpoints.login>;

/** Quiet: a failed sign-in is shown on the login page itself, where it stays until the next try. */
export function login(body: LoginInput): Promise<LoginResult> {
  return callEndpoint(sessionRoutes.login, { body }, { silent: true });
}
