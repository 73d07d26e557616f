import { emailConfigurationEndpoints } from '@portal/contract/email-configuration';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = emailConfigurationEndpoints.suppliers;

export const configuredSuppliersKey = (emailConfigurationId: number) =>
  [endpoint.path, emailConfigurationId] as const;

/** The suppliers an alert concerns now: what the Config dialog starts with. */
export function getConfiguredSuppliersQueryOptions(emailConfigurationId: number) {
  return queryOptions({
    queryKey: configuredSuppliersKey(emailConfigurationId),
    queryFn: () => callEndpoint(endpoint, { params: { id: emailConfigurationId } }),
    staleTime: 0,
  });
}
