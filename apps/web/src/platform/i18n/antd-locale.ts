import type { WebLocale } from '@portal/contract/common';
import type { ConfigProviderProps } from 'antd';
import enUS from 'antd/es/locale/en_US';
import thTH from 'antd/es/locale/th_TH';
import zhCN from 'antd/es/locale/zh_CN';

type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

export const antdLocales: Record<WebLocale, AntdLocale> = { cn: zhCN, en: enUS, th: thTH };
