import { interfaceLogEndpoints } from '@portal/contract/interface-log';
import type { RemoteOption } from '../../../components/list-kit/query-form/list-filter.ts';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = interfaceLogEndpoints.webServiceTypes;

/** The server labels the types in the current language, so the key carries nothing else. */
export const WEB_SERVICE_TYPES_KEY = [endpoint.path] as const;

/** The web service type filter's options. */
export async function getWebServiceTypeOptions(): Promise<RemoteOption[]> {
  return (await callEndpoint(endpoint)).map(({ wsType, wsTypeView }) => ({
    value: wsType,
    label: wsTypeView,
  }));
}
