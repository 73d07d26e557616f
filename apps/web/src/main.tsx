import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { createQueryClient } from './app/query-client.ts';
import { createAppRouter } from './app/router.ts';
import { startSingleSignOn } from './features/session/start-single-sign-on.ts';
import { loadRuntimeConfig } from './platform/config/runtime-config.ts';
import { applyLocale } from './platform/i18n/apply-locale.ts';
import { getLocale } from './platform/session/session-storage.ts';
import 'antd/dist/antd.css';
import './app/global.css';

/** Start-up: runtime config (API base), language, single sign-on, then the app. */
async function start(): Promise<void> {
  await Promise.all([loadRuntimeConfig(), applyLocale(getLocale())]);
  const queryClient = createQueryClient();
  const landing = await startSingleSignOn(queryClient);
  if (landing) window.history.replaceState(null, '', landing);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} router={createAppRouter(queryClient)} />
    </StrictMode>,
  );
}

void start();
