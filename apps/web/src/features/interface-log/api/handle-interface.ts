import { interfaceLogEndpoints } from '@portal/contract/interface-log';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { INTERFACE_LOG_PAGE_KEY } from './get-interface-log-page.ts';

/** Process result: the business action's result is recorded as processed (handleResult Y); the list refreshes. */
export function useHandleInterface() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (actionHistoryId: number) =>
      callEndpointWithMessage(interfaceLogEndpoints.handleInterface, {
        params: { actionHistoryId },
        query: { result: 'Y' },
      }),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: INTERFACE_LOG_PAGE_KEY }),
  });
}
