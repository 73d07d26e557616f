import { usersEndpoints } from '@portal/contract/users';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = usersEndpoints.getUserById;

/** One user as stored, for the edit dialog (the list row may be older than the record). */
export function useUser(userId: number | undefined) {
  return useQuery({
    queryKey: [endpoint.path, userId],
    queryFn: () => callEndpoint(endpoint, { params: { userId: userId ?? 0 } }),
    enabled: userId !== undefined,
    gcTime: 0,
  });
}
