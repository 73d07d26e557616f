import { usersEndpoints } from '@portal/contract/users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = usersEndpoints.userAndRoleQuery;

/** GET /user/userAndRoleQuery: every role, the user's own marked `choice`; read afresh on every opening. */
export function useUserRoles(userId: number) {
  return useQuery({
    queryKey: [endpoint.path, userId],
    queryFn: () => callEndpoint(endpoint, { query: { userId } }),
    gcTime: 0,
  });
}
