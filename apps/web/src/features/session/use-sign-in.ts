import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type LoginInput, login } from './api/login.ts';
import { establishSession } from './establish-session.ts';

/**
 * Login form submit: sign in, set up the session, land on the first menu. `onSigningIn` runs as the
 * call starts (the app fetches the signed-in screens meanwhile).
 */
export function useSignIn(onSigningIn?: () => void) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: LoginInput) => establishSession(await login(input), queryClient),
    onMutate: onSigningIn,
    onSuccess: (landing) => navigate(landing, { replace: true }),
  });
}
