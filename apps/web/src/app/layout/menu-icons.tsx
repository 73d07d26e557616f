import {
  AccountBookOutlined,
  AppstoreOutlined,
  CalendarOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  FundOutlined,
  InboxOutlined,
  MailOutlined,
  SafetyCertificateOutlined,
  SettingOutlined,
  TruckOutlined,
} from '@ant-design/icons';
import type { ReactNode } from 'react';

/** Icons of the top-level menu items, keyed by resourcesCode; systemManagement shows settings. */
const ICONS: Readonly<Record<string, ReactNode>> = {
  dashboard: <DashboardOutlined />,
  supplierPerformance: <FundOutlined />,
  deliverySchedule: <CalendarOutlined />,
  asnManagement: <TruckOutlined />,
  grManagement: <InboxOutlined />,
  gr: <InboxOutlined />,
  invoiceManagement: <AccountBookOutlined />,
  securityCheckManagement: <SafetyCertificateOutlined />,
  masterData: <DatabaseOutlined />,
  emailConfiguration: <MailOutlined />,
  systemManagement: <SettingOutlined />,
};

export function menuIcon(resourcesCode: string): ReactNode {
  return ICONS[resourcesCode] ?? <AppstoreOutlined />;
}
