import { usersEndpoints } from '@portal/contract/users';
import { useMutation } from '@tanstack/react-query';
import { callEndpointWithMessage } from '../../../platform/http/call-endpoint-with-message.ts';

/** PUT /user/password/reset/{userId}: answers the account and its new password (shown once). */
export function useResetPassword() {
  return useMutation({
    mutationFn: (userId: number) =>
      callEndpointWithMessage(usersEndpoints.resetPassword, { params: { userId } }),
  });
}
