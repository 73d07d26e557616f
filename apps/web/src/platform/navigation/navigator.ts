/**
 * Lets code outside React (the HTTP client) move to another screen. The app registers the router's
 * navigate; before that, or for another origin, the browser loads the address itself.
 */
type Navigate = (path: string) => void;

export const LOGIN_PATH = '/login';

let navigate: Navigate | null = null;

export function registerNavigator(next: Navigate | null): void {
  navigate = next;
}

export function navigateTo(target: string): void {
  const inApp = target.startsWith('/') && !target.startsWith('//');
  if (inApp && navigate) navigate(target);
  else window.location.assign(target);
}
