import { usersEndpoints } from '@portal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { USER_PAGE_KEY } from './get-user-page.ts';

/**
 * PUT /user/lock/{userId} or /user/unlock/{userId} (ours): the server's message is the success notice;
 * either way the list is refreshed, since a refusal (409) means another administrator was first.
 */
export function useLockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, lock }: { userId: number; lock: boolean }) =>
      callEndpointWithMessage(lock ? usersEndpoints.lockUser : usersEndpoints.unlockUser, {
        params: { userId },
      }),
    onSuccess: ({ msg }) => {
      if (msg) notifier.success(msg);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: USER_PAGE_KEY }),
  });
}
