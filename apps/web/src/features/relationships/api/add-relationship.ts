import type { AddRelationshipBody } from '@portal/contract/relationships';
import { relationshipsEndpoints } from '@portal/contract/relationships';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { RELATIONSHIP_PAGE_KEY } from './get-relationship-page.ts';

/** Links the chosen supplier to the chosen buyer; the server's message is shown and the list refreshed. */
export function useAddRelationship() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AddRelationshipBody) =>
      callEndpointWithMessage(relationshipsEndpoints.addRelationship, { body }),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
      return queryClient.invalidateQueries({ queryKey: RELATIONSHIP_PAGE_KEY });
    },
  });
}
