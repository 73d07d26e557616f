import type { UserType } from '@portal/contract/common';
import { usersEndpoints } from '@portal/contract/users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = usersEndpoints.getCompanyTypeAndCode;

/** Companies of the chosen user type as options: id as the value, code as the label. */
export function useCompanyOptions(companyType: UserType | undefined) {
  return useQuery({
    queryKey: [endpoint.path, companyType],
    queryFn: async () =>
      (await callEndpoint(endpoint, { query: { companyType: companyType ?? 'B' } })).map((company) => ({
        value: company.key,
        label: company.value,
      })),
    enabled: companyType !== undefined,
  });
}
