import type { DataOf, EndpointDef } from '@portal/contract/endpoint';
import { settleEnvelope } from './envelope.ts';
import { readWireEnvelope } from './read-envelope.ts';
import type { EndpointInput, RequestOptions } from './request-options.ts';
import { sendRequest } from './send-request.ts';

export interface DataWithMessage<T> {
  data: T;
  /** the server's message of a successful reply, for screens that show it as the success notice */
  msg: string;
}

/**
 * Like `callEndpoint`, but also resolves the server's success message (spec 3 §8: the relationship
 * toggle and the resend show the server msg as success, otherwise as error). Errors are shown here.
 */
export async function callEndpointWithMessage<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E> = {},
  options: RequestOptions = {},
): Promise<DataWithMessage<DataOf<E>>> {
  const response = await sendRequest(endpoint, input, options);
  const envelope = await readWireEnvelope(response, options);
  const data = settleEnvelope(envelope, options) as DataOf<E>;
  return { data, msg: envelope.msg ?? '' };
}
