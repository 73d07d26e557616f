import { interfaceLogEndpoints } from '@portal/contract/interface-log';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';

const endpoint = interfaceLogEndpoints.get;

/** One logged call with its bodies, for the View dialog (list rows carry no bodies). */
export function useInterfaceLog(id: number) {
  return useQuery({
    queryKey: [endpoint.path, id],
    queryFn: () => callEndpoint(endpoint, { params: { id } }),
    gcTime: 0,
  });
}
