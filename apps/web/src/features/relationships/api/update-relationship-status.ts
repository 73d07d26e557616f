import type { RelationshipStatusBody } from '@portal/contract/relationships';
import { relationshipsEndpoints } from '@portal/contract/relationships';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { RELATIONSHIP_PAGE_KEY } from './get-relationship-page.ts';

/**
 * Enable or prohibit a relationship. Spec 3 §8: the server's msg is shown as success, or as error
 * (by the HTTP client); either way the list is refreshed, since a refusal means the row changed meanwhile.
 */
export function useUpdateRelationshipStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RelationshipStatusBody) =>
      callEndpointWithMessage(relationshipsEndpoints.updateRelationshipStatus, { body }),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: RELATIONSHIP_PAGE_KEY }),
  });
}
