import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { antdLocales } from '../platform/i18n/antd-locale.ts';
import { useCurrentLocale } from '../platform/i18n/current-locale.ts';
import { i18n } from '../platform/i18n/i18n.ts';
import { NOTICE_SECONDS } from '../platform/notifier/notifier.tsx';
import { NotifierBridge } from './notifier-bridge.tsx';
import { theme } from './theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

function LocalizedAntd({ children }: { children: ReactNode }) {
  const locale = useCurrentLocale();
  return (
    <ConfigProvider locale={antdLocales[locale]} theme={theme}>
      <App message={{ duration: NOTICE_SECONDS, maxCount: 3 }} notification={{ duration: NOTICE_SECONDS }}>
        <NotifierBridge />
        {children}
      </App>
    </ConfigProvider>
  );
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <LocalizedAntd>{children}</LocalizedAntd>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
