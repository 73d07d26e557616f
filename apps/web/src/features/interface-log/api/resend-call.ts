import { interfaceLogEndpoints } from '@portal/contract/interface-log';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { INTERFACE_LOG_PAGE_KEY } from './get-interface-log-page.ts';

/** Resend (spec 3 §8): the server's msg as success, otherwise as error (by the HTTP client); the list refreshes. */
export function useResendCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => callEndpointWithMessage(interfaceLogEndpoints.retry, { params: { id } }),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INTERFACE_LOG_PAGE_KEY }),
  });
}
