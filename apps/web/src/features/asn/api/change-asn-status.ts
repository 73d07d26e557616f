import { asnEndpoints } from '@portal/contract/asn';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { ASN_PAGE_KEY } from './get-asn-page.ts';

const CALLS = {
  delete: { endpoint: asnEndpoints.deleteAsn, success: 'messages.delSuccess' },
  deleteSuccess: { endpoint: asnEndpoints.deleteSuccessAsn, success: 'messages.delSuccess' },
  cancel: { endpoint: asnEndpoints.cancelledAsn, success: 'messages.calSuccess' },
} as const;

export type AsnStatusChange = keyof typeof CALLS;

/**
 * The history's row calls: delete (a Draft or a Failed ASN), delete a successful one (two admin roles),
 * cancel (buyer). Spec 2 §8: success shows delSuccess or calSuccess; the history is read again either way,
 * since a refusal means the ASN changed meanwhile.
 */
export function useChangeAsnStatus() {
  const { t } = useTranslation('asn');
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ change, asnHeaderId }: { change: AsnStatusChange; asnHeaderId: number }) =>
      callEndpoint(CALLS[change].endpoint, { query: { asnHeaderId } }),
    onSuccess: (_data, { change }) => notifier.success(t(CALLS[change].success)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ASN_PAGE_KEY }),
  });
}
