/**
 * Starts the downloads of the shell and of the dashboard (where a sign-in lands) while the sign-in call
 * is under way: the browser is idle then, and after the reply the shell and the page would load one
 * after the other. React.lazy later finds the modules already
 * loaded. A failed download is left to the page's own load, which shows the error.
 */
export function preloadSignedInScreens(): void {
  const ignore = () => undefined;
  import('./layout/app-layout.tsx').catch(ignore);
  import('../features/dashboard/pages/dashboard-page.tsx').catch(ignore);
}
