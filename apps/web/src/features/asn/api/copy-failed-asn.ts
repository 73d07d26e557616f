import { asnEndpoints } from '@portal/contract/asn';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { ASN_PAGE_KEY } from './get-asn-page.ts';

/**
 * Copy a Failed ASN into a new Draft to correct it (ours): answers the Draft, which the history opens in
 * the wizard; the server's message names the new number. The history is read again either way.
 */
export function useCopyFailedAsn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (asnHeaderId: number) => {
      const { data, msg } = await callEndpointWithMessage(asnEndpoints.copyFailedAsn, {
        query: { asnHeaderId },
      });
      notifier.success(msg);
      return data;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASN_PAGE_KEY }),
  });
}
