import { asnEndpoints } from '@portal/contract/asn';
import type { DataOf } from '@portal/contract/endpoint';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from '../../../platform/http/call-endpoint.ts';
import type { AsnWizardHandoff } from '../../../platform/session/asn-handoff.ts';

export type AsnWizardData = DataOf<typeof asnEndpoints.queryAsnDetail>;

/**
 * What the wizard opens: a saved ASN (`queryAsnDetail`) or the first draft of a new one from the chosen
 * schedule lines or GRs (`asnCreateList`). Read once: the wizard then holds its own working copy.
 */
export function getAsnWizardDataQueryOptions(handoff: AsnWizardHandoff) {
  return queryOptions({
    queryKey: [asnEndpoints.queryAsnDetail.path, handoff],
    queryFn: (): Promise<AsnWizardData> =>
      'asnHeaderId' in handoff
        ? callEndpoint(asnEndpoints.queryAsnDetail, { query: { asnHeaderId: handoff.asnHeaderId } })
        : callEndpoint(asnEndpoints.asnCreateList, {
            body: {
              scheduleDetailVos: (handoff.scheduleDetailIds ?? []).map((id) => ({
                deliveryScheduleDetailId: id,
              })),
              grIds: handoff.grIds,
            },
          }),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
    refetchOnWindowFocus: false,
  });
}
