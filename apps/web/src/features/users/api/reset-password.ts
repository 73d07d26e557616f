import { usersEndpoints } from '@portal/contract/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';
import { USER_PAGE_KEY } from './get-user-page.ts';

/** PUT /user/password/reset/{userId}: no password comes back; a set-password link went to the user's address. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: number) =>
      callEndpointWithMessage(usersEndpoints.resetPassword, { params: { userId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: USER_PAGE_KEY }),
  });
}
