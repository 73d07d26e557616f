import { Navigate, Outlet, useLocation } from 'react-router';
import { LOGIN_PATH } from '../platform/navigation/navigator.ts';
import { useSessionToken } from '../platform/session/use-session-token.ts';

/** Route guard (spec 1 §2.1): without a session token every route but /login goes to /login. */
export function RequireSession() {
  const token = useSessionToken();
  const location = useLocation();
  if (!token) return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
