import { masterDataEndpoints, type SaveOverShipped } from '@portal/contract/master-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { OVER_SHIPPED_PAGE_KEY } from './get-over-shipped-page.ts';

/** Saves one supplier's over-shipment settings; the server's message is shown and the list refreshed. */
export function useUpdateOverShipped() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveOverShipped) =>
      callEndpointWithMessage(masterDataEndpoints.overShippedUpdate, { body }),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
      return queryClient.invalidateQueries({ queryKey: OVER_SHIPPED_PAGE_KEY });
    },
  });
}
