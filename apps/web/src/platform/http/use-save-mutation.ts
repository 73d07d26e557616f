import type { EndpointDef } from '@portal/contract/endpoint';
import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import { notifier } from '../notifier/notifier.tsx';
import { callEndpointWithMessage } from './call-endpoint-with-message.ts';
import type { EndpointInput } from './request-options.ts';

/**
 * A dialog's save: the server's message is shown as success and every list under `refresh` is fetched
 * again. A refusal is shown by the HTTP client and the mutation fails, so the dialog stays open.
 */
export function useSaveMutation<E extends EndpointDef>(endpoint: E, refresh: readonly QueryKey[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: EndpointInput<E>) => callEndpointWithMessage(endpoint, input),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
      // not awaited: the dialog closes at once while the list reloads behind it
      for (const queryKey of refresh) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
