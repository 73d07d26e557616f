import type { BodyInputOf } from '@portal/contract/endpoint';
import { type LoginResult, sessionEndpoints } from '@portal/contract/session';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

export type LoginInput = BodyInputOf<typeof sessionEndpoints.login>;

/** A failed sign-in shows the server's msg (done by the client). */
export function login(body: LoginInput): Promise<LoginResult> {
  return callEndpoint(sessionEndpoints.login, { body });
}
