import type { CompanyType } from '@portal/contract/common';
import { usersEndpoints } from '@portal/contract/users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = usersEndpoints.userAndPlantQuery;

/** POST /user/userAndPlantQuery: the plants of one type the user may work with, its own marked. */
export function useUserPlants(userId: number, plantType: CompanyType) {
  return useQuery({
    queryKey: [endpoint.path, userId, plantType],
    queryFn: () => callEndpoint(endpoint, { body: { userId, plantType } }),
    gcTime: 0,
  });
}
