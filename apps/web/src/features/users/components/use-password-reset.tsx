import type { UserRow } from '@portal/contract/users';
import { notifier } from '../../../platform/notifier/notifier.tsx';
import { useResetPassword } from '../api/reset-password.ts';

/**
 * Spec 3 §8 as issue 15 changes it: once the administrator has confirmed (the row action asks, naming the
 * address), the password is reset and the server's message, naming where the set-password link went, is
 * the success notice; nobody sees a password to pass on.
 */
export function usePasswordReset(): (user: Pick<UserRow, 'userId'>) => void {
  const reset = useResetPassword();
  return (user) =>
    reset.mutate(user.userId, {
      onSuccess: ({ msg }) => {
        if (msg) notifier.success(msg);
      },
    });
}
