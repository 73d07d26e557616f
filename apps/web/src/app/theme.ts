import type { ThemeConfig } from 'antd';

export const BRAND_NAVY = '#0b2545';

export const theme: ThemeConfig = {
  token: {
    colorPrimary: '#1d5fa8',
    colorInfo: '#1d5fa8',
    colorLink: '#1d5fa8',
    borderRadius: 8,
    colorBgLayout: '#f3f5f9',
  },
  components: {
    Layout: { headerBg: BRAND_NAVY, headerHeight: 56, headerPadding: '0 16px 0 0', siderBg: '#ffffff' },
    Menu: { itemBorderRadius: 8, subMenuItemBorderRadius: 8 },
  },
};
