import type { BodyInputOf } from '@portal/contract/endpoint';
import { sessionEndpoints } from '@portal/contract/session';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpointQuiet } from '../../../platform/http/call-endpoint.ts';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';

/** POST /user/passwordLink (ours): whose link it is; the page shows a refusal (used, expired) itself. */
export function usePasswordLink(token: string) {
  return useQuery({
    queryKey: [sessionEndpoints.passwordLink.path, token],
    queryFn: () => callEndpointQuiet(sessionEndpoints.passwordLink, { body: { token } }),
    enabled: token !== '',
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** POST /user/setPassword (ours): sets the password once; a refusal is shown by the HTTP client. */
export function useSetPassword() {
  return useMutation({
    mutationFn: (body: BodyInputOf<typeof sessionEndpoints.setPassword>) =>
      callEndpointWithMessage(sessionEndpoints.setPassword, { body }),
  });
}
