import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LOGIN_PATH } from '../../platform/navigation/navigator.ts';
import { clearSession } from '../../platform/session/session-storage.ts';
import { loginOut } from './api/login-out.ts';

/** Exit: end the server session, clear the whole session storage, go to /login. */
export function useExit(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    await loginOut();
    clearSession();
    queryClient.clear();
    await navigate(LOGIN_PATH, { replace: true });
  };
}
