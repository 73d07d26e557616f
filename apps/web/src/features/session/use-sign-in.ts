import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { type LoginInput, login } from './api/login.ts';
import { establishSession } from './establish-session.ts';

/** Login form submit: sign in, set up the session, land on the first menu. */
export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async (input: LoginInput) => establishSession(await login(input), queryClient),
    onSuccess: (landing) => navigate(landing, { replace: true }),
  });
}
