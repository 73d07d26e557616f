import { type EndpointDef, methodsOf } from '@portal/contract/endpoint';

/** Filters travel as the query string of a GET endpoint and as the body of any other. */
export function endpointInput(endpoint: EndpointDef, values: Record<string, unknown>) {
  return methodsOf(endpoint)[0] === 'GET' ? { query: values } : { body: values };
}
