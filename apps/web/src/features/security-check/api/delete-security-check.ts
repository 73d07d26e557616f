import { securityCheckEndpoints } from '@portal/contract/security-check';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { SECURITY_CHECK_PAGE_KEY } from './get-security-check-page.ts';

/** Deletes a gate entry; the server's message is the success notice; the list is refreshed either way. */
export function useDeleteSecurityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpointWithMessage(securityCheckEndpoints.delete, { query: { id } }),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: SECURITY_CHECK_PAGE_KEY }),
  });
}
