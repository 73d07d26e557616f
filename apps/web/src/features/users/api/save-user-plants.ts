import type { UserPlantBody } from '@portal/contract/users';
import { usersEndpoints } from '@portal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { USER_PAGE_KEY } from './get-user-page.ts';

/**
 * POST /user/userAndPlant once per plant type the dialog changed (each replaces the plants of its type),
 * one after the other; the server's message is shown once and the user list refreshed.
 */
export function useSaveUserPlants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (bodies: readonly UserPlantBody[]) => {
      let msg = '';
      for (const body of bodies)
        ({ msg } = await callEndpointWithMessage(usersEndpoints.userAndPlant, { body }));
      return msg;
    },
    onSuccess: (msg) => {
      if (msg) notifier.success(msg);
      void queryClient.invalidateQueries({ queryKey: USER_PAGE_KEY });
    },
  });
}
