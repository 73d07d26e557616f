import type { DataOf, EndpointDef } from '@portal/contract/endpoint';
import type { EndpointRoute } from './endpoint-route.ts';
import { readEnvelope } from './read-envelope.ts';
import type { EndpointInput, RequestOptions } from './request-options.ts';
import { sendRequest } from './send-request.ts';

/**
 * Calls one endpoint of the contract (or its route, on the login path) and resolves the envelope's
 * `data`. Errors are shown here and the promise rejects (ApiError, ConfirmationRequired, HttpError),
 * so screens need no try/catch.
 */
export async function callEndpoint<E extends EndpointDef>(
  endpoint: E | EndpointRoute<E>,
  input: EndpointInput<E> = {},
  options: RequestOptions = {},
): Promise<DataOf<E>> {
  const response = await sendRequest(endpoint, input, options);
  return (await readEnvelope(response, options)) as DataOf<E>;
}

/** Same call without any notice, for callers that show errors themselves. */
export function callEndpointQuiet<E extends EndpointDef>(
  endpoint: E | EndpointRoute<E>,
  input: EndpointInput<E> = {},
): Promise<DataOf<E>> {
  return callEndpoint(endpoint, input, { silent: true });
}
